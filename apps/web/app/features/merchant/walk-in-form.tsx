import { walkInBookingBodySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { UserPlus } from 'lucide-react';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { SelectField } from './form-controls';
import { PANEL } from './merchant-styles';

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
export function WalkInForm({
  result,
  seatsLeft,
}: {
  result?: SubmissionResult<string[]>;
  seatsLeft: number;
}) {
  const [form, fields] = useSchemaForm(walkInBookingBodySchema, {
    id: 'walk-in',
    lastResult: result,
    defaultValue: { adults: '1', children: '0' },
  });
  const refused = result?.status === 'error';
  return (
    <details className={`${PANEL} group`} open={refused || undefined} data-print="hide">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        <UserPlus aria-hidden="true" className="size-5" />
        {m.operations_add_walk_in()}
        <span className="font-normal text-slate-600">· {m.operations_seats_left({ count: seatsLeft })}</span>
      </summary>
      <SchemaForm form={form} className="mt-4 space-y-4" aria-label={m.operations_add_walk_in()}>
        <p className="text-sm text-slate-600">{m.operations_walk_in_intro()}</p>
        <InputField field={fields.fullName} label={m.operations_guest_name()} autoComplete="off" />
        <div className="grid grid-cols-2 gap-3">
          <InputField
            field={fields.adults}
            label={m.operations_adults()}
            type="number"
            min={1}
            inputMode="numeric"
          />
          <InputField
            field={fields.children}
            label={m.operations_children()}
            type="number"
            min={0}
            inputMode="numeric"
          />
        </div>
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
