import type { AuditEntry, AuthUser, ChatLesson, ChatLessonInput } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import { ChatLearning } from '../chat/chat-learning.service';
import { actorOf, checkId } from './actor';
import { AuditLogRepository } from './audit-log.repository';

/** What the audit log shows of a lesson. */
function summary(lesson: ChatLesson): Record<string, unknown> {
  return {
    question: lesson.question,
    intent: lesson.intent,
    ...(lesson.reply ? { reply: lesson.reply } : {}),
    ...(lesson.link ? { link: lesson.link.to } : {}),
  };
}

/** An admin teaching the chat assistant (the chat module's), each change in the audit log. */
@Injectable()
export class ChatTeaching {
  constructor(
    private readonly learning: ChatLearning,
    private readonly audit: AuditLogRepository,
  ) {}

  async teach(admin: AuthUser, input: ChatLessonInput): Promise<ChatLesson> {
    const lesson = await this.learning.teach(input, admin.name);
    await this.record(admin, 'chat.teach', lesson, { after: summary(lesson) });
    return lesson;
  }

  async undo(admin: AuthUser, id: string): Promise<ChatLesson> {
    checkId(id);
    const lesson = await this.learning.undo(id);
    if (!lesson) throw new ApiError(404, 'not_found', 'There is no such lesson to undo.');
    await this.record(admin, 'chat.undo', lesson, { before: summary(lesson) });
    return lesson;
  }

  private record(
    admin: AuthUser,
    action: 'chat.teach' | 'chat.undo',
    lesson: ChatLesson,
    change: Pick<AuditEntry, 'before' | 'after'>,
  ): Promise<void> {
    return this.audit.add({
      actor: actorOf(admin),
      action,
      target: { type: 'chat', id: lesson.id, label: lesson.question },
      ...change,
    });
  }
}
