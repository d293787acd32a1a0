import { type GuestTypeId, quoteBooking, weekdayName } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type FieldMetadata, type FormMetadata, getInputProps } from '@conform-to/react';
import { Plus, Trash2 } from 'lucide-react';
import { InputField } from '~/components/forms/form';
import { useHydrated } from '~/components/ui/use-hydrated';
import { formatCharge } from '~/lib/display';
import { FormSection } from './form-controls';
import { centsOrMissing, numberOrMissing } from './form-values';

// The tour form's sections of the tour model (docs/decisions/030): start times with their weekdays,
// seasons, price rules, guest types and pickup. Rows are added and removed with Conform's list
// buttons: handled in the browser with JavaScript, posted to the route action without.

// biome-ignore lint/suspicious/noExplicitAny: the tour form's metadata
type Form = FormMetadata<any, string[]>;
/** A field of the form, a row or a list of rows (Conform's types know one shape at a time). */
export type ModelField = FieldMetadata<string, Record<string, unknown>, string[]> & {
  getFieldList(): ModelField[];
  getFieldset(): Record<RowKey, ModelField>;
};
/** Every name inside a row of the model (the rows' shapes are in tour-model-form.ts). */
type RowKey =
  | 'time'
  | 'days'
  | 'name'
  | 'from'
  | 'to'
  | 'times'
  | 'capacity'
  | 'price_cents'
  | 'sold'
  | 'percent'
  | 'min_age'
  | 'max_age'
  | 'seat'
  | 'id'
  | 'minutes_before'
  | 'fee_cents'
  | 'question'
  | 'answer'
  | 'question_es'
  | 'answer_es'
  | GuestTypeId;
type Field = ModelField;

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const ROW = 'min-w-0 space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4';
export const ROW_LEGEND = 'px-1 text-sm font-semibold text-slate-900';
const ROW_BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 font-medium focus-visible:outline-2 focus-visible:outline-brand-600';
const ADD_BUTTON = `${ROW_BUTTON} border border-dashed border-brand-300 text-brand-700 hover:bg-brand-50`;
const REMOVE_BUTTON = `${ROW_BUTTON} text-red-700 hover:bg-red-50`;
const CHOICE =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50';

const valueText = (field: Field | undefined) => (typeof field?.value === 'string' ? field.value : '');
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/** A field's message, with the id its input points to. */
function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** The weekdays of a row: a checkbox each, named by the row's field; its message under the group. */
function WeekdayChecks({ field, legend }: { field: Field; legend: string }) {
  const error = field.errors?.[0];
  const errorId = `${field.id}-error`;
  const checked = listOf(field.initialValue as unknown);
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="block text-sm font-medium text-slate-800">{legend}</legend>
      <div key={field.key} className="mt-1.5 flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => (
          <label key={day} className={CHOICE}>
            <input
              type="checkbox"
              name={field.name}
              form={field.formId}
              value={String(day)}
              defaultChecked={checked.includes(String(day))}
              aria-label={weekdayName(day)}
              className="size-4 accent-brand-600"
            />
            <span aria-hidden="true">{weekdayName(day, 'short')}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** The message of a whole list (`Each start time once`), tied to its add button. */
export function ListError({ field }: { field: Field }) {
  return <FieldError id={`${field.id}-error`} error={field.errors?.[0]} />;
}

export function AddButton({
  form,
  field,
  label,
  defaultValue,
}: {
  form: Form;
  field: Field;
  label: string;
  defaultValue: unknown;
}) {
  const error = field.errors?.[0];
  return (
    <button
      {...form.insert.getButtonProps({ name: field.name, defaultValue: defaultValue as undefined })}
      className={ADD_BUTTON}
      aria-describedby={error ? `${field.id}-error` : undefined}
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

export function RemoveButton({
  form,
  field,
  index,
  label,
}: {
  form: Form;
  field: Field;
  index: number;
  label: string;
}) {
  return (
    <button {...form.remove.getButtonProps({ name: field.name, index })} className={REMOVE_BUTTON}>
      <Trash2 aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** Start times, each with the weekdays it runs: the tour's weekly pattern, or a season's own. */
function TimeRows({ form, field, season }: { form: Form; field: Field; season?: number }) {
  const rows = field.getFieldList();
  const name = (n: number) =>
    season === undefined
      ? m.web_model_op_start_time_n({ n })
      : m.web_model_op_season_start_time_n({ season, n });
  return (
    <div className="space-y-3">
      {rows.map((row, i) => {
        const r = row.getFieldset();
        return (
          <fieldset key={row.key} className={ROW}>
            <legend className={ROW_LEGEND}>{name(i + 1)}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <InputField field={r.time} label={m.merchant_start_time()} type="time" className="w-44" />
              <RemoveButton
                form={form}
                field={field}
                index={i}
                label={m.web_model_op_remove({ what: name(i + 1) })}
              />
            </div>
            <WeekdayChecks field={r.days} legend={m.web_model_op_runs_on()} />
          </fieldset>
        );
      })}
      <ListError field={field} />
      <AddButton
        form={form}
        field={field}
        label={season === undefined ? m.web_model_op_add_start_time() : m.web_model_op_add_season_time()}
        defaultValue={{ time: '', days: [] }}
      />
    </div>
  );
}

/** The weekly pattern: every start time of the tour with its weekdays. */
export function DepartureTimesFields({ form, field }: { form: Form; field: Field }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{m.web_model_op_start_times()}</h3>
      <p className="text-sm text-slate-600">{m.web_model_op_start_times_hint()}</p>
      <TimeRows form={form} field={field} />
    </div>
  );
}

/** Seasons: date ranges with their own start times, seats per departure or adult price. */
export function SeasonsFields({ form, field }: { form: Form; field: Field }) {
  const rows = field.getFieldList();
  return (
    <FormSection title={m.web_model_op_seasons()}>
      <p className="text-sm text-slate-600">{m.web_model_op_seasons_hint()}</p>
      {rows.map((row, i) => {
        const s = row.getFieldset();
        const title = m.web_model_op_season_n({ n: i + 1 });
        return (
          <fieldset key={row.key} className={ROW}>
            <legend className={ROW_LEGEND}>{title}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <InputField
                field={s.name}
                label={m.web_model_op_name()}
                maxLength={60}
                placeholder={m.web_model_op_season_placeholder()}
              />
              <InputField field={s.from} label={m.web_model_op_from()} type="date" />
              <InputField field={s.to} label={m.web_model_op_to()} type="date" />
              <InputField
                field={s.capacity}
                label={m.web_model_op_seats_optional()}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                hint={m.web_model_op_seats_hint()}
              />
              <InputField
                field={s.price_cents}
                label={m.web_model_op_adult_price_optional()}
                inputMode="decimal"
                hint={m.web_model_op_season_price_hint()}
              />
            </div>
            <div className="space-y-2">
              <h4 className="text-sm font-medium text-slate-800">{m.web_model_op_season_times()}</h4>
              <p className="text-sm text-slate-600">{m.web_model_op_season_times_hint()}</p>
              <TimeRows form={form} field={s.times} season={i + 1} />
            </div>
            <RemoveButton
              form={form}
              field={field}
              index={i}
              label={m.web_model_op_remove({ what: title })}
            />
          </fieldset>
        );
      })}
      <ListError field={field} />
      <AddButton
        form={form}
        field={field}
        label={m.web_model_op_add_season()}
        defaultValue={{ name: '', from: '', to: '', times: [], capacity: '', price_cents: '' }}
      />
    </FormSection>
  );
}

/** Price rules: an adult price for some weekdays of a date range; they win over a season. */
export function PriceRulesFields({ form, field }: { form: Form; field: Field }) {
  const rows = field.getFieldList();
  return (
    <FormSection title={m.web_model_op_price_rules()}>
      <p className="text-sm text-slate-600">{m.web_model_op_price_rules_hint()}</p>
      {rows.map((row, i) => {
        const r = row.getFieldset();
        const title = m.web_model_op_price_rule_n({ n: i + 1 });
        return (
          <fieldset key={row.key} className={ROW}>
            <legend className={ROW_LEGEND}>{title}</legend>
            <div className="grid gap-3 sm:grid-cols-4">
              <InputField
                field={r.name}
                label={m.web_model_op_name()}
                maxLength={60}
                placeholder={m.web_model_op_rule_placeholder()}
              />
              <InputField field={r.from} label={m.web_model_op_from()} type="date" />
              <InputField field={r.to} label={m.web_model_op_to()} type="date" />
              <InputField field={r.price_cents} label={m.web_model_op_adult_price()} inputMode="decimal" />
            </div>
            <WeekdayChecks field={r.days} legend={m.web_model_op_applies_on()} />
            <RemoveButton
              form={form}
              field={field}
              index={i}
              label={m.web_model_op_remove({ what: title })}
            />
          </fieldset>
        );
      })}
      <ListError field={field} />
      <AddButton
        form={form}
        field={field}
        label={m.web_model_op_add_price_rule()}
        defaultValue={{ name: '', from: '', to: '', days: [], price_cents: '' }}
      />
    </FormSection>
  );
}

const TYPE_NAME: Record<GuestTypeId, () => string> = {
  adult: () => m.guest_type_name_adult(),
  child: () => m.guest_type_name_child(),
  infant: () => m.guest_type_name_infant(),
  senior: () => m.guest_type_name_senior(),
  resident: () => m.guest_type_name_resident(),
};

/** `Children`, `Belize residents`: a guest type as a heading or a count's label. */
export const guestTypeName = (type: GuestTypeId) => TYPE_NAME[type]();

/** A guest type's price at the tour's price, by the shared quote (never computed here). */
function priceAtTourPrice(type: GuestTypeId, priceText: string, percentText: string): string | null {
  const price = centsOrMissing(priceText);
  const percent = type === 'adult' ? 100 : numberOrMissing(percentText);
  if (!price || !Number.isFinite(price) || price <= 0) return null;
  if (percent === undefined || !Number.isInteger(percent) || percent < 0 || percent > 100) return null;
  const quote = quoteBooking({
    priceCents: price,
    guests: { [type]: 1 },
    guestTypes: [{ type, percent, min_age: null, max_age: null, takes_seat: true }],
  });
  const unit = quote.lines[0]?.unitCents;
  return unit === undefined ? null : formatCharge(unit, { cents: true });
}

function hiddenProps(field: Field) {
  const { key: _key, ...props } = getInputProps(field as FieldMetadata<string>, { type: 'hidden' });
  return props;
}

function CheckBox({ field, label }: { field: Field; label: string }) {
  const { key, ...props } = getInputProps(field as FieldMetadata<string>, {
    type: 'checkbox',
    ariaAttributes: false,
  });
  return (
    <label
      htmlFor={props.id}
      className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 font-semibold text-slate-900"
    >
      <input key={key} {...props} className="size-5 rounded border-slate-300 accent-brand-600" />
      {label}
    </label>
  );
}

/** One guest type: sold or not, its percent of the adult price with the price it makes, ages, seat. */
function GuestTypeRow({ type, field, priceText }: { type: GuestTypeId; field: Field; priceText: string }) {
  const g = field.getFieldset();
  const price = priceAtTourPrice(type, priceText, valueText(g.percent));
  const seatError = g.seat.errors?.[0];
  const seatErrorId = `${g.seat.id}-error`;
  const seat = valueText(g.seat) || 'seat';
  return (
    <fieldset className={ROW}>
      <legend className="sr-only">{TYPE_NAME[type]()}</legend>
      {type === 'adult' ? (
        <p className="flex min-h-11 items-center font-semibold text-slate-900">
          {TYPE_NAME.adult()}
          <span className="ml-2 text-sm font-normal text-slate-600">{m.web_model_op_adult_always()}</span>
        </p>
      ) : (
        <CheckBox field={g.sold} label={m.web_model_op_sell_to({ type: TYPE_NAME[type]() })} />
      )}
      {type === 'resident' && <p className="text-sm text-slate-600">{m.guest_rule_resident_id()}</p>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {type !== 'adult' && (
          <InputField
            field={g.percent}
            label={m.web_model_op_percent()}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
          />
        )}
        <InputField
          field={g.min_age}
          label={m.web_model_op_min_age()}
          type="number"
          min={0}
          max={120}
          inputMode="numeric"
        />
        <InputField
          field={g.max_age}
          label={m.web_model_op_max_age()}
          type="number"
          min={0}
          max={120}
          inputMode="numeric"
        />
        <div className="self-end pb-2.5 text-sm text-slate-700" aria-live="polite">
          {price ? m.web_model_op_price_at_tour_price({ price }) : ''}
        </div>
      </div>
      {type === 'infant' && (
        <fieldset aria-describedby={seatError ? seatErrorId : undefined}>
          <legend className="block text-sm font-medium text-slate-800">{m.web_model_op_seat()}</legend>
          <div key={g.seat.key} className="mt-1.5 flex flex-wrap gap-2">
            {(['seat', 'lap'] as const).map((value) => (
              <label key={value} className={CHOICE}>
                <input
                  type="radio"
                  name={g.seat.name}
                  form={g.seat.formId}
                  value={value}
                  defaultChecked={seat === value}
                  className="size-4 accent-brand-600"
                />
                {value === 'seat' ? m.web_model_op_takes_seat() : m.web_model_op_on_lap()}
              </label>
            ))}
          </div>
          <FieldError id={seatErrorId} error={seatError} />
        </fieldset>
      )}
    </fieldset>
  );
}

/** Guest types: adult always; child, infant, senior and Belize resident as the operator sells them. */
export function GuestTypesFields({ field, price }: { field: Field; price: Field }) {
  const types = field.getFieldset();
  return (
    <FormSection title={m.web_model_op_guest_types()}>
      <p className="text-sm text-slate-600">{m.web_model_op_guest_types_hint()}</p>
      <ListError field={field} />
      {(['adult', 'child', 'infant', 'senior', 'resident'] as const).map((type) => (
        <GuestTypeRow key={type} type={type} field={types[type]} priceText={valueText(price)} />
      ))}
    </FormSection>
  );
}

/** How guests reach the start: the meeting point, or pickup zones (a time before the start, a fee). */
export function PickupFields({ form, mode, zones }: { form: Form; mode: Field; zones: Field }) {
  const rows = zones.getFieldList();
  const chosen = valueText(mode) || 'meeting_point';
  // Without JavaScript the rows stay in view: choosing zones cannot show them.
  const hydrated = useHydrated();
  return (
    <FormSection title={m.web_model_op_pickup()}>
      <fieldset>
        <legend className="sr-only">{m.web_model_op_pickup()}</legend>
        <div key={mode.key} className="flex flex-wrap gap-2">
          {(['meeting_point', 'zones'] as const).map((value) => (
            <label key={value} className={CHOICE}>
              <input
                type="radio"
                name={mode.name}
                form={mode.formId}
                value={value}
                defaultChecked={chosen === value}
                className="size-4 accent-brand-600"
              />
              {value === 'zones' ? m.model_pickup_from_zones() : m.model_meet_at_point()}
            </label>
          ))}
        </div>
      </fieldset>
      {/* Hidden, not removed, when the tour meets at the point: the rows stay as typed (not sent). */}
      <div className="space-y-3" hidden={hydrated && chosen !== 'zones'}>
        <p className="text-sm text-slate-600">{m.web_model_op_zones_hint()}</p>
        {rows.map((row, i) => {
          const z = row.getFieldset();
          const title = m.web_model_op_zone_n({ n: i + 1 });
          return (
            <fieldset key={row.key} className={ROW}>
              <legend className={ROW_LEGEND}>{title}</legend>
              <input {...hiddenProps(z.id)} />
              <div className="grid gap-3 sm:grid-cols-3">
                <InputField
                  field={z.name}
                  label={m.web_model_op_zone_name()}
                  maxLength={80}
                  placeholder={m.web_model_op_zone_placeholder()}
                />
                <InputField
                  field={z.minutes_before}
                  label={m.web_model_op_minutes_before()}
                  type="number"
                  min={0}
                  max={240}
                  step={5}
                  inputMode="numeric"
                />
                <InputField
                  field={z.fee_cents}
                  label={m.web_model_op_zone_fee()}
                  inputMode="decimal"
                  placeholder="0"
                />
              </div>
              <RemoveButton
                form={form}
                field={zones}
                index={i}
                label={m.web_model_op_remove({ what: title })}
              />
            </fieldset>
          );
        })}
        <ListError field={zones} />
        <AddButton
          form={form}
          field={zones}
          label={m.web_model_op_add_zone()}
          defaultValue={{ id: '', name: '', minutes_before: '30', fee_cents: '' }}
        />
      </div>
    </FormSection>
  );
}
