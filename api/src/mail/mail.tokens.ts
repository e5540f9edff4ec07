/** Injection token of the MailTransport (SMTP or mailbox files). */
export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');
