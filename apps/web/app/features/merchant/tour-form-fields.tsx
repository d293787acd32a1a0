import {
  CATEGORIES,
  childPriceCents,
  DIFFICULTIES,
  dollarsToCents,
  formatUsd,
  LOCATIONS,
  TOURIST_TYPES,
} from '@belizepass/domain';
import { TextAreaField, TextField } from '~/components/ui/field';
import { CheckControl, FormSection, SelectControl } from './form-controls';
import type { TourFormErrors, TourFormValues } from './tour-form-values';

export type SetTourField = <K extends keyof TourFormValues>(field: K, value: TourFormValues[K]) => void;

interface SectionProps {
  values: TourFormValues;
  errors: TourFormErrors;
  set: SetTourField;
}

const options = (list: readonly { slug: string; name: string }[]) =>
  list.map((item) => ({ value: item.slug, label: item.name }));

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function childPriceText(price: string): string {
  const dollars = Number(price.trim().replace(/^\$/, ''));
  if (!price.trim() || !Number.isFinite(dollars) || dollars <= 0) return '—';
  return formatUsd(childPriceCents(dollarsToCents(dollars)), { cents: true });
}

/** Title, description, price, duration, place and kind of the tour. */
export function TourBasicsFields({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="Tour details">
      <TextField
        label="Tour title"
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        maxLength={120}
      />
      <TextAreaField
        label="Description"
        rows={4}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          placeholder="85.00"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          error={errors.price}
          hint="Per adult"
        />
        <TextField
          label="Original price (USD, optional)"
          inputMode="decimal"
          value={values.original_price}
          onChange={(e) => set('original_price', e.target.value)}
          error={errors.original_price}
          hint="Shown struck through"
        />
        <TextField
          label="Child price (ages 2-12)"
          value={childPriceText(values.price)}
          readOnly
          hint="70% of the adult price"
          className="[&_input]:bg-slate-50"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Duration (hours)"
          type="number"
          min={0.5}
          step={0.5}
          inputMode="decimal"
          value={values.duration_hours}
          onChange={(e) => set('duration_hours', e.target.value)}
          error={errors.duration_hours}
        />
        <SelectControl
          label="Location"
          placeholder="Select a location"
          value={values.location_id}
          onChange={(v) => set('location_id', v)}
          options={options(LOCATIONS)}
          error={errors.location_id}
        />
        <SelectControl
          label="Category"
          placeholder="Select a category"
          value={values.category}
          onChange={(v) => set('category', v)}
          options={options(CATEGORIES)}
          error={errors.category}
        />
        <SelectControl
          label="Difficulty"
          value={values.difficulty}
          onChange={(v) => set('difficulty', v)}
          options={options(DIFFICULTIES)}
          error={errors.difficulty}
        />
        <SelectControl
          label="Tourist type"
          value={values.tourist_type}
          onChange={(v) => set('tourist_type', v)}
          options={options(TOURIST_TYPES)}
          error={errors.tourist_type}
        />
      </div>
    </FormSection>
  );
}

/** Weekdays the tour departs, its start time and group sizes. */
export function TourScheduleFields({ values, errors, set }: SectionProps) {
  const days = values.schedule_days;
  const toggle = (day: number, on: boolean) =>
    set(
      'schedule_days',
      on ? [...new Set([...days, day])].sort((a, b) => a - b) : days.filter((d) => d !== day),
    );
  const daily = days.length === 7;
  return (
    <FormSection title="Schedule and group size">
      <fieldset aria-describedby={errors.schedule_days ? 'tour-availability-error' : undefined}>
        <legend className="block text-sm font-medium text-slate-800">Availability</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 font-medium has-checked:border-brand-600 has-checked:bg-brand-50">
            <input
              type="checkbox"
              checked={daily}
              onChange={(e) => set('schedule_days', e.target.checked ? [0, 1, 2, 3, 4, 5, 6] : [])}
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
                checked={days.includes(day)}
                onChange={(e) => toggle(day, e.target.checked)}
                aria-label={WEEKDAY_NAMES[day]}
                className="size-4 accent-brand-600"
              />
              <span aria-hidden="true">{short}</span>
            </label>
          ))}
        </div>
        {errors.schedule_days && (
          <p id="tour-availability-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.schedule_days}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Start time (Belize time)"
          type="time"
          value={values.start_time}
          onChange={(e) => set('start_time', e.target.value)}
          error={errors.start_time}
        />
        <TextField
          label="Maximum participants"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={values.maxParticipants}
          onChange={(e) => set('maxParticipants', e.target.value)}
          error={errors.maxParticipants}
        />
        <TextField
          label="Minimum group size"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={values.min_group_size}
          onChange={(e) => set('min_group_size', e.target.value)}
          error={errors.min_group_size}
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
export function TourPlanFields({ values, errors, set }: SectionProps) {
  return (
    <FormSection title="What tourists should know">
      <div className="grid gap-4 sm:grid-cols-2">
        {LIST_FIELDS.map(([field, label]) => (
          <TextAreaField
            key={field}
            label={label}
            rows={4}
            hint="One item per line"
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            error={errors[field]}
          />
        ))}
      </div>
      <TextField
        label="Meeting point"
        value={values.meeting_point}
        onChange={(e) => set('meeting_point', e.target.value)}
        error={errors.meeting_point}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Languages"
          hint="Separate languages with commas, e.g. English, Spanish"
          value={values.languages}
          onChange={(e) => set('languages', e.target.value)}
          error={errors.languages}
        />
        <TextField
          label="Transport"
          value={values.transport}
          onChange={(e) => set('transport', e.target.value)}
          error={errors.transport}
        />
      </div>
      <TextAreaField
        label="Safety information"
        rows={3}
        value={values.safety_info}
        onChange={(e) => set('safety_info', e.target.value)}
        error={errors.safety_info}
      />
      <TextAreaField
        label="Cancellation policy"
        rows={3}
        value={values.cancellation_policy}
        onChange={(e) => set('cancellation_policy', e.target.value)}
        error={errors.cancellation_policy}
      />
    </FormSection>
  );
}

/** Active (status active/draft) and Featured. */
export function TourVisibilityFields({ values, set }: Omit<SectionProps, 'errors'>) {
  return (
    <FormSection title="Visibility">
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-8">
        <CheckControl
          label="Active"
          checked={values.active}
          onChange={(v) => set('active', v)}
          hint="Unticked, the tour stays a draft."
        />
        <CheckControl label="Featured" checked={values.featured} onChange={(v) => set('featured', v)} />
      </div>
    </FormSection>
  );
}
