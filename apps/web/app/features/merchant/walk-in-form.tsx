import { walkInBookingBodySchema } from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { UserPlus } from 'lucide-react';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { SelectField } from './form-controls';
import { PANEL } from './merchant-styles';

const PAYMENTS = [
  { value: 'cash', label: 'Cash at the counter' },
  { value: 'card', label: 'Card at the counter' },
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
        Add walk-in
        <span className="font-normal text-slate-600">
          · {seatsLeft} {seatsLeft === 1 ? 'seat' : 'seats'} left
        </span>
      </summary>
      <SchemaForm form={form} className="mt-4 space-y-4" aria-label="Add walk-in">
        <p className="text-sm text-slate-600">
          For guests who book at the counter or by phone and pay you there. The platform’s commission on it is
          added to what you owe.
        </p>
        <InputField field={fields.fullName} label="Guest name" autoComplete="off" />
        <div className="grid grid-cols-2 gap-3">
          <InputField field={fields.adults} label="Adults" type="number" min={1} inputMode="numeric" />
          <InputField field={fields.children} label="Children" type="number" min={0} inputMode="numeric" />
        </div>
        <SelectField
          field={fields.payment}
          label="Paid"
          options={PAYMENTS}
          placeholder="How did the guest pay?"
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField field={fields.phone} label="Phone (optional)" type="tel" autoComplete="off" />
          <InputField field={fields.email} label="Email (optional)" type="email" autoComplete="off" />
        </div>
        <InputField field={fields.hotel} label="Hotel pickup (optional)" />
        <TextareaField field={fields.specialRequirements} label="Special requirements (optional)" rows={2} />
        <SubmitButton
          name="intent"
          value="walk-in"
          busyLabel="Adding..."
          size="md"
          className="min-h-11 w-full sm:w-auto"
        >
          Add walk-in
        </SubmitButton>
      </SchemaForm>
    </details>
  );
}
