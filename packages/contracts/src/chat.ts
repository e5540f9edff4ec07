import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './constants';
import { requiredText } from './validation';

/** POST /api/chat. */
export const chatRequestSchema = z.object({
  message: requiredText('Please type a message.', CHAT_MESSAGE_MAX, 'Your message'),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({ reply: z.string() });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
