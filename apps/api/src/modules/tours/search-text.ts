import { SEARCH_SYNONYMS } from '@belizepass/domain';

/** At most this many words of a search are looked up; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** Longer words are ignored (no catalogue word is that long; each costs ~50 look-ups a letter). */
export const MAX_WORD_LENGTH = 40;
/**
 * Shorter words are ignored: a single letter narrows nothing, and looking it up by trigrams reads
 * every catalogue word that starts with it. (A suggestion's last, partly typed word is the
 * exception: it is completed.)
 */
export const MIN_WORD_LENGTH = 2;

/** The lower-case words of a text, accents folded (letters and digits; everything else separates). */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH);
}

/**
 * The distinct lower-case words of a search text (letters and digits; everything else separates),
 * accents folded like the catalogue's words ("Tubería" -> "tuberia"; migration 0027's `unaccent`):
 * the first `MAX_SEARCH_WORDS` of those with `MIN_WORD_LENGTH` letters or more.
 */
export function searchWords(text: string): string[] {
  const words = wordsOf(text).filter((word) => word.length >= MIN_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words of a search box's text for suggestions: the search's words, except that the last word
 * (the one being typed) is kept whatever its length, and last.
 */
export function suggestionWords(text: string): string[] {
  const words = wordsOf(text);
  const last = words.at(-1);
  if (last === undefined) return [];
  const head = searchWords(words.slice(0, -1).join(' ')).filter((word) => word !== last);
  return [...head.slice(0, MAX_SEARCH_WORDS - 1), last];
}

/** Each synonym term with what it finds: the terms of its groups (itself included) and their `alsoFinds`. */
const SYNONYMS_OF = new Map<string, Set<string>>();
for (const group of SEARCH_SYNONYMS) {
  for (const term of group.terms) {
    const finds = SYNONYMS_OF.get(term) ?? new Set<string>();
    for (const other of [...group.terms, ...(group.alsoFinds ?? [])]) finds.add(other);
    SYNONYMS_OF.set(term, finds);
  }
}
/** The synonym terms of two or more words, longest first. */
const PHRASES = [...SYNONYMS_OF.keys()]
  .filter((term) => term.includes(' '))
  .map((term) => term.split(' '))
  .sort((a, b) => b.length - a.length);

/**
 * The search's terms: its words, with consecutive words that make a multi-word synonym term
 * ("zip line", "actun tunichil muknal") joined into one term.
 */
export function searchTerms(words: string[]): string[] {
  const terms: string[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = PHRASES.find((parts) => parts.every((part, j) => words[i + j] === part));
    terms.push(phrase ? phrase.join(' ') : words[i]!);
    i += phrase ? phrase.length : 1;
  }
  return terms;
}

/** The synonym terms of a search term and of its catalogue spellings, not counting those themselves. */
export function synonymsOf(term: string, spellings: string[]): string[] {
  const own = new Set([term, ...spellings]);
  const found = new Set<string>();
  for (const key of own) {
    for (const synonym of SYNONYMS_OF.get(key) ?? []) if (!own.has(synonym)) found.add(synonym);
  }
  return [...found];
}

/** The letters tried where a variant changes or adds one (besides the word's own). */
const LATIN = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The spellings one edit away from a word, for an exact look-up in the vocabulary: first the
 * swaps of two adjacent letters (which trigram similarity scores poorly: "mairne" and "marine"
 * share few trigrams), then, for words of five letters or more, the ones with a letter left out,
 * changed or added (optimal string alignment distance 1). Letters are a-z and the word's own.
 */
export function editVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>();
  if (letters.length < 3) return [];
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(''));
  }
  if (letters.length >= 5) {
    const alphabet = [...new Set([...LATIN, ...letters])];
    for (let i = 0; i < letters.length; i++) {
      variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    }
    for (let i = 0; i < letters.length; i++) {
      for (const letter of alphabet) {
        if (letter !== letters[i]) {
          variants.add([...letters.slice(0, i), letter, ...letters.slice(i + 1)].join(''));
        }
      }
    }
    for (let i = 0; i <= letters.length; i++) {
      for (const letter of alphabet) {
        variants.add([...letters.slice(0, i), letter, ...letters.slice(i)].join(''));
      }
    }
  }
  variants.delete(word);
  return [...variants];
}

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The text-search query for the terms' options found in the catalogue: every term must match
 * (AND), through any of its options (OR); an option of several words is a phrase (`<->`). Terms
 * with no option are left out; null when none is left. Options are made of letters and digits
 * only (anything else drops the option), so they never carry tsquery operators. With `weights`
 * 'A' every word must match in a title.
 */
export function tsqueryText(options: string[][], weights: '' | 'A' = ''): string | null {
  const lexeme = (word: string) => (weights ? `${word}:${weights}` : word);
  const groups = options
    .map((choices) =>
      choices
        .map((choice) => choice.split(' '))
        .filter((parts) => parts.every((part) => WORD.test(part)))
        .map((parts) => (parts.length === 1 ? lexeme(parts[0]!) : `(${parts.map(lexeme).join(' <-> ')})`)),
    )
    .filter((choices) => choices.length > 0)
    .map((choices) => (choices.length === 1 ? choices[0]! : `(${choices.join(' | ')})`));
  return groups.length > 0 ? groups.join(' & ') : null;
}
