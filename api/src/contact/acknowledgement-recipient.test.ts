import { acknowledgementRecipient } from './acknowledgement-recipient';

describe('acknowledgementRecipient', () => {
  it('counts one mailbox however its address is typed', () => {
    const key = acknowledgementRecipient('ada@example.com');
    for (const typed of ['Ada@Example.COM', '  ada@example.com ', 'ada+news@example.com']) {
      expect(acknowledgementRecipient(typed)).toBe(key);
    }
  });

  it('keeps other mailboxes apart and never holds the address itself', () => {
    const key = acknowledgementRecipient('ada@example.com');
    expect(acknowledgementRecipient('ada@example.org')).not.toBe(key);
    expect(acknowledgementRecipient('a.da@example.com')).not.toBe(key);
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
