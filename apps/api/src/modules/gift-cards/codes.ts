import { randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_ALPHABET } from '@belizepass/domain';

/**
 * A random code such as `BP-7KQ2-ABCD-9XYZ`: groups of four characters drawn uniformly (crypto
 * random) from a 32-letter alphabet without 0/O and 1/I, i.e. 5 bits per character.
 */
export function randomCode(prefix: string, groups: number): string {
  const parts = [prefix];
  for (let g = 0; g < groups; g++) {
    let part = '';
    for (let i = 0; i < 4; i++) part += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
    parts.push(part);
  }
  return parts.join('-');
}

/** A gift card code (60 random bits), drawn again in the unlikely case it is taken. */
export async function uniqueCode(
  prefix: string,
  groups: number,
  isTaken: (code: string) => Promise<boolean>,
) {
  for (;;) {
    const code = randomCode(prefix, groups);
    if (!(await isTaken(code))) return code;
  }
}
