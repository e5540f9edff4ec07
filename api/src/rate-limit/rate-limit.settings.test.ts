import { loadConfig } from '../config/configuration';

describe('rate-limit settings', () => {
  it('reads the acknowledgement limit per recipient and day', () => {
    expect(loadConfig({ CONTACT_ACK_MAX_PER_DAY: '1' }).rateLimit.contactAck.max).toBe(1);
    expect(() => loadConfig({ CONTACT_ACK_MAX_PER_DAY: '0' })).toThrow(/CONTACT_ACK_MAX_PER_DAY/);
  });
});
