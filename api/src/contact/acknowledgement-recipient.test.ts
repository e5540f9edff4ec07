import { acknowledgementRecipient } from './acknowledgement-recipient';

describe('acknowledgementRecipient', () => {
  it('counts one mailbox however its address is typed', () => {
    const key = acknowledgementRecipient('ada@example.com');
    for (const typed of ['Ada@Example.COM', '  ada@example.com ', 'ada+news@example.com']) {
      expect(acknowledgementRecipient(typed)).toBe(key);
    }
  });

  it('counts a Gmail mailbox once, with or without dots, at gmail.com or googlemail.com', () => {
    const key = acknowledgementRecipient('ada.lovelace@gmail.com');
    for (const typed of [
      'adalovelace@gmail.com',
      'A.D.A.Lovelace@Gmail.com',
      'ada.lovelace+offers@gmail.com',
      'adalovelace@googlemail.com',
      ' Ada.Love.lace@GoogleMail.com ',
    ]) {
      expect(acknowledgementRecipient(typed)).toBe(key);
    }
    expect(acknowledgementRecipient('ada.lovelace@gmail.org')).not.toBe(key);
    expect(acknowledgementRecipient('adalovelace2@gmail.com')).not.toBe(key);
  });

  it('keeps other mailboxes apart (dots count outside Gmail) and never holds the address', () => {
    const key = acknowledgementRecipient('ada@example.com');
    expect(acknowledgementRecipient('ada@example.org')).not.toBe(key);
    expect(acknowledgementRecipient('a.da@example.com')).not.toBe(key);
    expect(key).toMatch(/^[\w-]{43}$/);
  });
});
