import { canonicalWords } from './corpus/entities';

/**
 * Lower-cases, drops punctuation and emoji, and shortens stretched letters ("helloooo"), so
 * casing and emphasis do not change what the model sees. NLP.js then stems and spell-checks.
 */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'.+#-]/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the model sees of a message (and of a training phrase): normalised, synonyms merged. */
export function prepareMessage(text: string): string {
  return canonicalWords(normalizeMessage(text));
}
