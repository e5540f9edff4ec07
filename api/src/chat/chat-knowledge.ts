import type { LearnedKnowledge } from './chat-training';
import type { StoredChatLesson } from './chat-lesson.schema';

/** The lessons in force as the model trains on them. */
export function knowledgeFrom(lessons: StoredChatLesson[]): LearnedKnowledge {
  return {
    answers: lessons
      .filter((lesson) => lesson.reply)
      .map((lesson) => ({
        intent: lesson.intent,
        reply: lesson.reply!,
        link: lesson.link,
        phrases: [lesson.question],
      })),
    phrases: lessons
      .filter((lesson) => !lesson.reply)
      .map((lesson) => ({ intent: lesson.intent, text: lesson.question })),
  };
}
