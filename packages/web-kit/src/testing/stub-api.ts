// Test helper for every remote: the API stubbed at the fetch boundary (see CONVENTIONS.md).
import { setRuntimeConfig } from '../config/runtime-config';

export const API = 'http://api.test';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch at the boundary: only the listed "METHOD path" requests answer; anything else is
 * recorded, rejected, and fails the test in `expectNoUnexpectedRequests`.
 */
export function stubApi(handlers: Record<string, Handler>) {
  setRuntimeConfig({ apiUrl: API, remotes: [] });
  const unexpected: string[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const key = `${init?.method ?? 'GET'} ${url.replace(API, '')}`;
    const handler = handlers[key];
    if (!handler) {
      unexpected.push(key);
      return Promise.reject(new Error(`Unexpected request: ${key}`));
    }
    return Promise.resolve(handler(init));
  });
  return {
    spy,
    expectNoUnexpectedRequests: () => expect(unexpected).toEqual([]),
    /** The JSON bodies sent, in order. */
    bodies: () =>
      spy.mock.calls.map(([, init]) =>
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
      ),
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A response that arrives only when the test says so. */
export function deferredResponse() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
