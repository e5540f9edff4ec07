import { mkdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/configuration';
import type { MailAddress } from './outbox-message.schema';

export interface OutgoingMail {
  id: string;
  from: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or (local runs) .eml files a newcomer can open. */
export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * nodemailer's options from SMTP_URL, with time-outs always set: a mail server that accepts
 * connections and then stalls must not stall the worker. The URL is taken apart here (credentials
 * percent-decoded) rather than passed as `url`, which nodemailer before 10 read to the exclusion
 * of every other option. Query parameters pass through (`?requireTLS=true`,
 * `?tls.rejectUnauthorized=false`).
 */
export function smtpOptions(smtpUrl: string): Record<string, unknown> {
  const url = new URL(smtpUrl);
  const options: Record<string, unknown> = {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    secure: url.protocol === 'smtps:',
    ...TIMEOUTS,
  };
  if (url.username) {
    options.auth = {
      user: decodeURIComponent(url.username),
      pass: decodeURIComponent(url.password),
    };
  }
  for (const [key, raw] of url.searchParams) {
    const value = raw === 'true' ? true : raw === 'false' ? false : raw;
    const [head, sub] = key.split('.', 2) as [string, string | undefined];
    if (sub === undefined) options[head] = value;
    else options[head] = { ...(options[head] as object | undefined), [sub]: value };
  }
  return options;
}

/**
 * The same Message-ID on every attempt of one outbox entry: should a mail ever go out twice (a
 * worker cut off from the database for longer than its lease), receivers drop the copy.
 */
export function messageId(mail: Pick<OutgoingMail, 'id' | 'from'>): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mail.from)?.[1] ?? 'brightwave.example';
  return `<outbox-${mail.id}@${domain}>`;
}

function toMessage(mail: OutgoingMail) {
  return {
    messageId: messageId(mail),
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
  };
}

class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  readonly description: string;

  constructor(smtpUrl: string) {
    this.transporter = createTransport(smtpOptions(smtpUrl));
    const url = new URL(smtpUrl);
    this.description = `SMTP server ${url.hostname}:${url.port || 'default port'}`;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(toMessage(mail));
  }

  close(): void {
    this.transporter.close();
  }
}

class MailboxFileTransport implements MailTransport {
  private readonly transporter = createTransport({ streamTransport: true, buffer: true });
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = `mailbox folder ${dir} (one .eml file per message)`;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = (await this.transporter.sendMail(toMessage(mail))) as { message: Buffer };
    await mkdir(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(path.join(this.dir, `${stamp}-${mail.id}.eml`), info.message);
  }

  close(): void {
    this.transporter.close();
  }
}

export function createMailTransport(config: AppConfig['mail']): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl)
    : new MailboxFileTransport(config.mailboxDir);
}
