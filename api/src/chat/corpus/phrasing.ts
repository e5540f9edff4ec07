// Small helpers that turn content into sentences.

/** "a", "a and b", "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Ends a fragment with a full stop unless it already ends a sentence. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Number words for the small counts the answers mention. */
export function countWord(count: number): string {
  return (
    ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][count] ?? String(count)
  );
}

/**
 * The company's names, full and short ("Brightwave Technologies", "Brightwave"), in any case: a
 * visitor asks the company as "you", and the site's own questions are read so too.
 */
export function companyNames(company: { name: string; shortName: string }): RegExp {
  const names = [company.name, company.shortName].map((name) =>
    name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`\\b(${names.join('|')})\\b`, 'gi');
}
