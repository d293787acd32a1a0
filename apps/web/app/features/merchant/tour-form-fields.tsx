import {
  CATEGORIES,
  childPriceCents,
  DIFFICULTIES,
  dollarsToCents,
  formatUsd,
  LOCATIONS,
  TOURIST_TYPES,
} from '@belizepass/domain';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { InputField, TextareaField } from '~/components/forms/form';
import { TextField } from '~/components/ui/field';
import { CheckField, FormSection, optionsOf, SelectField } from './form-controls';
import { MeetingPointFields } from './meeting-point-fields';

/** The tour form's fields (Conform metadata, keyed by the API's names). */
export type TourFields = Record<string, FieldMetadata<unknown>>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ALL_DAYS = ['0', '1', '2', '3', '4', '5', '6'];

const text = (field: FieldMetadata<unknown> | undefined) =>
  typeof field?.value === 'string' ? field.value : '';

function childPriceText(price: string): string {
  const dollars = Number(price.trim().replace(/^\$/, ''));
  if (!price.trim() || !Number.isFinite(dollars) || dollars <= 0) return '—';
  return formatUsd(childPriceCents(dollarsToCents(dollars)), { cents: true });
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
    <FormSection title="Tour details">
      <InputField field={f('title')} label="Tour title" maxLength={120} />
      <TextareaField field={f('description')} label="Description" rows={4} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          field={f('price')}
          label="Price (USD)"
          inputMode="decimal"
          placeholder="85.00"
          hint="Per adult"
        />
        <InputField
          field={f('original_price')}
          label="Original price (USD, optional)"
          inputMode="decimal"
          hint="Shown struck through"
        />
        <TextField
          label="Child price (ages 2-12)"
          value={childPriceText(text(fields.price))}
          readOnly
          hint="70% of the adult price"
          className="[&_input]:bg-slate-50"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={f('duration_hours')}
          label="Duration (hours)"
          type="number"
          min={0.5}
          step={0.5}
          inputMode="decimal"
        />
        <SelectField
          field={f('location_id')}
          label="Location"
          placeholder="Select a location"
          options={optionsOf(LOCATIONS)}
        />
        <SelectField
          field={f('category')}
          label="Category"
          placeholder="Select a category"
          options={optionsOf(CATEGORIES)}
        />
        <SelectField field={f('difficulty')} label="Difficulty" options={optionsOf(DIFFICULTIES)} />
        <SelectField field={f('tourist_type')} label="Tourist type" options={optionsOf(TOURIST_TYPES)} />
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
    <FormSection title="Schedule and group size">
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className="block text-sm font-medium text-slate-800">Availability</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="checkbox"
              checked={days.length === 7}
              onChange={(e) => onDaysChange(e.target.checked ? ALL_DAYS : [])}
              className="size-4 accent-brand-600"
            />
            Daily
          </label>
          {WEEKDAYS.map((short, day) => (
            <label
              key={short}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="checkbox"
                name={f('schedule_days').name}
                form={f('schedule_days').formId}
                value={String(day)}
                checked={days.includes(String(day))}
                onChange={(e) => toggle(String(day), e.target.checked)}
                aria-label={WEEKDAY_NAMES[day]}
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true">{short}</span>
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
        <InputField field={f('start_time')} label="Start time (Belize time)" type="time" />
        <InputField
          field={f('maxParticipants')}
          label="Maximum participants"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
        />
        <InputField
          field={f('min_group_size')}
          label="Minimum group size"
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
  ['itinerary', 'Itinerary'],
  ['inclusions', 'Included'],
  ['exclusions', 'Not included'],
  ['bring_items', 'What to bring'],
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
    <FormSection title="What tourists should know">
      <div className="grid gap-4 sm:grid-cols-2">
        {LIST_FIELDS.map(([name, label]) => (
          <TextareaField key={name} field={f(name)} label={label} rows={4} hint="One item per line" />
        ))}
      </div>
      <InputField field={f('meeting_point')} label="Meeting point" />
      <MeetingPointFields form={form} lat={f('meeting_point_lat')} lng={f('meeting_point_lng')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          field={f('languages')}
          label="Languages"
          hint="Separate languages with commas, e.g. English, Spanish"
        />
        <InputField field={f('transport')} label="Transport" />
      </div>
      <TextareaField field={f('safety_info')} label="Safety information" rows={3} />
      <TextareaField field={f('cancellation_policy')} label="Cancellation policy" rows={3} />
    </FormSection>
  );
}

/** Active (status active/draft) and Featured. */
export function TourVisibilityFields({ fields }: { fields: TourFields }) {
  return (
    <FormSection title="Visibility">
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-8">
        <CheckField field={need(fields, 'active')} label="Active" hint="Unticked, the tour stays a draft." />
        <CheckField field={need(fields, 'featured')} label="Featured" />
      </div>
    </FormSection>
  );
}
