import { formatLongDate, type MoveOptions, moveBookingSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { partyText } from './booking-format';
import { Panel } from './console-ui';
import { SelectField } from './form-controls';

/** What the page knows of the dates a guest can move to: the options, or why they could not load. */
export type MoveGuestView = { options: MoveOptions } | { failure: string };

/**
 * "Move guest" (docs/decisions/020-reschedule.md): the operator moves the party, as it is, to another
 * date of the tour (weather, a broken boat). Only dates with seats for the whole party are offered;
 * no money changes hands. A form post to the page's action, so it works without JavaScript; a full
 * date (someone took the seats meanwhile) comes back as the server's message above the form.
 */
export function MoveGuestForm({
  view,
  result,
  guestEmailed = true,
}: {
  view: MoveGuestView;
  result?: SubmissionResult<string[]>;
  /** The booking has an email address, so the guest is emailed the new date (a walk-in may have none). */
  guestEmailed?: boolean;
}) {
  const [form, fields] = useSchemaForm(moveBookingSchema, { id: 'move-guest', lastResult: result });
  if ('failure' in view) {
    return (
      <Panel title={m.operations_move_guest()}>
        <Banner>{m.operations_move_dates_failed({ reason: view.failure })}</Banner>
      </Panel>
    );
  }
  const { options } = view;
  return (
    <Panel title={m.operations_move_guest()}>
      <p className="text-sm text-slate-600">
        {(guestEmailed ? m.operations_move_intro : m.money_move_intro_no_email)({
          party: partyText(options.adults, options.children),
        })}
      </p>
      {options.dates.length === 0 ? (
        <p className="mt-3 text-slate-700">{m.operations_move_no_dates()}</p>
      ) : (
        <SchemaForm form={form} className="mt-4 space-y-4" aria-label={m.operations_move_guest()}>
          <input type="hidden" name="intent" value="move" />
          <SelectField
            field={fields.date}
            label={m.operations_new_date()}
            placeholder={m.operations_choose_date()}
            options={options.dates.map((d) => ({
              value: d.date,
              label: `${formatLongDate(d.date)} (${m.operations_seats_left({ count: d.seatsLeft })})`,
            }))}
          />
          <SubmitButton
            name="intent"
            value="move"
            busyLabel={m.operations_moving()}
            size="md"
            className="min-h-11 w-full sm:w-auto"
          >
            {m.operations_move_guest()}
          </SubmitButton>
        </SchemaForm>
      )}
    </Panel>
  );
}
