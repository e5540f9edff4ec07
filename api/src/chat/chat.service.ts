import type {
  ChatHandoff,
  ChatHandoffResponse,
  ChatContext,
  ChatMessage,
  ChatResponse,
  ChatUnanswered,
} from '@brightwave/contracts';
import { company } from '@brightwave/site-content';
import { Inject, Injectable } from '@nestjs/common';
import { ContactService, type SenderInfo } from '../contact/contact.service';
import { JsonLogger } from '../common/logging/json-logger';
import { ChatLearning } from './chat-learning.service';
import { ChatModel } from './chat-model';
import { ChatExchangeLog } from './chat-exchange-log';
import { ChatExchangesRepository } from './chat-exchanges.repository';
import { CHAT_LLM_FALLBACK } from './chat.tokens';
import { FALLBACK_INTENT } from './corpus';
import type { LlmFallback } from './llm-fallback';

const SUBJECT_LENGTH = 80;
/** Distinct unanswered wordings read to group them by similarity. */
const UNANSWERED_READ = 300;

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
    private readonly model: ChatModel,
    private readonly learning: ChatLearning,
    @Inject(CHAT_LLM_FALLBACK) private readonly llm: LlmFallback | null,
    private readonly logger: JsonLogger,
    private readonly exchanges: ChatExchangesRepository,
    private readonly log: ChatExchangeLog,
    private readonly contact: ContactService,
  ) {}

  /** Answers one message; what was understood goes to the exchange log. */
  async reply(message: string, context?: ChatContext): Promise<ChatResponse> {
    const answer = await this.model.bot.respond(message, context);
    if (answer.intent === FALLBACK_INTENT && this.llm) {
      // Still logged as unanswered (the model did not know it), and a person is still offered.
      const reply = await this.llm.answer(message).catch((error: unknown) => {
        this.logger.event('warn', 'Language model fallback failed', {
          context: 'Chat',
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      });
      if (reply) answer.reply = reply;
    }
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
    const rows = await this.exchanges.mostFrequentUnanswered(UNANSWERED_READ);
    return { items: await this.learning.unanswered(rows, limit) };
  }
}
