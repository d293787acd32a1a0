import type { Schema } from './operations.ts';
import type { Random } from './random.ts';

export const HUGE = 'A'.repeat(100_000);

/** Strings that have broken web applications: size, encodings, injections, traversal. */
export const HOSTILE_STRINGS: readonly string[] = [
  HUGE,
  '🌴'.repeat(30_000),
  'Ünïcødé 🏝️🐆 \u202Eevil\u202C שלום مرحبا 𝕭𝖊𝖑𝖎𝖟𝖊',
  'a\u0000b',
  '\u0000',
  '\ud800 lone surrogate',
  '\u0001\u0007\u001b[31m control',
  "' or 1=1 --",
  "'; drop table users; --",
  '1; select pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '',
  '   ',
  '%s%s%n%x',
  // A template-injection probe, sent literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text
  '${7*7}{{7*7}}',
  'NaN',
  '-1',
  '1e308',
];

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  12345,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  { a: 1 },
  ['a'],
  [],
];

export const HOSTILE_NUMBERS: readonly unknown[] = [
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 31),
  '12',
  'NaN',
  'Infinity',
  'abc',
  '',
  null,
  true,
  {},
  [1],
];

export const HOSTILE_BOOLEANS: readonly unknown[] = ['true', 'false', 1, 0, null, 'yes', {}, []];

export const HOSTILE_ARRAYS: readonly unknown[] = [
  'x',
  {},
  null,
  [null],
  Array.from({ length: 10_000 }, () => 'a'),
  [12345],
  [[['deep']]],
  [HUGE],
];

/** Path segments: traversal (raw and encoded), injections, unknown and malformed ids, bad escapes. */
export const hostilePathValues = (rng: Random): string[] => [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  rng.uuid(),
  rng.uuid().toUpperCase(),
  '00000000-0000-0000-0000-000000000000',
  encodeURIComponent("' or 1=1 --"),
  encodeURIComponent('<script>alert(1)</script>'),
  '%00',
  'a%00b',
  '%',
  '%zz',
  encodeURIComponent('🏝️\u202Eevil'),
  'x'.repeat(10_000),
  '-1',
  '1e308',
  'NaN',
  'null',
];

/** Header values (headers carry ASCII only). */
export const HOSTILE_HEADERS: readonly string[] = [
  'x'.repeat(10_000),
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '',
  ' ',
  '-1',
];

export interface ValueContext {
  rng: Random;
  resolve: (schema: Schema | undefined) => Schema;
  /** Ids that exist, so valid-looking requests reach past the lookups. */
  knownIds: readonly string[];
  /** A date in the bookable window. */
  date: string;
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

function validString(s: Schema, name: string, ctx: ValueContext): string {
  if (s.format === 'uuid') return ctx.rng.next() < 0.7 ? ctx.rng.pick(ctx.knownIds) : ctx.rng.uuid();
  if (s.format === 'date') return ctx.date;
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'email' || /email/i.test(name)) return 'fuzz.visitor@example.com';
  if (s.pattern?.includes('[0-5]\\d$')) return '09:00';
  if (s.pattern?.includes('uploads')) return '/uploads/demo/fuzz.webp';
  if (/password/i.test(name)) return 'belize-demo-2026';
  if (/phone/i.test(name)) return '+501 610 0100';
  if (/url|website/i.test(name)) return 'https://example.com/';
  let text = 'San Ignacio cave tour';
  while (text.length < (s.minLength ?? 0)) text += ' and more';
  return text.slice(0, s.maxLength ?? text.length);
}

function validNumber(s: Schema): number {
  let low = s.minimum ?? 1;
  if (s.exclusiveMinimum === true) low += 1;
  if (typeof s.exclusiveMinimum === 'number') low = s.exclusiveMinimum + 1;
  const wanted = Math.max(low, Math.min(2, s.maximum ?? 2));
  return s.maximum !== undefined ? Math.min(wanted, s.maximum) : wanted;
}

/** A value the schema accepts (as far as the schema alone can tell). */
export function validValue(schema: Schema | undefined, name: string, ctx: ValueContext, depth = 0): unknown {
  const s = ctx.resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return ctx.rng.pick(s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) {
    const usable = variants.map((v) => ctx.resolve(v)).filter((v) => typeOf(v) !== 'null');
    return validValue(usable[0] ?? variants[0], name, ctx, depth + 1);
  }
  switch (typeOf(s)) {
    case 'string':
      return validString(s, name, ctx);
    case 'integer':
    case 'number':
      return validNumber(s);
    case 'boolean':
      return ctx.rng.next() < 0.5;
    case 'array': {
      if (depth > 6) return [];
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () => validValue(s.items, name, ctx, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth > 6) return result;
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        result[key] = validValue(prop, key, ctx, depth + 1);
      }
      return result;
    }
    default:
      return 'x';
  }
}

/** Values a field of this schema must refuse (or survive), `count` of them chosen by the generator. */
export function hostileValuesFor(schema: Schema | undefined, ctx: ValueContext, count: number): unknown[] {
  const s = ctx.resolve(schema);
  const type = typeOf(s) ?? (s.enum ? 'string' : undefined);
  const pool =
    type === 'integer' || type === 'number'
      ? HOSTILE_NUMBERS
      : type === 'boolean'
        ? HOSTILE_BOOLEANS
        : type === 'array'
          ? HOSTILE_ARRAYS
          : type === 'object'
            ? ['x', [], 1, ...HOSTILE_STRINGS.slice(0, 2)]
            : [...HOSTILE_STRINGS, ...WRONG_TYPES];
  return ctx.rng.sample(pool, count);
}
