import { z } from 'zod';
import { count, DAY_MS, defineSettings, HOUR_MS, ms } from '../config/settings';

/** Requests (or mails) allowed per `windowMs` and client key (an IP, an account, an address). */
export interface RateLimitPolicy {
  windowMs: number;
  max: number;
}

/** Every named policy the limiter counts by (`@RateLimit('contact')`, `limiter.allows(...)`). */
export const rateLimitSettings = defineSettings(
  'rateLimit',
  z.object({
    RATE_LIMIT_WINDOW_MS: ms(60_000),
    RATE_LIMIT_MAX: count(300),
    CONTACT_RATE_LIMIT_WINDOW_MS: ms(10 * 60_000),
    CONTACT_RATE_LIMIT_MAX: count(5),
    CONTACT_ACK_MAX_PER_DAY: count(3),
    LOGIN_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
    LOGIN_RATE_LIMIT_MAX: count(30),
    LOGIN_ACCOUNT_FAILURES_MAX: count(10),
    LOGIN_ACCOUNT_CEILING_MAX: count(100),
    LOGIN_FAILURE_NOTICE_AT: count(10),
    REGISTER_RATE_LIMIT_WINDOW_MS: ms(60 * 60_000),
    REGISTER_RATE_LIMIT_MAX: count(5),
    PASSWORD_RESET_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
    PASSWORD_RESET_RATE_LIMIT_MAX: count(5),
    PASSWORD_RESET_MAILS_PER_ACCOUNT_MAX: count(3),
    COMMENT_RATE_LIMIT_WINDOW_MS: ms(60_000),
    COMMENT_RATE_LIMIT_MAX: count(10),
    CHAT_RATE_LIMIT_WINDOW_MS: ms(60_000),
    CHAT_RATE_LIMIT_MAX: count(30),
    SUBSCRIBE_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
    SUBSCRIBE_RATE_LIMIT_MAX: count(10),
    SUBSCRIPTION_MAILS_PER_ADDRESS_MAX: count(3),
    REMOTE_REPORTS_RATE_LIMIT_WINDOW_MS: ms(60_000),
    REMOTE_REPORTS_RATE_LIMIT_MAX: count(60),
    // Page loads, and errors, one address adds to a remote version's counts an hour.
    CANARY_COUNTS_PER_ADDRESS: count(1),
  }),
  (env) => {
    const policy = (windowMs: number, max: number): RateLimitPolicy => ({ windowMs, max });
    const login = env.LOGIN_RATE_LIMIT_WINDOW_MS;
    return {
      global: policy(env.RATE_LIMIT_WINDOW_MS, env.RATE_LIMIT_MAX),
      contact: policy(env.CONTACT_RATE_LIMIT_WINDOW_MS, env.CONTACT_RATE_LIMIT_MAX),
      /** Acknowledgement mails per recipient address and UTC day (the message still arrives). */
      contactAck: policy(DAY_MS, env.CONTACT_ACK_MAX_PER_DAY),
      /** Sign-in attempts per client IP. */
      login: policy(login, env.LOGIN_RATE_LIMIT_MAX),
      /** Failed sign-ins in a row per client IP and account (cleared by a successful one). */
      loginAccount: policy(login, env.LOGIN_ACCOUNT_FAILURES_MAX),
      /**
       * Failed sign-ins per account from every address together (successes do not count): only
       * against guessing spread over many addresses, each of which adds at most `loginAccount.max`
       * per window; reached, it refuses every attempt at the account until the window ends.
       */
      loginAccountCeiling: policy(login, env.LOGIN_ACCOUNT_CEILING_MAX),
      /** Failed sign-ins per account after which its owner is mailed (once per window). */
      loginFailureNotice: policy(login, env.LOGIN_FAILURE_NOTICE_AT),
      /** Registrations per client IP. */
      register: policy(env.REGISTER_RATE_LIMIT_WINDOW_MS, env.REGISTER_RATE_LIMIT_MAX),
      /** Password-reset requests per client IP. */
      passwordReset: policy(
        env.PASSWORD_RESET_RATE_LIMIT_WINDOW_MS,
        env.PASSWORD_RESET_RATE_LIMIT_MAX,
      ),
      /**
       * Reset mails per account and hour, whoever asks from wherever (anyone can register someone
       * else's address and ask for links); beyond it a request answers as usual and mails nothing.
       */
      passwordResetMails: policy(HOUR_MS, env.PASSWORD_RESET_MAILS_PER_ACCOUNT_MAX),
      /** New comments and replies per account. */
      comment: policy(env.COMMENT_RATE_LIMIT_WINDOW_MS, env.COMMENT_RATE_LIMIT_MAX),
      /** Chat messages per client IP. */
      chat: policy(env.CHAT_RATE_LIMIT_WINDOW_MS, env.CHAT_RATE_LIMIT_MAX),
      /** Subscription requests per client IP. */
      subscribe: policy(env.SUBSCRIBE_RATE_LIMIT_WINDOW_MS, env.SUBSCRIBE_RATE_LIMIT_MAX),
      /** Confirmation mails per address and hour, whoever asks (beyond it: the same answer, no mail). */
      subscriptionMails: policy(HOUR_MS, env.SUBSCRIPTION_MAILS_PER_ADDRESS_MAX),
      /** The shell's page-load and error reports per client IP. */
      remoteReports: policy(
        env.REMOTE_REPORTS_RATE_LIMIT_WINDOW_MS,
        env.REMOTE_REPORTS_RATE_LIMIT_MAX,
      ),
      /**
       * Page loads, and errors, one address adds to a remote version's counts in an hour (more
       * are accepted and not counted): the canary guard's evidence is many visitors'.
       */
      canaryEvidence: policy(HOUR_MS, env.CANARY_COUNTS_PER_ADDRESS),
    };
  },
);
