// Every page this remote serves: none yet, the chat lives in the panel the shell's button opens
// (exposed as ./ChatPanel). Kept so every remote publishes its pages the same way; add one here
// as in mfe-blog/src/routes.ts.
import { defineRoutes } from '@brightwave/web-kit/routes';

export default defineRoutes([]);
