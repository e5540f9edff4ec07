import { isHoneypotFilled, type ContactMessage } from '@brightwave/contracts';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { acknowledgementRecipient } from './acknowledgement-recipient';
import { contactMails } from './contact-mails';
import type { LeadSource } from './contact-message.schema';
import { ContactMessagesRepository } from './contact-messages.repository';
import type { SendEmailDto } from './dto/send-email.dto';

export interface SenderInfo {
  ip?: string;
  userAgent?: string;
}

@Injectable()
export class ContactService implements OnModuleInit {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutbox,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  onModuleInit(): void {
    this.outbox.registerSource({
      name: 'contact',
      findUnqueued: async (storedBefore, limit) =>
        (await this.messages.findMailsPending(storedBefore, limit)).map((stored) => ({
          id: stored.id,
          mails: this.mailsFor(stored, stored),
        })),
      markQueued: (id) => this.messages.markMailsQueued(id),
    });
  }

  /**
   * Stores the message (a lead, from the contact form, the project inquiry form or the chatbot's
   * handoff), then queues its mails. Its source is the form that sent it unless the caller names
   * another. A bot (honeypot filled) gets the same answer as a person, so it learns nothing, but
   * its message is never mailed.
   */
  async submit(
    input: SendEmailDto,
    sender: SenderInfo,
    source: LeadSource = input.form ?? 'contact',
  ): Promise<void> {
    const { website: _honeypot, form: _form, ...message } = input;
    const spam = isHoneypotFilled(input);
    const acknowledge = !spam && (await this.mayAcknowledge(message.email));
    const stored = await this.messages.create({
      ...message,
      source,
      spam,
      status: spam ? 'spam' : 'new',
      note: '',
      ...(spam ? {} : { mailsPending: true }),
      ...(spam || acknowledge ? {} : { noAcknowledgement: true }),
      ...sender,
    });
    if (spam) {
      this.logger.event('info', 'Contact message kept as spam (honeypot filled)', {
        context: 'Contact',
        messageId: stored.id,
      });
      return;
    }
    try {
      await this.outbox.enqueue(
        this.mailsFor(message, { ...stored, source, noAcknowledgement: !acknowledge }),
      );
      await this.messages.markMailsQueued(stored.id);
    } catch (error) {
      // The message is stored and still flagged: the outbox sweep queues its mails once the
      // database answers again, so the sender is told it arrived rather than asked to resend.
      this.logger.event('warn', 'Contact message stored; its mails will be queued later', {
        context: 'Contact',
        messageId: stored.id,
        error: (error as Error).message,
      });
    }
  }

  /**
   * Whether the sender gets an acknowledgement: at most CONTACT_ACK_MAX_PER_DAY per recipient
   * address and UTC day, counted in MongoDB so every instance shares the count. Anyone can type
   * any address, so without a limit the forms would mail strangers on request. Over the limit the
   * message is still stored and the company notified; only the acknowledgement is left out.
   */
  private mayAcknowledge(address: string): Promise<boolean> {
    return this.limiter.allows('contactAck', acknowledgementRecipient(address));
  }

  private mailsFor(
    message: ContactMessage,
    stored: { id: string; createdAt: Date; source?: LeadSource; noAcknowledgement?: boolean },
  ) {
    return contactMails(message, {
      id: stored.id,
      receivedAt: stored.createdAt,
      companyInbox: this.config.mail.to,
      source: stored.source,
      acknowledge: !stored.noAcknowledgement,
    });
  }
}
