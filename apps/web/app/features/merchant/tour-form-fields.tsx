import {
  CATEGORIES,
  childPriceCents,
  DIFFICULTIES,
  dollarsToCents,
  LOCATIONS,
  TOURIST_TYPES,
  weekdayName,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { InputField, TextareaField } from '~/components/forms/form';
import { TextField } from '~/components/ui/field';
import { formatCharge } from '~/lib/display';
import { CheckField, FormSection, optionsOf, SelectField } from './form-controls';
import { MeetingPointFields } from './meeting-point-fields';

/** The tour form's fields (Conform metadata, keyed by the API's names). */
export type TourFields = Record<string, FieldMetadata<unknown>>;

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const ALL_DAYS = ['0', '1', '2', '3', '4', '5', '6'];

const text = (field: FieldMetadata<unknown> | undefined) =>
  typeof field?.value === 'string' ? field.value : '';

function childPriceText(price: string): string {
  const dollars = Number(price.trim().replace(/^\$/, ''));
  if (!price.trim() || !Number.isFinite(dollars) || dollars <= 0) return '—';
  return formatCharge(childPriceCents(dollarsToCents(dollars)), { cents: true });
}

const need = (fields: TourFields, name: string) => {
  const field = fields[name];
  if (!field) throw new Error(`No tour field ${name}`);
  return field;
};

/** Title, description, price, duration, place and kind of the tour. */
export function TourBasicsFields({ fields }: { fields: TourFields }) {
  const f = (name: string) => need(fields, name);
  return (
    <FormSection title={m.merchant_tour_details()}>
      <InputField field={f('title')} label={m.merchant_tour_title()} maxLength={120} />
      <TextareaField field={f('description')} label={m.merchant_description()} rows={4} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          field={f('price')}
          label={m.merchant_price_usd()}
          inputMode="decimal"
          placeholder="85.00"
          hint={m.merchant_per_adult()}
        />
        <InputField
          field={f('original_price')}
          label={m.merchant_original_price_optional()}
          inputMode="decimal"
          hint={m.merchant_shown_struck_through()}
        />
        <TextField
          label={m.merchant_child_price()}
          value={childPriceText(text(fields.price))}
          readOnly
          hint={m.merchant_child_price_hint()}
          className="[&_input]:bg-slate-50"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={f('duration_hours')}
          label={m.merchant_duration_hours()}
          type="number"
          min={0.5}
          step={0.5}
          inputMode="decimal"
        />
        <SelectField
          field={f('location_id')}
          label={m.merchant_location()}
          placeholder={m.merchant_select_location()}
          options={optionsOf(LOCATIONS)}
        />
        <SelectField
          field={f('category')}
          label={m.merchant_fact_category()}
          placeholder={m.merchant_select_category()}
          options={optionsOf(CATEGORIES)}
        />
        <SelectField
          field={f('difficulty')}
          label={m.merchant_difficulty()}
          options={optionsOf(DIFFICULTIES)}
        />
        <SelectField
          field={f('tourist_type')}
          label={m.merchant_tourist_type()}
          options={optionsOf(TOURIST_TYPES)}
        />
      </div>
    </FormSection>
  );
}

/**
 * Weekdays the tour departs (each a checkbox named `schedule_days`; "Daily" ticks them all), its
 * start time and group sizes.
 */
export function TourScheduleFields({
  fields,
  days,
  onDaysChange,
}: {
  fields: TourFields;
  days: readonly string[];
  onDaysChange: (days: string[]) => void;
}) {
  const f = (name: string) => need(fields, name);
  const error = f('schedule_days').errors?.[0];
  const errorId = `${f('schedule_days').id}-error`;
  const toggle = (day: string, on: boolean) =>
    onDaysChange(on ? ALL_DAYS.filter((d) => d === day || days.includes(d)) : days.filter((d) => d !== day));
  return (
    <FormSection title={m.merchant_schedule_and_group()}>
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="block text-sm font-medium text-slate-800">{m.merchant_availability()}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="checkbox"
              checked={days.length === 7}
              onChange={(e) => onDaysChange(e.target.checked ? ALL_DAYS : [])}
              className="size-4 accent-brand-600"
            />
            {m.merchant_daily()}
          </label>
          {WEEKDAYS.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                name={f('schedule_days').name}
                form={f('schedule_days').formId}
                value={String(day)}
                checked={days.includes(String(day))}
                onChange={(e) => toggle(String(day), e.target.checked)}
                aria-label={weekdayName(day)}
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true">{weekdayName(day, 'short')}</span>
            </label>
          ))}
        </div>
        {error && (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField field={f('start_time')} label={m.merchant_start_time()} type="time" />
        <InputField
          field={f('maxParticipants')}
          label={m.merchant_max_participants()}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <InputField
          field={f('min_group_size')}
          label={m.merchant_min_group_size()}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
      </div>
    </FormSection>
  );
}

const LIST_FIELDS = [
  ['itinerary', () => m.merchant_itinerary()],
  ['inclusions', () => m.merchant_included()],
  ['exclusions', () => m.merchant_not_included()],
  ['bring_items', () => m.merchant_what_to_bring()],
] as const;

/** Itinerary, inclusions, practical information and policies. */
export function TourPlanFields({
  fields,
  form,
}: {
  fields: TourFields;
  // biome-ignore lint/suspicious/noExplicitAny: the tour form's metadata
  form: FormMetadata<any, string[]>;
}) {
  const f = (name: string) => need(fields, name);
  return (
    <FormSection title={m.merchant_what_tourists_should_know()}>
      <div className="grid gap-4 sm:grid-cols-2">
        {LIST_FIELDS.map(([name, label]) => (
          <TextareaField
            key={name}
            field={f(name)}
            label={label()}
            rows={4}
            hint={m.content_one_item_per_line()}
          />
        ))}
      </div>
      <InputField field={f('meeting_point')} label={m.merchant_meeting_point()} />
      <MeetingPointFields form={form} lat={f('meeting_point_lat')} lng={f('meeting_point_lng')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={f('languages')}
          label={m.merchant_languages()}
          hint={m.merchant_languages_hint()}
        />
        <InputField field={f('transport')} label={m.merchant_transport()} />
      </div>
      <TextareaField field={f('safety_info')} label={m.merchant_safety_info()} rows={3} />
      <TextareaField field={f('cancellation_policy')} label={m.merchant_cancellation_policy()} rows={3} />
    </FormSection>
  );
}

/** Active (status active/draft), Featured and Private charter (one party may hold every seat, decision 033). */
export function TourVisibilityFields({ fields }: { fields: TourFields }) {
  return (
    <FormSection title={m.merchant_visibility()}>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-8">
        <CheckField
          field={need(fields, 'active')}
          label={m.merchant_tour_active()}
          hint={m.merchant_active_hint()}
        />
        <CheckField field={need(fields, 'featured')} label={m.merchant_featured()} />
        <CheckField
          field={need(fields, 'private_charter')}
          label={m.merchant_private_charter()}
          hint={m.merchant_private_charter_hint()}
        />
      </div>
    </FormSection>
  );
}
