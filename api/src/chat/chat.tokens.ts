/** The trained ChatBot, built once when the API starts. */
export const CHAT_BOT = Symbol('CHAT_BOT');

/** The optional language-model fallback (LlmFallback), or null when CHAT_LLM_URL is unset. */
export const CHAT_LLM_FALLBACK = Symbol('CHAT_LLM_FALLBACK');
