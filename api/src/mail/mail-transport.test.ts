import { smtpOptions } from './mail-transport';
import { retryDelayMs } from './outbox.worker';

describe('smtpOptions', () => {
  it('takes host, port, security and credentials from the URL and keeps time-outs', () => {
    expect(smtpOptions('smtps://user%40x:p%3Ass@mail.example:465')).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
      auth: { user: 'user@x', pass: 'p:ss' },
      connectionTimeout: 10_000,
    });
  });

  it('passes query parameters through, nested one level', () => {
    expect(
      smtpOptions('smtp://127.0.0.1:2525?requireTLS=true&tls.rejectUnauthorized=false&name=x'),
    ).toMatchObject({
      secure: false,
      requireTLS: true,
      tls: { rejectUnauthorized: false },
      name: 'x',
    });
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
  });
});
