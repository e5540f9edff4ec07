/** The trained ChatBot, built once when the API starts. */
export const CHAT_BOT = Symbol('CHAT_BOT');
