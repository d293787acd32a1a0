import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The catalogue check (decision 029): both languages have every message, with the same placeholders;
 * every message is used somewhere; and no Spanish message is left as its English text.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MESSAGES = join(ROOT, 'packages/domain/messages');
const SETTINGS = join(ROOT, 'packages/domain/project.inlang/settings.json');

type Catalogue = Record<string, unknown>;

function readCatalogue(area: string, locale: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8'),
  ) as Catalogue;
  return messages;
}

const areas = readdirSync(MESSAGES).filter((name) => statSync(join(MESSAGES, name)).isDirectory());

/** Every text of a message: a plain string, or each variant of a plural or select. */
function textsOf(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) return message.flatMap(textsOf);
  if (message && typeof message === 'object' && 'match' in message) {
    return Object.values((message as { match: Record<string, string> }).match);
  }
  return [];
}

const placeholdersOf = (message: unknown) =>
  [...new Set(textsOf(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])))].sort();

/** Source files that may call a message: everything under apps/ and packages/ but generated code. */
function sourceFiles(dir: string, files: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'build', 'paraglide', '.react-router', 'messages'].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, files);
    else if (/\.(ts|tsx|mjs)$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
  }
  return files;
}

/**
 * Texts that are the same word in both languages. Anything else equal to its English is an
 * untranslated message.
 */
const SAME_IN_BOTH = new Set([
  'BelizePass',
  'English',
  'Español',
  'US$ (USD)',
  'BZ$ (BZD)',
  'Email',
  'Total',
  'Tours',
  'Tour',
  'Check-in',
  'PIN',
  'CSV',
  'PDF',
  'OK',
  'No',
  'Error',
  'Error {status}',
  'Cookies',
  'Cultural',
  'Flexible',
  'Popular',
  'Legal',
  'Hotel',
  'Resort',
  'Tel.',
  'VISA',
  'MASTERCARD',
]);

describe('message catalogues', () => {
  it('list every area in the project settings', () => {
    const settings = JSON.parse(readFileSync(SETTINGS, 'utf8')) as {
      'plugin.inlang.messageFormat': { pathPattern: string[] };
    };
    const listed = settings['plugin.inlang.messageFormat'].pathPattern.map(
      (pattern) => /messages\/([^/]+)\//.exec(pattern)?.[1],
    );
    expect([...listed].sort()).toEqual([...areas].sort());
  });

  for (const area of areas) {
    it(`${area}: both languages have the same messages with the same placeholders`, () => {
      const en = readCatalogue(area, 'en');
      const es = readCatalogue(area, 'es');
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(placeholdersOf(es[key]), key).toEqual(placeholdersOf(en[key]));
      }
    });

    it(`${area}: keys are named for their area`, () => {
      const en = readCatalogue(area, 'en');
      const foreign = Object.keys(en).filter((key) => area !== 'common' && !key.startsWith(`${area}_`));
      expect(foreign).toEqual([]);
    });

    it(`${area}: no Spanish message is left in English`, () => {
      const en = readCatalogue(area, 'en');
      const es = readCatalogue(area, 'es');
      const untranslated = Object.keys(en).filter((key) => {
        const english = textsOf(en[key]).join(' ');
        const spanish = textsOf(es[key]).join(' ');
        // Placeholders, the brand and capitals-only codes (CVV, BP-XXXX) read the same in both.
        const words = english.replace(/\{\w+\}|BelizePass/g, '');
        return spanish === english && /[a-z]{3}/.test(words) && !SAME_IN_BOTH.has(english);
      });
      expect(untranslated).toEqual([]);
    });
  }

  it('has no message that nothing uses', () => {
    const source = [join(ROOT, 'apps'), join(ROOT, 'packages')]
      .flatMap((dir) => sourceFiles(dir))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = areas.flatMap((area) =>
      Object.keys(readCatalogue(area, 'en'))
        .filter((key) => !new RegExp(`\\b${key}\\b`).test(source))
        .map((key) => `${area}: ${key}`),
    );
    expect(unused, relative(ROOT, MESSAGES)).toEqual([]);
  }, 120_000);
});
