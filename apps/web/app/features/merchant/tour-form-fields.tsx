import { CATEGORIES, DIFFICULTIES, LOCATIONS, TOURIST_TYPES } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { InputField, TextareaField } from '~/components/forms/form';
import { CheckField, FormSection, optionsOf, SelectField } from './form-controls';
import { MeetingPointFields } from './meeting-point-fields';
import { TourPolicyFields } from './policy-fields';
import { BilingualField } from './spanish-fields';
import { DepartureTimesFields, type ModelField } from './tour-model-fields';

/** The tour form's fields (Conform metadata, keyed by the API's names). */
export type TourFields = Record<string, FieldMetadata<unknown>>;

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
      <BilingualField fields={fields} form="tour" name="title">
        <InputField field={f('title')} label={m.merchant_tour_title()} maxLength={120} />
      </BilingualField>
      <BilingualField fields={fields} form="tour" name="description">
        <TextareaField field={f('description')} label={m.merchant_description()} rows={4} />
      </BilingualField>
      <div className="grid gap-4 sm:grid-cols-2">
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

/** The tour's start times with their weekdays, and its group sizes. */
export function TourScheduleFields({
  fields,
  form,
}: {
  fields: TourFields;
  // biome-ignore lint/suspicious/noExplicitAny: the tour form's metadata
  form: FormMetadata<any, string[]>;
}) {
  const f = (name: string) => need(fields, name);
  return (
    <FormSection title={m.merchant_schedule_and_group()}>
      <DepartureTimesFields form={form} field={f('departure_times') as unknown as ModelField} />
      <div className="grid gap-4 sm:grid-cols-2">
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
      {LIST_FIELDS.map(([name, label]) => (
        <BilingualField key={name} fields={fields} form="tour" name={name}>
          <TextareaField field={f(name)} label={label()} rows={4} hint={m.content_one_item_per_line()} />
        </BilingualField>
      ))}
      <BilingualField fields={fields} form="tour" name="meeting_point">
        <InputField field={f('meeting_point')} label={m.merchant_meeting_point()} />
      </BilingualField>
      <MeetingPointFields form={form} lat={f('meeting_point_lat')} lng={f('meeting_point_lng')} />
      <InputField field={f('languages')} label={m.merchant_languages()} hint={m.merchant_languages_hint()} />
      <BilingualField fields={fields} form="tour" name="transport">
        <InputField field={f('transport')} label={m.merchant_transport()} />
      </BilingualField>
      <BilingualField fields={fields} form="tour" name="safety_info">
        <TextareaField field={f('safety_info')} label={m.merchant_safety_info()} rows={4} />
      </BilingualField>
      <TourPolicyFields fields={fields} />
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
