import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The shell's server (its built bundle, with its worker shell/dist-server/render-worker.js) runs
// remotes' server builds in worker threads with a time limit: a render that loops for ever costs its worker,
// never the server, whose other renders keep answering. Modules are served by a plain HTTP server.

// Written as webpack's commonjs2 library output ends (module.exports = ...), as a remote's is.
const MODULES: Record<string, string> = {
  '/loops.js': 'module.exports = { renderRoute: async () => { for (;;) {} } };',
  '/throws.js': "module.exports = { renderRoute: async () => { throw new Error('a bug'); } };",
  '/page.js':
    'module.exports = { renderRoute: async (r) => ({ status: 200, html: `<h1>${r.url}</h1>` }) };',
};

let server: http.Server;
let origin: string;
const asked: string[] = [];
interface ServerRenders {
  render(url: string, request: object): Promise<{ status: number; html: string } | undefined>;
  close(): Promise<void>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { loadServer } = require('../../scripts/build.js') as {
  loadServer(): {
    createServerRenders(options: { allowedOrigins: string[]; timeoutMs: number }): ServerRenders;
  };
};
let renders: ServerRenders;
const errors: string[] = [];

const request = (url: string) => ({ route: '/p/:id', url, apiUrl: origin, answers: {} });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const code = MODULES[req.url ?? ''];
    res.writeHead(code ? 200 : 404, { 'Content-Type': 'text/javascript' });
    res.end(code ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  renders = loadServer().createServerRenders({ allowedOrigins: [origin], timeoutMs: 8_000 });
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterAll(async () => {
  jest.restoreAllMocks();
  await renders?.close();
  await new Promise((resolve) => server?.close(resolve));
});

it('renders a page with the remote module the manifest names', async () => {
  await expect(renders.render(`${origin}/page.js`, request('/p/1'))).resolves.toEqual({
    status: 200,
    html: '<h1>/p/1</h1>',
  });
});

it('keeps rendering other pages while a render loops for ever, and gives that one up at its limit', async () => {
  let loopSettled = false;
  const looping = renders.render(`${origin}/loops.js`, request('/p/loop')).finally(() => {
    loopSettled = true;
  });
  // Both workers busy with loops at once would still leave the server answering: it queues.
  for (let i = 0; i < 5; i++) {
    await expect(renders.render(`${origin}/page.js`, request(`/p/${i}`))).resolves.toEqual({
      status: 200,
      html: `<h1>/p/${i}</h1>`,
    });
  }
  expect(loopSettled).toBe(false);
  await expect(looping).resolves.toBeUndefined();
  expect(errors.some((line) => line.includes('/p/loop') && line.includes('no answer'))).toBe(true);
  // The worker that looped was replaced: renders go on.
  await expect(renders.render(`${origin}/page.js`, request('/p/after'))).resolves.toEqual({
    status: 200,
    html: '<h1>/p/after</h1>',
  });
}, 30_000);

it('falls back (undefined, a log line) when a render throws or its module is missing', async () => {
  await expect(renders.render(`${origin}/throws.js`, request('/p/t'))).resolves.toBeUndefined();
  await expect(renders.render(`${origin}/gone.js`, request('/p/g'))).resolves.toBeUndefined();
  expect(errors.some((line) => line.includes('/p/t') && line.includes('a bug'))).toBe(true);
  expect(errors.some((line) => line.includes('/p/g'))).toBe(true);
});

it("loads a module only from a remote's origin", async () => {
  const elsewhere = origin.replace('127.0.0.1', 'localhost');
  await expect(renders.render(`${elsewhere}/page.js?x`, request('/p/x'))).resolves.toBeUndefined();
  expect(asked).not.toContain('/page.js?x');
  expect(errors.some((line) => line.includes("not on a remote's origin"))).toBe(true);
});
