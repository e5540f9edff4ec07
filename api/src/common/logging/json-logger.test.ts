import type { DestinationStream } from 'pino';
import { JsonLogger, logDestination, REDACTED } from './json-logger';
import { requestContext } from './request-context';

function capture(level: ConstructorParameters<typeof JsonLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const logger = new JsonLogger(level, (line) => lines.push(JSON.parse(line)));
  return { logger, lines };
}

describe('JsonLogger', () => {
  it('writes one JSON object per entry with the request id of the current request', () => {
    const { logger, lines } = capture('info');
    requestContext.run({ requestId: 'req-1' }, () => logger.log('hello', 'Ctx'));
    expect(lines).toEqual([
      { time: expect.any(String), level: 'info', msg: 'hello', requestId: 'req-1', context: 'Ctx' },
    ]);
  });

  it('drops entries below its level', () => {
    const { logger, lines } = capture('warn');
    logger.log('info');
    logger.debug('debug');
    logger.warn('warned');
    expect(lines.map((l) => l.msg)).toEqual(['warned']);
  });

  it("keeps the stack from Nest's error(message, stack, context)", () => {
    const { logger, lines } = capture('info');
    logger.error('boom', 'Error: boom\n    at x', 'Ctx');
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'boom', context: 'Ctx' });
    expect(lines[0]!.stack).toMatch(/^Error: boom/);
  });
});

describe('JsonLogger redaction', () => {
  it('never writes credentials, cookies, passwords or tokens, at the top or one level down', () => {
    const { logger, lines } = capture('info');
    logger.event('info', 'request', {
      password: 'p1',
      token: 't1',
      headers: { authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': 'sid=2', host: 'x' },
      req: { headers: { authorization: 'Bearer def' }, url: '/me' },
      body: { email: 'a@example.com', newPassword: 'p2', resetToken: 't2' },
    });
    expect(lines[0]).toMatchObject({
      password: REDACTED,
      token: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED, host: 'x' },
      req: { headers: { authorization: REDACTED }, url: '/me' },
      body: { email: 'a@example.com', newPassword: REDACTED, resetToken: REDACTED },
    });
    const line = JSON.stringify(lines[0]);
    for (const secret of ['p1', 't1', 'abc', 'sid=', 'def', 'p2', 't2']) {
      expect(line).not.toContain(secret);
    }
  });

  it('leaves the caller its objects unchanged', () => {
    const { logger } = capture('info');
    const fields = { headers: { authorization: 'Bearer abc' } };
    logger.event('info', 'x', fields);
    expect(fields.headers.authorization).toBe('Bearer abc');
  });
});

describe('logDestination', () => {
  it('writes asynchronously through a buffer in production, straight to stdout elsewhere', () => {
    const production = logDestination('production') as DestinationStream & { sync?: boolean };
    expect(production).not.toBe(process.stdout);
    expect(production.sync).toBe(false);
    expect(logDestination('development')).toBe(process.stdout);
    expect(logDestination('test')).toBe(process.stdout);
  });
});
