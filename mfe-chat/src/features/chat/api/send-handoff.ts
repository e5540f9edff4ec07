import { API_PATHS, type ChatHandoff, type ChatHandoffResponse } from '@brightwave/contracts';
import { apiRequest } from '@brightwave/web-kit';

/** POST /api/chat/handoff: the visitor's question, with the conversation, for a person. */
export async function sendHandoff(handoff: ChatHandoff): Promise<ChatHandoffResponse> {
  return apiRequest<ChatHandoffResponse>(API_PATHS.chatHandoff, { json: handoff });
}
