import { type ClosurePreview, formatClockTime, formatLongDate, localeDateFormat } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useNavigate } from 'react-router';
import { SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { closeDepartureFormSchema } from './close-departure-form';
import { ConsoleDialog } from './console-dialog';
import { SelectField } from './form-controls';

/** "Fri, Dec 4": a move target's day, short enough for a phone's select. */
const dayFormat = localeDateFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const shortDay = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));

/**
 * "Close departure": what it affects (bookings, guests, seats), then for every guest or one by one,
 * move to another departure of the tour or cancel with a full refund (decision 035). A dialog with
 * JavaScript, a section of the page without; the form posts to the passenger list's action.
 */
export function CloseDepartureDialog({
  preview,
  tourTitle,
  closeHref,
  result,
}: {
  preview: ClosurePreview & { time: string };
  tourTitle: string;
  closeHref: string;
  result?: SubmissionResult<string[]>;
}) {
  const navigate = useNavigate();
  const paid = preview.list.filter((g) => g.paid);
  const holds = preview.list.filter((g) => !g.paid);
  const sameDay = preview.targets.find((t) => t.date === preview.date);
  const [form, fields] = useSchemaForm(closeDepartureFormSchema, {
    id: 'close-departure',
    lastResult: result,
    defaultValue: {
      date: preview.date,
      time: preview.time,
      action: paid.length > 0 && preview.targets.length > 0 ? 'move' : 'refund',
      target: sameDay ? `${sameDay.date} ${sameDay.time}` : undefined,
      guests: paid.map((g) => ({ bookingId: g.bookingId, action: 'all' })),
      // The guests' rows are a list of objects, which the flat default-value type does not describe.
    } as never,
  });
  const guestFields = fields.guests.getFieldList();
  const when = { date: formatLongDate(preview.date), time: formatClockTime(preview.time) };
  const actionError = fields.action.errors?.join(' ');

  return (
    <ConsoleDialog
      open
      onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
      closeHref={closeHref}
      title={m.departure_close_title({ time: when.time })}
      description={`${tourTitle} · ${when.date}`}
      size="lg"
    >
      <div className="space-y-5">
        <dl className="grid grid-cols-3 gap-2" aria-label={m.departure_affects()}>
          {[
            [m.departure_bookings(), preview.bookings],
            [m.departure_guests(), preview.guests],
            [m.departure_seats(), preview.seats],
          ].map(([label, value]) => (
            <div key={String(label)} className="rounded-lg border border-slate-200 p-3 text-center">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-700">
          {preview.bookings === 0 ? m.departure_close_nobody() : m.departure_close_intro()}
        </p>

        <SchemaForm form={form} className="space-y-5" aria-label={m.departure_close_form()}>
          <input type="hidden" name={fields.date.name} value={preview.date} />
          <input type="hidden" name={fields.time.name} value={preview.time} />
          <TextareaField
            field={fields.reason}
            label={m.merchant_reason()}
            rows={2}
            hint={m.departure_reason_hint()}
          />
          {paid.length > 0 && (
            <fieldset aria-describedby={actionError ? `${fields.action.id}-error` : undefined}>
              <legend className="text-sm font-medium text-slate-800">{m.departure_for_all_guests()}</legend>
              <div className="mt-2 space-y-2">
                {(
                  [
                    ['move', m.departure_action_move(), preview.targets.length === 0],
                    ['refund', m.departure_action_refund(), false],
                  ] as const
                ).map(([value, label, disabled]) => (
                  <label
                    key={value}
                    className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={fields.action.name}
                      value={value}
                      defaultChecked={fields.action.initialValue === value}
                      disabled={disabled}
                      className="size-4 accent-brand-600"
                    />
                    <span className="text-slate-900">{label}</span>
                  </label>
                ))}
              </div>
              {actionError && (
                <p id={`${fields.action.id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                  {actionError}
                </p>
              )}
            </fieldset>
          )}
          {paid.length === 0 && <input type="hidden" name={fields.action.name} value="refund" />}
          {paid.length > 0 &&
            (preview.targets.length > 0 ? (
              <SelectField
                field={fields.target}
                label={m.departure_move_to()}
                placeholder={m.departure_choose_departure()}
                options={preview.targets.map((t) => ({
                  value: `${t.date} ${t.time}`,
                  label: m.departure_target_option({
                    date: shortDay(t.date),
                    time: formatClockTime(t.time),
                    count: t.seatsLeft,
                  }),
                }))}
              />
            ) : (
              <p className="text-sm text-slate-600">{m.departure_no_targets()}</p>
            ))}

          {paid.length > 0 && (
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{m.departure_per_guest()}</legend>
              <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
                {paid.map((g, i) => {
                  const row = guestFields[i]!.getFieldset();
                  return (
                    <li
                      key={g.bookingId}
                      className="grid gap-2 px-3 py-2.5 sm:grid-cols-[1fr_14rem] sm:items-center"
                    >
                      <input type="hidden" name={row.bookingId.name} value={g.bookingId} />
                      <div className="min-w-0">
                        <p className="font-medium break-words text-slate-900">{g.customerName}</p>
                        <p className="text-sm text-slate-600">
                          {m.departure_guest_meta({ code: g.confirmationCode ?? '', count: g.guests })}
                          {g.checkedIn ? ` · ${m.operations_checked_in_pill()}` : ''}
                        </p>
                      </div>
                      {/* The guest's name is beside it: the label (for screen readers) names them too. */}
                      <SelectField
                        className="[&>label]:sr-only"
                        field={row.action}
                        label={m.departure_choice_for({ name: g.customerName })}
                        options={[
                          { value: 'all', label: m.departure_choice_all() },
                          { value: 'move', label: m.departure_action_move_short() },
                          { value: 'refund', label: m.departure_action_refund_short() },
                        ]}
                      />
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {holds.length > 0 && (
            <p className="text-sm text-slate-600">
              {m.departure_holds_cancelled({ names: holds.map((h) => h.customerName).join(', ') })}
            </p>
          )}
          <p className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            {m.departure_close_warning()}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <a
              href={closeHref}
              className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-50"
              onClick={(e) => {
                e.preventDefault();
                void navigate(closeHref, { replace: true, preventScrollReset: true });
              }}
            >
              {m.merchant_keep_it_open()}
            </a>
            <SubmitButton
              name="intent"
              value="close-departure"
              busyLabel={m.merchant_closing_date()}
              size="md"
              className="min-h-11 w-full bg-red-700 hover:bg-red-800 sm:w-auto"
            >
              {m.departure_close_submit()}
            </SubmitButton>
          </div>
        </SchemaForm>
      </div>
    </ConsoleDialog>
  );
}
