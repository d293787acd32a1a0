import {
  DEFAULT_GUEST_TYPES,
  formatClockTime,
  GUEST_FIELDS,
  type GuestType,
  guestTypeRule,
  tourGuestTypes,
  walkInBookingBodySchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { UserPlus } from 'lucide-react';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { SelectField } from './form-controls';
import { PANEL } from './merchant-styles';
import { guestTypeName } from './tour-model-fields';

const payments = () =>
  [
    { value: 'cash', label: m.operations_walk_in_cash() },
    { value: 'card', label: m.operations_walk_in_card() },
  ] as const;

/**
 * "Add walk-in": a booking taken at the counter or by phone and paid there. It takes seats on this
 * departure like any booking; contact details are optional. A disclosure, so it works without
 * JavaScript and stays out of the way at the dock; open again when the server refused it.
 */
/** What a walk-in is, and the commission it carries (the direct-booking rate; none by default). */
function WalkInIntro({ directPercent }: { directPercent: number }) {
  return (
    <p className="text-sm text-slate-600">
      {m.money_walk_in_intro()}{' '}
      {directPercent > 0
        ? m.money_walk_in_commission({ percent: directPercent })
        : m.money_walk_in_no_commission()}
    </p>
  );
}

export function WalkInForm({
  result,
  seatsLeft,
  times = [],
  chosenTime = null,
  guestTypes,
  pickupZones = [],
  directPercent = 0,
}: {
  result?: SubmissionResult<string[]>;
  /** The commission a walk-in carries: the admin's direct-booking rate. */
  directPercent?: number;
  seatsLeft: number;
  /** The date's start times: with several, the walk-in chooses one. */
  times?: readonly string[];
  chosenTime?: string | null;
  /** The tour's guest types (adults and children until the list gives them). */
  guestTypes?: readonly GuestType[];
  pickupZones?: readonly { id: string; name: string }[];
}) {
  const [form, fields] = useSchemaForm(walkInBookingBodySchema, {
    id: 'walk-in',
    lastResult: result,
    defaultValue: {
      adults: '1',
      children: '0',
      infants: '0',
      seniors: '0',
      residents: '0',
      startTime:
        chosenTime && times.includes(chosenTime) ? chosenTime : times.length === 1 ? times[0] : undefined,
    },
  });
  const types = tourGuestTypes(guestTypes ?? DEFAULT_GUEST_TYPES);
  const refused = result?.status === 'error';
  return (
    <details className={`${PANEL} group`} open={refused || undefined} data-print="hide">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        <UserPlus aria-hidden="true" className="size-5" />
        {m.operations_add_walk_in()}
        <span className="font-normal text-slate-600">· {m.operations_seats_left({ count: seatsLeft })}</span>
      </summary>
      <SchemaForm form={form} className="mt-4 space-y-4" aria-label={m.operations_add_walk_in()}>
        <WalkInIntro directPercent={directPercent} />
        <InputField field={fields.fullName} label={m.operations_guest_name()} autoComplete="off" />
        {times.length > 1 ? (
          <SelectField
            field={fields.startTime}
            label={m.merchant_start_time()}
            placeholder={m.errors_choose_departure_time()}
            options={times.map((t) => ({ value: t, label: formatClockTime(t) }))}
          />
        ) : (
          times[0] && <input type="hidden" name={fields.startTime.name} value={times[0]} />
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{m.operations_party()}</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {types.map((type) => (
              <InputField
                key={type.type}
                field={fields[GUEST_FIELDS[type.type]]}
                label={guestTypeName(type.type)}
                hint={guestTypeRule(type) || undefined}
                type="number"
                min={0}
                inputMode="numeric"
              />
            ))}
          </div>
        </fieldset>
        {pickupZones.length > 0 && (
          <SelectField
            field={fields.pickupZoneId}
            label={m.web_model_op_pickup()}
            placeholder={m.errors_pickup_zone_required()}
            options={pickupZones.map((z) => ({ value: z.id, label: z.name }))}
          />
        )}
        <SelectField
          field={fields.payment}
          label={m.operations_walk_in_paid()}
          options={payments()}
          placeholder={m.operations_walk_in_how_paid()}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            field={fields.phone}
            label={m.operations_phone_optional()}
            type="tel"
            autoComplete="off"
          />
          <InputField
            field={fields.email}
            label={m.operations_email_optional()}
            type="email"
            autoComplete="off"
          />
        </div>
        <InputField field={fields.hotel} label={m.operations_hotel_pickup_optional()} />
        <TextareaField
          field={fields.specialRequirements}
          label={m.operations_special_requirements_optional()}
          rows={2}
        />
        <SubmitButton
          name="intent"
          value="walk-in"
          busyLabel={m.operations_adding()}
          size="md"
          className="min-h-11 w-full sm:w-auto"
        >
          {m.operations_add_walk_in()}
        </SubmitButton>
      </SchemaForm>
    </details>
  );
}
