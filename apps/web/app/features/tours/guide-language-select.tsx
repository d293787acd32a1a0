import { languageName } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { Languages } from 'lucide-react';
import { SelectBox } from '~/components/ui/select-box';

/**
 * The guide language, for a tour guided in more than one: the tour's languages by name in the
 * reader's language, the value as the tour names it (the API refuses any other with 400).
 */
export function GuideLanguageSelect({
  id,
  field,
  languages,
}: {
  id: string;
  field: FieldMetadata<string | undefined>;
  languages: readonly string[];
}) {
  const error = field.errors?.[0];
  return (
    <div>
      <label htmlFor={id} className="flex items-center gap-2 font-medium text-slate-900">
        <Languages aria-hidden="true" className="size-5 text-brand-600" />
        {m.signals_guide_language()}
      </label>
      <SelectBox
        id={id}
        name={field.name}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : ''}
        placeholder={m.signals_no_preference()}
        options={languages.map((language) => ({ value: language, label: languageName(language) }))}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
