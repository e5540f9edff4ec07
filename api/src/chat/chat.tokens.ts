/** The optional language-model fallback (LlmFallback), or null when CHAT_LLM_URL is unset. */
export const CHAT_LLM_FALLBACK = Symbol('CHAT_LLM_FALLBACK');
