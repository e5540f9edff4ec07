import type {
  ChatHandoff,
  ChatHandoffResponse,
  ChatMessage,
  ChatResponse,
  ChatUnanswered,
} from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import { Inject, Injectable } from '@nestjs/common';
import { ContactService, type SenderInfo } from '../contact/contact.service';
import type { ChatBot } from './chat-bot';
import { ChatExchangeLog } from './chat-exchange-log';
import { ChatExchangesRepository } from './chat-exchanges.repository';
import { CHAT_BOT } from './chat.tokens';
import { FALLBACK_INTENT } from './corpus';

const SUBJECT_LENGTH = 80;

/** The transcript as the company inbox reads it. */
function transcriptText(transcript: ChatMessage[]): string {
  if (transcript.length === 0) return '(no earlier messages)';
  return transcript
    .map((entry) => `${entry.sender === 'user' ? 'Visitor' : 'Assistant'}: ${entry.text}`)
    .join('\n');
}

@Injectable()
export class ChatService {
  constructor(
    @Inject(CHAT_BOT) private readonly bot: ChatBot,
    private readonly exchanges: ChatExchangesRepository,
    private readonly log: ChatExchangeLog,
    private readonly contact: ContactService,
  ) {}

  /** Answers one message; what was understood goes to the exchange log. */
  async reply(message: string): Promise<ChatResponse> {
    const answer = await this.bot.respond(message);
    this.log.record({
      message,
      intent: answer.intent,
      confidence: answer.confidence,
      fallback: answer.intent === FALLBACK_INTENT,
    });
    return answer;
  }

  /** Passes a question to a person: stored and mailed like a contact message. */
  async handoff(input: ChatHandoff, sender: SenderInfo): Promise<ChatHandoffResponse> {
    const subject =
      input.question.length > SUBJECT_LENGTH
        ? `${input.question.slice(0, SUBJECT_LENGTH - 3)}...`
        : input.question;
    await this.contact.submit(
      {
        name: input.name,
        email: input.email,
        subject,
        message: [
          input.question,
          '',
          'Conversation with the assistant:',
          transcriptText(input.transcript),
        ].join('\n'),
      },
      sender,
      'chat',
    );
    return {
      reply: `Thank you, ${input.name}! Your question is with our team and we will answer at ${input.email}. ${company.hours.replyPromise}`,
    };
  }

  async unanswered(limit = 20): Promise<ChatUnanswered> {
    await this.log.flush();
    return { items: await this.exchanges.mostFrequentUnanswered(limit) };
  }
}
