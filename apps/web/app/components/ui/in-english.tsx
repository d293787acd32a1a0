import { m } from '@belizepass/domain/i18n';

/**
 * Operators' text on a Spanish page (decision 029): the API names in `untranslated` the fields it
 * shows in English because no Spanish was written. Such text is marked `lang="en"` (screen readers
 * switch voice) and followed by a discreet "Se muestra en inglés". English pages get no
 * `untranslated`, so nothing changes there.
 */

/** `{ lang: 'en' }` for a field shown in English on a Spanish page, else nothing: spread on its element. */
export function englishLang(untranslated: readonly string[] | undefined, field: string): { lang?: 'en' } {
  return untranslated?.includes(field) ? { lang: 'en' } : {};
}

/** The note under a field shown in English on a Spanish page; nothing otherwise. */
export function InEnglishNote({
  untranslated,
  field,
  className = '',
}: {
  untranslated: readonly string[] | undefined;
  field: string;
  className?: string;
}) {
  if (!untranslated?.includes(field)) return null;
  return <span className={`block text-sm text-slate-500 ${className}`}>{m.field_in_english()}</span>;
}

/** A block of operator text: as it is, or marked English with the note under it. */
export function InEnglish({
  untranslated,
  field,
  children,
}: {
  untranslated: readonly string[] | undefined;
  field: string;
  children: React.ReactNode;
}) {
  if (!untranslated?.includes(field)) return children;
  return (
    <>
      <div lang="en">{children}</div>
      <InEnglishNote untranslated={untranslated} field={field} className="mt-2" />
    </>
  );
}
