// The API answers a page's HTML came with. A route may declare the API calls its page renders
// from (`render` in its remote's routes.ts); the shell's server makes them, renders the page with
// the remote's server build and writes the same answers into the page (FIRST_ANSWERS_ID), so the
// browser's first render reads them instead of fetching: it draws exactly what the server drew.

/** An API answer as the page would have received it: status, JSON body, the headers it reads. */
export interface FirstAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Answers by API path and query, exactly as the page asks for them ("/getblogs/abc"). */
export type FirstAnswers = Record<string, FirstAnswer>;

/** `<script id="bw-first-answers" type="application/json">` in the page the server sent. */
export const FIRST_ANSWERS_ID = 'bw-first-answers';

interface ServerRender {
  apiUrl: string;
  answers: FirstAnswers;
}

/** While a page renders on the server (synchronously): its API's address and answers. */
let serverRender: ServerRender | undefined;
/** The page's embedded answers (null: none), read once; each is forgotten once used. */
let embedded: FirstAnswers | null | undefined;

/** Runs a synchronous server render of a page with the answers (and API address) it is given. */
export function renderWithAnswers<T>(context: ServerRender, render: () => T): T {
  serverRender = context;
  try {
    return render();
  } finally {
    serverRender = undefined;
  }
}

/** The API's address while a page renders on the server (there is no window there). */
export const serverApiUrl = (): string | undefined => serverRender?.apiUrl;

function embeddedAnswers(): FirstAnswers | null {
  if (embedded !== undefined) return embedded;
  embedded = null;
  const text =
    typeof document === 'undefined'
      ? undefined
      : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (text) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        embedded = value as FirstAnswers;
      }
    } catch {
      // A damaged copy: the page fetches as it would without one.
    }
  }
  return embedded;
}

/** The answer to GET `path` the page was rendered from, while it has not been used. */
export function firstAnswer(path: string): FirstAnswer | undefined {
  const answer = serverRender ? serverRender.answers[path] : embeddedAnswers()?.[path];
  return answer && typeof answer.status === 'number' ? answer : undefined;
}

/** Drops an answer once its page has used it: later visits to that page fetch afresh. */
export function forgetFirstAnswer(path: string): void {
  if (!serverRender) delete embeddedAnswers()?.[path];
}
