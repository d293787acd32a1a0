import { missingTranslations, reviewedField, TOUR_REVIEWED_FIELDS } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { InputField, TextareaField } from '~/components/forms/form';
import { postedText } from './form-values';

/**
 * The Spanish versions of the texts tourists read (decision 029), each optional; a Spanish page
 * shows the English where one is left empty. On the tour and deal forms each Spanish field sits
 * beside its English one (stacked on a phone), marked while missing, with the list of what is
 * missing kept live as the operator types (issue 39); on the profile form they are a disclosure,
 * open when something is written or wrong.
 */

type Fields = Record<string, FieldMetadata<unknown> | undefined>;

interface SpanishField {
  name: string;
  label: () => string;
  kind: 'input' | 'text' | 'lines';
  maxLength?: number;
}

const hasValue = (field: FieldMetadata<unknown> | undefined) =>
  typeof field?.value === 'string' ? field.value.trim() !== '' : Boolean(field?.value);

const englishOf = (spanishName: string) => spanishName.replace(/_es$/, '');
const textOf = (field: FieldMetadata<unknown> | undefined) =>
  typeof field?.value === 'string' ? field.value : '';

/** The Spanish fields left empty while their English has text, from what the form holds now. */
function liveMissing(fields: Fields, spec: readonly SpanishField[]): string[] {
  return missingTranslations(
    Object.fromEntries(
      spec
        .filter((item) => fields[item.name] && fields[englishOf(item.name)])
        .map((item) => [
          item.name,
          { en: textOf(fields[englishOf(item.name)]), es: textOf(fields[item.name]) },
        ]),
    ),
  );
}

/**
 * The Spanish fields still to write, named as the operator knows their English fields: the rule of
 * the API's `missingTranslations`, applied to what the form holds, so the list shrinks as they type
 * (and matches the server's answer once saved). Nothing while no English is written.
 */
function MissingNote({ missing, saved }: { missing: readonly string[]; saved: boolean }) {
  const names = missing.map((name) => reviewedField(TOUR_REVIEWED_FIELDS, englishOf(name))?.label() ?? name);
  return (
    <div aria-live="polite" data-testid="missing-translations">
      {missing.length === 0 ? (
        saved && <p className="text-sm text-slate-600">{m.translation_all_written()}</p>
      ) : (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {m.translation_missing({ fields: names.join(', ') })}
        </p>
      )}
    </div>
  );
}

function SpanishFields({
  fields,
  spec,
  hint,
  missing,
}: {
  fields: Fields;
  spec: SpanishField[];
  hint?: string;
  missing?: readonly string[];
}) {
  const present = spec.flatMap((item) => {
    const field = fields[item.name];
    return field ? [{ item, field }] : [];
  });
  const open = present.some(({ field }) => hasValue(field) || (field.errors?.length ?? 0) > 0);
  return (
    <details open={open} className="group min-w-0 border-t border-slate-200 pt-5">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-base font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 -rotate-90 text-slate-500 transition-transform group-open:rotate-0"
        />
        {m.content_spanish_section()}
      </summary>
      <div className="mt-2 space-y-4">
        <p className="text-sm text-slate-600">
          {m.content_spanish_hint()}
          {hint ? ` ${hint}` : ''}
        </p>
        {missing && <MissingNote missing={liveMissing(fields, spec)} saved />}
        {present.map(({ item, field }) =>
          item.kind === 'input' ? (
            <InputField
              key={item.name}
              field={field}
              label={item.label()}
              lang="es"
              maxLength={item.maxLength}
            />
          ) : (
            <TextareaField
              key={item.name}
              field={field}
              label={item.label()}
              lang="es"
              rows={4}
              hint={item.kind === 'lines' ? m.content_one_item_per_line() : undefined}
            />
          ),
        )}
      </div>
    </details>
  );
}

// The tour form --------------------------------------------------------------------------------

const TOUR_SPANISH: SpanishField[] = [
  { name: 'title_es', label: () => m.content_tour_title_es(), kind: 'input', maxLength: 120 },
  { name: 'description_es', label: () => m.content_description_es(), kind: 'text' },
  { name: 'itinerary_es', label: () => m.content_itinerary_es(), kind: 'lines' },
  { name: 'meeting_point_es', label: () => m.content_meeting_point_es(), kind: 'input' },
  { name: 'inclusions_es', label: () => m.translation_form_inclusions_es(), kind: 'lines' },
  { name: 'exclusions_es', label: () => m.translation_form_exclusions_es(), kind: 'lines' },
  { name: 'bring_items_es', label: () => m.translation_form_bring_items_es(), kind: 'lines' },
  { name: 'transport_es', label: () => m.translation_form_transport_es(), kind: 'input' },
  { name: 'safety_info_es', label: () => m.translation_form_safety_info_es(), kind: 'text' },
];

/**
 * An English text field of the tour or deal form with its Spanish beside it (below it on a phone),
 * the Spanish marked while it is missing.
 */
export function BilingualField({
  fields,
  form,
  name,
  children,
}: {
  fields: Fields;
  form: keyof typeof SPECS;
  name: string;
  children: ReactNode;
}) {
  const item = SPECS[form].find((candidate) => candidate.name === `${name}_es`);
  const field = item && fields[item.name];
  if (!item || !field) return <>{children}</>;
  const missing = textOf(fields[name]).trim() !== '' && textOf(field).trim() === '';
  const hint = [
    item.kind === 'lines' ? m.content_one_item_per_line() : '',
    missing ? m.bilingual_missing_field() : '',
  ]
    .filter(Boolean)
    .join(' ');
  const props = { field, label: item.label(), lang: 'es', hint: hint || undefined };
  return (
    <div
      className="grid min-w-0 gap-3 md:grid-cols-2"
      data-bilingual={name}
      data-missing={missing || undefined}
    >
      <div className="min-w-0">{children}</div>
      <div className={`min-w-0 ${missing ? 'rounded-lg border-l-4 border-amber-400 pl-3' : ''}`}>
        {item.kind === 'input' ? (
          <InputField {...props} maxLength={item.maxLength} />
        ) : (
          <TextareaField {...props} rows={4} />
        )}
      </div>
    </div>
  );
}

/**
 * Above the tour or deal form's fields: what the Spanish is for, and which Spanish fields are still
 * missing, kept live.
 */
export function TranslationStatus({
  fields,
  form,
  saved,
}: {
  fields: Fields;
  form: keyof typeof SPECS;
  saved: boolean;
}) {
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-600">
        {m.content_spanish_hint()}
        {form === 'tour' ? ` ${m.content_spanish_review_hint()}` : ''}
      </p>
      <MissingNote missing={liveMissing(fields, SPECS[form])} saved={saved} />
    </div>
  );
}

const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the tour form posts for its Spanish fields (for its form schema's shape). */
export const spanishTourShape = {
  title_es: postedText,
  description_es: postedText,
  itinerary_es: postedText,
  meeting_point_es: postedText,
  inclusions_es: postedText,
  exclusions_es: postedText,
  bring_items_es: postedText,
  transport_es: postedText,
  safety_info_es: postedText,
};

/** The Spanish fields of the API's tour body, from the posted form. */
export function spanishTourBody(form: { [K in keyof typeof spanishTourShape]?: string }) {
  return {
    title_es: form.title_es ?? null,
    description_es: form.description_es ?? null,
    itinerary_es: lines(form.itinerary_es),
    meeting_point_es: form.meeting_point_es ?? null,
    inclusions_es: lines(form.inclusions_es),
    exclusions_es: lines(form.exclusions_es),
    bring_items_es: lines(form.bring_items_es),
    transport_es: form.transport_es ?? null,
    safety_info_es: form.safety_info_es ?? null,
  };
}

/** The tour form's starting Spanish values. */
export function spanishTourDefaults(tour: {
  title_es: string | null;
  description_es: string | null;
  itinerary_es: string[];
  meeting_point_es: string | null;
  inclusions_es: string[];
  exclusions_es: string[];
  bring_items_es: string[];
  transport_es: string | null;
  safety_info_es: string | null;
}) {
  return {
    title_es: tour.title_es ?? '',
    description_es: tour.description_es ?? '',
    itinerary_es: tour.itinerary_es.join('\n'),
    meeting_point_es: tour.meeting_point_es ?? '',
    inclusions_es: tour.inclusions_es.join('\n'),
    exclusions_es: tour.exclusions_es.join('\n'),
    bring_items_es: tour.bring_items_es.join('\n'),
    transport_es: tour.transport_es ?? '',
    safety_info_es: tour.safety_info_es ?? '',
  };
}

// The deal form --------------------------------------------------------------------------------

const DEAL_SPANISH: SpanishField[] = [
  { name: 'title_es', label: () => m.content_title_es(), kind: 'input', maxLength: 120 },
  { name: 'description_es', label: () => m.content_description_es(), kind: 'text' },
];

/** The Spanish fields of each form that sets them beside their English. */
const SPECS = { tour: TOUR_SPANISH, deal: DEAL_SPANISH };

export const spanishDealShape = { title_es: postedText, description_es: postedText };

export function spanishDealBody(form: { [K in keyof typeof spanishDealShape]?: string }) {
  return { title_es: form.title_es ?? null, description_es: form.description_es ?? null };
}

export function spanishDealDefaults(deal: { title_es: string | null; description_es: string | null }) {
  return { title_es: deal.title_es ?? '', description_es: deal.description_es ?? '' };
}

// The business profile form ---------------------------------------------------------------------

const PROFILE_SPANISH: SpanishField[] = [
  { name: 'tagline_es', label: () => m.translation_form_tagline_es(), kind: 'input', maxLength: 160 },
  { name: 'description_es', label: () => m.content_business_description_es(), kind: 'text' },
];

/** The business profile form's Spanish fields. */
export function SpanishProfileFields({ fields }: { fields: Fields }) {
  return <SpanishFields fields={fields} spec={PROFILE_SPANISH} />;
}
