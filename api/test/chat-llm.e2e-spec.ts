import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { company } from '@brightwave/site-content';
import { useTestApp } from './harness';

interface CompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** A local stand-in for an OpenAI-compatible API: records requests, answers as told. */
class FakeLlm {
  readonly requests: { path: string; auth?: string; body: CompletionRequest }[] = [];
  status = 200;
  content: unknown = 'We have not worked with COBOL yet, but a person can tell you more.';
  private server: Server | undefined;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async start() {
    this.server = createServer((req: IncomingMessage, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        this.requests.push({
          path: req.url ?? '',
          auth: req.headers.authorization,
          body: JSON.parse(raw),
        });
        res.writeHead(this.status, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: this.content } }] }),
        );
      });
    });
    // The same port when restarted, so the API's CHAT_LLM_URL stays valid.
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  stop() {
    return new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

const llm = new FakeLlm();
beforeAll(() => llm.start());
afterAll(() => llm.stop());
const ctx = useTestApp(() => ({
  CHAT_LLM_URL: llm.url,
  CHAT_LLM_API_KEY: 'test-key',
  CHAT_LLM_MODEL: 'tiny-model',
}));
beforeEach(() => {
  llm.requests.length = 0;
  llm.status = 200;
  llm.content = 'We have not worked with COBOL yet, but a person can tell you more.';
});

const ask = (message: string) => ctx.api.http().post('/api/chat').send({ message }).expect(200);

it('asks the language model only for messages the intent model cannot place', async () => {
  const known = await ask('what are your working hours');
  expect(known.body.intent).toBe('hours');
  expect(llm.requests).toHaveLength(0);

  const res = await ask('Do you still write COBOL?');
  expect(res.body).toMatchObject({
    intent: 'fallback',
    handoff: true,
    reply: 'We have not worked with COBOL yet, but a person can tell you more.',
  });
  expect(llm.requests).toHaveLength(1);
  const [request] = llm.requests;
  expect(request!.path).toBe('/v1/chat/completions');
  expect(request!.auth).toBe('Bearer test-key');
  expect(request!.body.model).toBe('tiny-model');
  expect(request!.body.messages[1]).toEqual({
    role: 'user',
    content: 'Do you still write COBOL?',
  });
  // The model is told the site's facts, from site-content.
  const instructions = request!.body.messages[0]!.content;
  expect(instructions).toContain(company.phones.sales);
  expect(instructions).toContain(company.hours.saturday);
});

it.each([
  ['an error status', () => (llm.status = 500)],
  ['an empty answer', () => (llm.content = '  ')],
  ['an answer that is not text', () => (llm.content = { text: 'hi' })],
])('gives its own fallback when the language model sends %s', async (_case, breakIt) => {
  breakIt();
  const res = await ask('Do you still write COBOL?');
  expect(res.body.intent).toBe('fallback');
  expect(res.body.reply).toMatch(/^Sorry, I am not sure I understood/);
  expect(llm.requests).toHaveLength(1);
});

it('gives its own fallback when the language model is unreachable', async () => {
  await llm.stop();
  try {
    const res = await ask('Do you still write COBOL?');
    expect(res.body.reply).toMatch(/^Sorry, I am not sure I understood/);
  } finally {
    await llm.start();
  }
});
