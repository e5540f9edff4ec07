// Every body the API refuses for its size gets its 413 read by the client, even while the client
// is still sending it: the API as it runs (its own process, so the client and the server do not
// share an event loop, and the race between them is real).
import { API_PATHS, TEXTS } from '@brightwave/contracts';
import { startApi, type ApiProcess } from '../support/site';

let api: ApiProcess;
beforeAll(async () => {
  api = await startApi({});
});
afterAll(() => api?.stop());

it('answers 20 JSON bodies of 6 MB from a fetch client with 20 readable 413s', async () => {
  const body = JSON.stringify({ name: 'Ada', message: 'x'.repeat(6 * 1024 * 1024) });
  const answers: { status: number; message?: string }[] = [];
  for (let i = 0; i < 20; i++) {
    // A connection closed while the client still sends rejects here (EPIPE, "other side closed").
    const response = await fetch(api.url + API_PATHS.sendEmail, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const { message } = (await response.json()) as { message?: string };
    answers.push({ status: response.status, message });
  }
  expect(answers).toEqual(
    Array.from({ length: 20 }, () => ({ status: 413, message: TEXTS.api.payloadTooLarge })),
  );
});
