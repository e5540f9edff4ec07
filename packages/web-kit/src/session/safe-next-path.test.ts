import { safeNextPath } from './session-store';

// /login?next= sends the visitor on after signing in: only ever to a page of this site. Each value
// is what the login page reads from the query (URLSearchParams has decoded it once). Browsers drop
// tabs and newlines from URLs and read a backslash as a slash, so "/\t/host" and "/\\host" are
// "//host", another site.

it.each([
  ['//evil.example', 'a protocol-relative URL'],
  ['/\\evil.example', 'a backslash after the first slash'],
  ['/\t/evil.example', 'a tab after the first slash'],
  ['/\n/evil.example', 'a newline after the first slash'],
  ['/\t\\evil.example', 'a tab then a backslash'],
  ['https://evil.example', 'an absolute URL'],
  ['https:evil.example', 'a scheme without slashes'],
  ['javascript:alert(1)', 'a javascript: URL'],
  [decodeURIComponent('%2F%2Fevil.example'), '%2F%2Fhost, once decoded'],
  ['evil.example', 'a relative path'],
  ['', 'nothing'],
])('%j (%s) becomes "/"', (next) => {
  expect(safeNextPath(next)).toBe('/');
});

it.each([
  ['/blogform', '/blogform'],
  ['/blogDetails/abc?x=1#comments', '/blogDetails/abc?x=1#comments'],
  // The tab dropped, one slash is left: a path (a page that does not exist).
  ['/\tevil.example', '/evil.example'],
  // Encoded once more: still a path of this site (a page that does not exist, not another host).
  ['%2F%2Fevil.example', '/'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
])('%j stays on the site as %j', (next, expected) => {
  expect(safeNextPath(next)).toBe(expected);
});
