// A real SMTP server for tests (smtp-server on 127.0.0.1) that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  rcptTo: string[];
  /** Header fields, lower-cased names, unfolded values. */
  headers: Record<string, string>;
  raw: string;
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Withholds the server's answer to the next mail it receives until released. */
export interface SmtpHold {
  /** Resolves when the held mail has been received (its sender waits for the answer). */
  arrived: Promise<void>;
  release(): void;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients refused for good (550), as a mail server refuses a mailbox that does not exist. */
  readonly refused = new Set<string>();
  private server: SMTPServer | undefined;
  private gate: { held: Promise<void>; arrived: () => void } | undefined;
  port = 0;

  /**
   * Keeps the sender of the next mail waiting for the answer to DATA, as a slow mail server
   * does: the mail is received (and counted) but its sender does not know it yet. Mails after it
   * are answered at once.
   */
  hold(): SmtpHold {
    let release!: () => void;
    let arrived!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    this.gate = { held, arrived };
    return {
      arrived: arrival,
      release,
    };
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Listens on the previous port when restarted, so the API's SMTP_URL stays valid; a no-op
   * while running. */
  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused.has(address.address.toLowerCase())) return callback();
        const error = new Error('5.1.1 No such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            headers: parseHeaders(raw),
            raw,
          });
          const gate = this.gate;
          if (!gate) return callback();
          this.gate = undefined;
          gate.arrived();
          void gate.held.then(() => callback());
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A received mail's text with quoted-printable encoding undone (soft breaks, =XX bytes). */
export function mailText(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
