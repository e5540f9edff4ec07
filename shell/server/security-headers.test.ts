/** @jest-environment node */
// The protective headers of the servers (security-headers.ts): the CSP's hashes match the
// inline scripts the shell's server writes, and HSTS is sent exactly when SITE_URL is https. The
// whole site under the policy, in Chromium, is e2e/tests/security-headers.test.ts.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { inlineScripts } from './html/first-paint-loader';
import { renderPage } from './html/render-page';
import type { RemoteState } from './remote-catalog';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { serveApp } from './serve-app';
import { route, siteFacts } from './testing/fixtures';

const config = {
  apiUrl: 'https://api.acme.example/',
  remotes: [
    { name: 'blog', entry: 'https://blog.acme.example/mf-manifest.json' },
    { name: 'chat', entry: 'https://chat.acme.example/v2/mf-manifest.json' },
  ],
};

it('allows every inline script a first-screen page runs, by the hash of its exact text', () => {
  const template =
    '<!doctype html><html><head><title>Site</title><script defer src=/main.1.js></script>' +
    '<script defer src="/vendor.2.js"></script></head><body><div id=root></div></body></html>';
  const routes = [route({ path: '/', title: 'Home', description: 'Home.' })];
  const remote: RemoteState = {
    name: 'blog',
    entry: 'https://blog.acme.example/mf-manifest.json',
    known: true,
    scripts: [],
    routes,
    pages: {},
  };
  const html = renderPage(template, {
    facts: siteFacts({ name: 'Acme', tagline: 'Things' }),
    siteUrl: 'https://acme.example',
    pathname: '/',
    remotes: [remote],
    siteConfig: config,
    found: { remote, route: routes[0]!, params: {} },
    preloadRemote: true,
    firstScreen: '<main><h1>Home</h1></main>',
  });
  const scriptSrc = contentSecurityPolicy(config, inlineScripts(template))['script-src'];
  // Executable inline scripts: no src, and no type (JSON and JSON-LD blocks do not run).
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline).toHaveLength(1);
  const hash = createHash('sha256').update(inline[0]![1]!, 'utf8').digest('base64');
  expect(scriptSrc).toEqual([
    "'self'",
    'https://blog.acme.example',
    'https://chat.acme.example',
    `'sha256-${hash}'`,
  ]);
});

it('writes each directive once, from the API and the remotes origins, with no helmet default mixed in', () => {
  const headers = securityHeaders({ csp: contentSecurityPolicy(config), https: false });
  expect(headers['content-security-policy']!.split(';')).toEqual([
    "default-src 'self'",
    "script-src 'self' https://blog.acme.example https://chat.acme.example",
    "style-src 'self' https://blog.acme.example https://chat.acme.example",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https://api.acme.example https://blog.acme.example https://chat.acme.example",
    "font-src 'self' https://blog.acme.example https://chat.acme.example",
    "connect-src 'self' https://api.acme.example https://blog.acme.example https://chat.acme.example",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(
    securityHeaders({ csp: contentSecurityPolicy(config), https: true })[
      'strict-transport-security'
    ],
  ).toBe('max-age=31536000; includeSubDomains');
});

it.each([
  ['https://www.acme.example', 'max-age=31536000; includeSubDomains'],
  ['http://localhost:3000', null],
])('with SITE_URL %s, a remote sends Strict-Transport-Security %j', async (siteUrl, hsts) => {
  const served = await serveApp({
    app: 'mfe-chat',
    port: 0,
    env: { SITE_URL: siteUrl },
    root: path.resolve(__dirname, '../..'),
  });
  try {
    // Behind the TLS proxy the hop is plain http, and a forged X-Forwarded-Proto changes nothing.
    const response = await fetch(`${served.url}/remoteEntry.js`, {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('strict-transport-security')).toBe(hsts);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${served.url}/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-frame-options')).toBe('DENY');
  } finally {
    await served.close();
  }
});
