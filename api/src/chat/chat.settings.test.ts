import { loadConfig } from '../config/configuration';

describe('chat settings', () => {
  it('asks a language model only when CHAT_LLM_URL is set, and checks what it is given', () => {
    expect(loadConfig({}).chat).toMatchObject({
      threshold: 0.5,
      llm: undefined,
      calibrated: false,
    });
    const chat = loadConfig({
      CHAT_LLM_URL: 'http://127.0.0.1:9000/v1',
      CHAT_LLM_API_KEY: 'key',
      CHAT_CALIBRATED: 'true',
    }).chat;
    expect(chat.llm).toEqual({
      url: 'http://127.0.0.1:9000/v1',
      model: 'gpt-4o-mini',
      apiKey: 'key',
      timeoutMs: 8000,
    });
    expect(chat.calibrated).toBe(true);
    expect(() => loadConfig({ CHAT_LLM_URL: 'not a url' })).toThrow(/CHAT_LLM_URL/);
    expect(() => loadConfig({ CHAT_CONFIDENCE_THRESHOLD: '1.5' })).toThrow(
      /CHAT_CONFIDENCE_THRESHOLD/,
    );
  });
});
