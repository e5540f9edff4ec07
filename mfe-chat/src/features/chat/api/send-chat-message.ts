import {
  API_PATHS,
  type ChatContext,
  type ChatRequest,
  type ChatResponse,
} from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** POST /api/chat: one message to the assistant, with what the previous answer was about. */
export async function sendChatMessage(
  message: string,
  context?: ChatContext,
): Promise<ChatResponse> {
  const body: ChatRequest = context ? { message, context } : { message };
  const answer = await apiRequest<Partial<ChatResponse>>(API_PATHS.chat, { json: body });
  if (typeof answer?.reply !== 'string') throw new Error('The assistant sent no reply.');
  return {
    reply: answer.reply,
    intent: answer.intent ?? 'unknown',
    confidence: answer.confidence ?? 0,
    links: answer.links ?? [],
    suggestions: answer.suggestions ?? [],
    handoff: answer.handoff ?? false,
    ...(answer.context ? { context: answer.context } : {}),
  };
}
