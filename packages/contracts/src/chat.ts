import './zod-jitless';
import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_TRANSCRIPT_MAX } from './constants';
import { emailField, personNameField, requiredText } from './validation';

/** Spec, "Chat message": text and sender. The panel keeps the conversation as a list of these. */
export const chatSenderSchema = z.enum(['user', 'bot']);
export type ChatSender = z.infer<typeof chatSenderSchema>;

export const chatMessageSchema = z.object({
  sender: chatSenderSchema,
  text: z.string().max(CHAT_TRANSCRIPT_MAX.textLength),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What the previous answer was about, sent back with the next message so a follow-up ("and how
 * long would that take?") is understood on whichever API instance answers it.
 */
export const chatContextSchema = z.object({
  intent: z.string({ error: 'The context intent must be text.' }).max(100),
  topic: z.string({ error: 'The context topic must be text.' }).max(100).optional(),
});
export type ChatContext = z.infer<typeof chatContextSchema>;

/** POST /api/chat. */
export const chatRequestSchema = z.object({
  message: requiredText('Please type a message.', CHAT_MESSAGE_MAX, 'Your message'),
  /** The `context` of the previous answer, if any. */
  context: chatContextSchema.optional(),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A route of this site relevant to an answer; the panel navigates to it without a reload. */
export const chatLinkSchema = z.object({ label: z.string(), to: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

export const chatResponseSchema = z.object({
  /** The assistant's answer, the one field the chat panel shows. */
  reply: z.string(),
  /** What the model understood; `fallback` when it was not confident enough. */
  intent: z.string(),
  confidence: z.number(),
  links: z.array(chatLinkSchema),
  /** Quick replies the visitor can tap instead of typing. */
  suggestions: z.array(z.string()),
  /** The bot offers to pass the question to a person (the panel shows the handoff form). */
  handoff: z.boolean(),
  /** What this answer was about: the panel sends it with the next message. */
  context: chatContextSchema.optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** POST /api/chat/handoff: the visitor asks a person to answer; stored as a lead and mailed. */
export const chatHandoffSchema = z.object({
  name: personNameField(),
  email: emailField(),
  question: requiredText('Please type your question.', CHAT_MESSAGE_MAX, 'Your question'),
  transcript: z
    .array(chatMessageSchema, { error: 'The conversation must be a list of messages.' })
    .max(CHAT_TRANSCRIPT_MAX.messages, {
      error: `The conversation can hold at most ${CHAT_TRANSCRIPT_MAX.messages} messages.`,
    })
    .default([]),
});
export type ChatHandoff = z.infer<typeof chatHandoffSchema>;

export const chatHandoffResponseSchema = z.object({ reply: z.string() });
export type ChatHandoffResponse = z.infer<typeof chatHandoffResponseSchema>;

/** GET /api/chat/unanswered (admins): the most frequent questions the bot could not answer. */
export const chatUnansweredSchema = z.object({
  items: z.array(z.object({ message: z.string(), count: z.number(), lastAskedAt: z.string() })),
});
export type ChatUnanswered = z.infer<typeof chatUnansweredSchema>;

/** Quick replies the bot offers; the API trains each one as an utterance of the intent it asks. */
export const CHAT_SUGGESTIONS = {
  services: 'What services do you offer?',
  work: 'Show me your work',
  price: 'How much does a project cost?',
  contact: 'How can I contact you?',
  hours: 'What are your working hours?',
  timeline: 'How long does a project take?',
  quote: 'Request a quote',
  person: 'Talk to a person',
} as const;

/** The chips under the greeting. */
export const CHAT_FIRST_SUGGESTIONS: string[] = [
  CHAT_SUGGESTIONS.services,
  CHAT_SUGGESTIONS.work,
  CHAT_SUGGESTIONS.price,
  CHAT_SUGGESTIONS.person,
];

/** The greeting: shown by the panel when it first opens and answered by the bot to "hello". */
export function chatGreeting(companyShortName: string): string {
  return `Hello! I am the ${companyShortName} assistant. Ask me about our services, our work, prices and timelines, or how to reach us.`;
}

/** The longest answer an admin may write for the assistant. */
export const CHAT_ANSWER_MAX = 2000;

const optionalField = (max: number, name: string) =>
  z
    .string({ error: `${name} must be text.` })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || undefined);

/**
 * POST /api/admin/chat/lessons (admins): a question the assistant could not answer, attached to
 * an answer it has (`intent`, the question becomes a training phrase) or given a new answer
 * (`reply` and its link: a new intent).
 */
export const chatLessonInputSchema = z
  .object({
    question: requiredText('Please give the question to teach.', CHAT_MESSAGE_MAX, 'The question'),
    intent: optionalField(100, 'The answer'),
    reply: optionalField(CHAT_ANSWER_MAX, 'The new answer'),
    linkLabel: optionalField(100, 'The link text'),
    linkTo: optionalField(500, 'The link'),
  })
  .superRefine((input, ctx) => {
    if (input.intent && input.reply) {
      ctx.addIssue({
        code: 'custom',
        path: ['intent'],
        message: 'Attach the question to an existing answer or write a new one, not both.',
      });
    } else if (!input.intent && !input.reply) {
      ctx.addIssue({
        code: 'custom',
        path: ['intent'],
        message: 'Choose an existing answer, or write a new answer with its link.',
      });
    }
    if (input.reply && !input.linkTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['linkTo'],
        message:
          'A new answer needs its link: a page of this site (like /services) or an https:// address.',
      });
    }
    if (input.linkTo && !/^(\/(?!\/)\S*|https:\/\/\S+)$/.test(input.linkTo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['linkTo'],
        message: 'The link must be a page of this site (starting with /) or an https:// address.',
      });
    }
  });
export type ChatLessonInput = z.input<typeof chatLessonInputSchema>;

/** One thing an admin taught the assistant. */
export const chatLessonSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** The answer it is attached to, or the new answer's own intent (`learned.<id>`). */
  intent: z.string(),
  /** The new answer, when the lesson wrote one. */
  reply: z.string().optional(),
  link: chatLinkSchema.optional(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type ChatLesson = z.infer<typeof chatLessonSchema>;

/** GET /api/admin/chat/lessons: what was taught, and the answers a question can be attached to. */
export const chatLessonsSchema = z.object({
  lessons: z.array(chatLessonSchema),
  answers: z.array(z.object({ intent: z.string(), label: z.string() })),
});
export type ChatLessons = z.infer<typeof chatLessonsSchema>;
