import { API_PATHS, type ChatRequest, type ChatResponse } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** POST /api/chat: one message to the assistant. */
export async function sendChatMessage(message: string): Promise<ChatResponse> {
  const body: ChatRequest = { message };
  const answer = await apiRequest<Partial<ChatResponse>>(API_PATHS.chat, { json: body });
  if (typeof answer?.reply !== 'string') throw new Error('The assistant sent no reply.');
  return {
    reply: answer.reply,
    intent: answer.intent ?? 'unknown',
    confidence: answer.confidence ?? 0,
    links: answer.links ?? [],
    suggestions: answer.suggestions ?? [],
    handoff: answer.handoff ?? false,
  };
}
