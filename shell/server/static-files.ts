// A built app's files as production sends them: precompressed at build time (brotli, else gzip,
// else as they are; @brightwave/build-output's VARIANTS), remoteEntry.js / mf-manifest.json /
// index.html revalidated, hashed files (build-output's HASHED_FILE) cached for a year.
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import Negotiator from 'negotiator';
import { HASHED_FILE, VARIANTS, isCompressible } from '@brightwave/build-output';
const NEVER_CACHED = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'routes.json',
  'index.html',
]);

export function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  if (!NEVER_CACHED.has(name) && HASHED_FILE.test(name)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

const ENCODINGS = VARIANTS.map((variant) => variant.encoding);

/**
 * Whether the Accept-Encoding header allows an encoding (q > 0, named or by `*`), as `negotiator`
 * reads the header. Our order of preference (brotli, then gzip) decides, not the order the browser
 * lists them in.
 */
export function acceptedEncodings(header?: string): (encoding: string) => boolean {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const accepted = new Set(negotiator.encodings(ENCODINGS));
  return (encoding) => accepted.has(encoding);
}

/**
 * Sends the .br or .gz file written beside a compressible file when the browser accepts it, with
 * the original's type; anything else falls through to express.static (as it is).
 */
export function precompressed(dist: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(dist, path.normalize(relative));
    if (!file.startsWith(dist + path.sep) || path.basename(file).startsWith('.')) return next();
    if (!isCompressible(file)) return next();
    const available = VARIANTS.filter((variant) => fs.existsSync(file + variant.suffix));
    if (available.length === 0) return next();
    res.vary('Accept-Encoding');
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const variant = available.find((v) => accepted(v.encoding));
    if (!variant) return next();
    res.setHeader('Content-Encoding', variant.encoding);
    res.type(path.extname(file));
    setCacheHeaders(res, file);
    res.sendFile(file + variant.suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => {
      // A visitor who went away (ECONNABORTED, or a failed write) awaits no answer, nor is it the
      // server's fault: Express's own default skips these too.
      const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
      const gone = code === 'ECONNABORTED' || syscall === 'write';
      if (error && !gone && !res.headersSent) next(error);
    });
  };
}
