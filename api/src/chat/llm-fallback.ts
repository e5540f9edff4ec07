import { listOf, sentence } from './corpus/phrasing';
import type { SiteContent } from './corpus';

export interface LlmSettings {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 */
  url: string;
  model: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

const MAX_REPLY_LENGTH = 2000;

/** What the language model may say: the site's facts and the rules around them. */
export function llmInstructions(content: SiteContent): string {
  const { company, services, dataAnalytics, projects } = content;
  return [
    `You are the website assistant of ${company.name}. Answer in two or three short sentences, in English, using only the facts below.`,
    'If the facts do not answer the question, say so and suggest leaving a name and e-mail address in the chat so a person can answer. Never invent prices, dates, people or promises.',
    '',
    `Services: ${[...services, dataAnalytics].map((s) => `${s.name} (${s.summary})`).join('; ')}.`,
    `Portfolio: ${listOf(projects.map((p) => `${p.name}, a ${p.title.toLowerCase()}`))}.`,
    `Phones: ${company.phones.sales} (sales), ${company.phones.support} (support). E-mail: ${company.emails.sales} (sales), ${company.emails.support} (support).`,
    `Offices: ${listOf(company.offices.map((office) => office.address))}.`,
    `Working hours: ${company.hours.weekdays}, ${company.hours.saturday}. ${sentence(company.hours.replyPromise)}`,
  ].join('\n');
}

/**
 * Asks an OpenAI-compatible chat completions endpoint, only for messages the intent model could
 * not place. Any failure (down, slow, odd answer) resolves to undefined: the bot then gives its
 * own fallback.
 */
export class LlmFallback {
  constructor(
    private readonly settings: LlmSettings,
    private readonly instructions: string,
  ) {}

  async answer(message: string): Promise<string | undefined> {
    const response = await fetch(`${this.settings.url.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(this.settings.apiKey ? { Authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          { role: 'system', content: this.instructions },
          { role: 'user', content: message },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`The language model answered ${response.status}`);
    const body = (await response.json()) as {
      choices?: { message?: { content?: unknown } }[];
    };
    const text = body.choices?.[0]?.message?.content;
    return typeof text === 'string' && text.trim()
      ? text.trim().slice(0, MAX_REPLY_LENGTH)
      : undefined;
  }
}
