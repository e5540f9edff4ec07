import { config } from 'zod';

// Every module here that builds schemas imports this first (package.json lists it as a side
// effect, so bundlers keep it). Zod compiles faster object parsers with `new Function`, and probes
// once whether it may (a `new Function("")` whose throw it catches). The site's
// Content-Security-Policy has no 'unsafe-eval' (scripts/security-headers.js), so in the browser
// that probe is refused and reported as a violation. Jitless, zod parses without eval; the config
// is global (globalThis), so it holds for every remote's copy of zod on the page. The API parses
// the same schemas the same way.
config({ jitless: true });
