import { z } from 'zod';
import {
  count,
  defineSettings,
  flag,
  ms,
  optionalString,
  optionalUrl,
  share,
} from '../config/settings';

export const chatSettings = defineSettings(
  'chat',
  z.object({
    CHAT_CONFIDENCE_THRESHOLD: share(0.5),
    CHAT_MIN_COVERAGE: share(0.5),
    CHAT_LOG_RETENTION_DAYS: count(90),
    CHAT_MODEL_CACHE_DIR: optionalString,
    CHAT_LLM_URL: optionalUrl,
    CHAT_LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    CHAT_LLM_API_KEY: optionalString,
    CHAT_LLM_TIMEOUT_MS: ms(8000),
    CHAT_CALIBRATED: flag,
  }),
  (env) => ({
    /** Below this intent confidence the bot answers with the fallback (offer of a person). */
    threshold: env.CHAT_CONFIDENCE_THRESHOLD,
    /** Below this share of known content words a message counts as off-topic. */
    minCoverage: env.CHAT_MIN_COVERAGE,
    /** How long the exchange log keeps a message. */
    logRetentionDays: env.CHAT_LOG_RETENTION_DAYS,
    /** A folder where trained models are kept and loaded again (off when absent). */
    modelCacheDir: env.CHAT_MODEL_CACHE_DIR,
    /** An OpenAI-compatible endpoint asked only when the model falls back; off when absent. */
    llm: env.CHAT_LLM_URL
      ? {
          url: env.CHAT_LLM_URL,
          model: env.CHAT_LLM_MODEL,
          apiKey: env.CHAT_LLM_API_KEY,
          timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
        }
      : undefined,
    /**
     * Answers only what the calibrator fitted on the evaluation's tune and development parts finds
     * likely right.
     */
    calibrated: env.CHAT_CALIBRATED === 'true',
  }),
);
