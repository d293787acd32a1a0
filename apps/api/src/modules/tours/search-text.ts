/** At most this many words of a search are looked up; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The distinct lower-case words of a search text (letters and digits; everything else separates). */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= 40);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The text-search query for the words' spellings found in the catalogue: every word must match
 * (AND), through any of its spellings (OR). Words with no spelling are left out; null when none is
 * left. Spellings are letters and digits only, so they never carry tsquery operators.
 */
export function tsqueryText(spellings: string[][]): string | null {
  const groups = spellings
    .map((options) => options.filter((word) => /^[\p{L}\p{N}]+$/u.test(word)))
    .filter((options) => options.length > 0)
    .map((options) => (options.length === 1 ? options[0]! : `(${options.join(' | ')})`));
  return groups.length > 0 ? groups.join(' & ') : null;
}
