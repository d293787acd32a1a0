import { formatMoney } from '@belizepass/domain';
import { intlLocale, type Locale, pathInLocale } from '@belizepass/domain/i18n';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { currentLocale } from '../../lib/locale.ts';

/**
 * What every email is written with (docs/decisions/029-spanish-edition.md): each is composed inside
 * `withLocale(recipient's language, ...)`, so its texts, dates, amounts and links read in that
 * language.
 */

/** A charged amount (always US dollars) for the reader: `$12.50`, in Spanish `US$12.50`. */
export const emailMoney = (cents: number) => formatMoney(cents, 'USD', intlLocale(), { cents: true });

/** An address of the site in the reader's language: `/account/bookings`, in Spanish `/es/account/bookings`. */
export const siteLink = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/$/, '')}${pathInLocale(path, currentLocale())}`;

/** The lines of an email's text: `false`, `undefined` and `null` lines are left out. */
export const emailLines = (lines: (string | false | undefined | null)[]) =>
  lines.filter((l): l is string => typeof l === 'string').join('\n');

/** The language of the account that has this address, if any (a person may get emails before or without one). */
export async function localeOfAddress(db: Db, email: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, isNull(users.deletedAt)));
  return row?.locale;
}
