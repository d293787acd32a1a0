/**
 * US-dollar amounts an operator or the demo data wrote inside a text: `$25`, `US$40`, `$1,000`,
 * `US$1000`, `$12.50`. Never `BZ$` (the letter before the sign rules it out).
 */
const USD_IN_TEXT = /(?<![\p{L}\p{N}])(?:US)?\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)/gu;

/** The amounts of `text` in cents, in the order they are written. */
export function usdAmountsInText(text: string): number[] {
  return [...text.matchAll(USD_IN_TEXT)].map(([, dollars, cents]) => toCents(dollars!, cents));
}

/**
 * `text` with every US-dollar amount written in it shown as `format` shows a USD amount (the
 * reader's currency and language): "from $50 to $1,000" reads "from BZ$100.00 to BZ$2,000.00" with
 * BZ$ chosen. One currency on a page (decision 029).
 */
export function amountsInCurrency(text: string, format: (usdCents: number) => string): string {
  return text.replace(USD_IN_TEXT, (_all, dollars: string, cents: string | undefined) =>
    format(toCents(dollars, cents)),
  );
}

function toCents(dollars: string, cents: string | undefined): number {
  return Number(dollars.replaceAll(',', '')) * 100 + Number(cents ?? 0);
}

/**
 * Every text inside `value` (an API answer: a tour, a deal) with its US-dollar amounts shown as
 * `format` shows them; numbers, ids and dates are untouched.
 */
export function textsInCurrency<T>(value: T, format: (usdCents: number) => string): T {
  if (typeof value === 'string') return amountsInCurrency(value, format) as T;
  if (Array.isArray(value)) return value.map((item) => textsInCurrency(item, format)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, textsInCurrency(item, format)]),
    ) as T;
  }
  return value;
}
