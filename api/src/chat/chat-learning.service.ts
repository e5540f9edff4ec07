import type {
  ChatLesson,
  ChatLessonInput,
  ChatLessons,
  ChatUnanswered,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { ApiError } from '../common/errors/api-error';
import { prepareMessage } from './normalize';
import type { StoredChatLesson } from './chat-lesson.schema';
import { ChatLessonsRepository } from './chat-lessons.repository';
import { ChatModel } from './chat-model';
import { FALLBACK_INTENT } from './corpus';
import { Vocabulary } from './vocabulary';

/** Intents of answers written in the console: `learned.<lesson id>`. */
const LEARNED_PREFIX = 'learned.';
/** Two questions share a group when this share of their content words is the same. */
const SAME_QUESTION = 0.5;
/** Distinct wordings read to build the groups. */
const WORDINGS_READ = 300;
const stems = new Vocabulary();

function toLesson(record: StoredChatLesson): ChatLesson {
  return {
    id: String(record._id),
    question: record.question,
    intent: record.intent,
    ...(record.reply ? { reply: record.reply } : {}),
    ...(record.link ? { link: record.link } : {}),
    createdAt: record.createdAt.toISOString(),
    createdBy: record.createdBy,
  };
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const stem of a) if (b.has(stem)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** Teaching the assistant from the admin console; the admin module audits each change. */
@Injectable()
export class ChatLearning {
  constructor(
    private readonly lessons: ChatLessonsRepository,
    private readonly model: ChatModel,
  ) {}

  async list(): Promise<ChatLessons> {
    const bot = this.model.bot;
    return {
      lessons: (await this.lessons.active()).reverse().map(toLesson),
      answers: bot.intents.map((intent) => ({
        intent,
        label: `${intent}: ${(bot.answerOf(intent)?.reply ?? '').slice(0, 80)}`,
      })),
    };
  }

  /** Stores the lesson; every instance serves a model trained with it within seconds. */
  async teach(input: ChatLessonInput, createdBy: string): Promise<ChatLesson> {
    const question = input.question.trim();
    let record: StoredChatLesson;
    if (input.reply) {
      const id = new Types.ObjectId();
      record = await this.lessons.add({
        _id: id,
        question,
        intent: `${LEARNED_PREFIX}${String(id)}`,
        reply: input.reply,
        link: { label: input.linkLabel || input.linkTo!, to: input.linkTo! },
        createdBy,
      } as Parameters<ChatLessonsRepository['add']>[0]);
    } else {
      if (!this.model.bot.intents.includes(input.intent!)) {
        const message = `There is no answer called "${input.intent}".`;
        throw new ApiError(400, 'validation_failed', message, {
          intent: { code: 'invalid', message },
        });
      }
      record = await this.lessons.add({ question, intent: input.intent!, createdBy });
    }
    await this.model.taught();
    return toLesson(record);
  }

  /** Takes a lesson back; undefined when there is none in force with that id. */
  async undo(id: string): Promise<ChatLesson | undefined> {
    const record = await this.lessons.undo(id);
    if (!record) return undefined;
    await this.model.taught();
    return toLesson(record);
  }

  /**
   * What the assistant still cannot answer, similar wordings grouped ("prices for hospitals?" and
   * "hospital prices"), most asked first. A question the model answers now (it was taught) is
   * left out.
   */
  async unanswered(rows: ChatUnanswered['items'], limit: number): Promise<ChatUnanswered['items']> {
    const bot = this.model.bot;
    const groups: { stems: Set<string>; items: ChatUnanswered['items'] }[] = [];
    for (const row of rows.slice(0, WORDINGS_READ)) {
      if ((await bot.respond(row.message)).intent !== FALLBACK_INTENT) continue;
      const words = new Set(stems.contentStems(prepareMessage(row.message)));
      const group = groups.find((g) => overlap(g.stems, words) >= SAME_QUESTION);
      if (group) group.items.push(row);
      else groups.push({ stems: words, items: [row] });
    }
    return groups
      .map(({ items }) => ({
        message: [...items].sort((a, b) => b.count - a.count)[0]!.message,
        count: items.reduce((sum, item) => sum + item.count, 0),
        lastAskedAt: items
          .map((item) => item.lastAskedAt)
          .sort()
          .at(-1)!,
      }))
      .sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt))
      .slice(0, limit);
  }
}
