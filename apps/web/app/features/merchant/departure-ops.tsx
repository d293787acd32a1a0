import {
  type CloseDepartureResponse,
  type ClosurePreview,
  departureStartInstant,
  formatClockTime,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { CalendarX, RotateCcw } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormErrors, SubmitButton } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { buttonClass } from '~/components/ui/button';
import { formatCharge } from '~/lib/display';
import { CloseDepartureDialog } from './close-departure-dialog';
import { DepartureMessageForm } from './departure-message-form';

/** What the passenger list's closure, reopening and message forms answered (decision 035). */
export interface DepartureOpsAnswer {
  intent?: string;
  result?: SubmissionResult<string[]>;
  closed?: CloseDepartureResponse;
  reopened?: boolean;
  messaged?: { recipients: number; repeated: boolean };
}

/** The closure dialog's data, read by the loader when `?close` is in the address. */
export type ClosureView = (ClosurePreview & { time: string }) | { failure: string };

/**
 * A departure's operations on its passenger list: close it (moving or refunding its guests) or
 * reopen it, and write to all its guests. Shown for one departure (a date with several times needs
 * one chosen).
 */
export function DepartureOps({
  tourTitle,
  date,
  time,
  closed,
  guests,
  requestId,
  closure,
  answer,
}: {
  tourTitle: string;
  date: string;
  /** The departure; null when the list shows several times of the date. */
  time: string | null;
  closed: boolean;
  /** The paid bookings a message goes to. */
  guests: number;
  requestId: string;
  closure?: ClosureView | null;
  answer?: DepartureOpsAnswer;
}) {
  if (!time)
    return (
      <p className="text-sm text-slate-600" data-print="hide">
        {m.departure_choose_time_hint()}
      </p>
    );
  const upcoming = new Date(departureStartInstant(date, time)) > new Date();
  const here = `?time=${time}`;
  const closeResult = answer?.intent === 'close-departure' ? answer : undefined;
  const reopenResult = answer?.intent === 'reopen' ? answer : undefined;
  const messageResult = answer?.intent === 'message' ? answer : undefined;
  return (
    <div className="space-y-4" data-print="hide">
      <div aria-live="polite">
        {closeResult?.closed && (
          <Banner tone="success" title={m.departure_closed_done()}>
            {[
              closeResult.closed.movedBookings > 0
                ? m.departure_closed_moved({ count: closeResult.closed.movedBookings })
                : '',
              closeResult.closed.cancelledBookings > 0
                ? m.departure_closed_refunded({
                    count: closeResult.closed.cancelledBookings,
                    amount: formatCharge(closeResult.closed.refundedAmount, { cents: true }),
                  })
                : '',
            ]
              .filter(Boolean)
              .join(' ') || m.departure_closed_nobody()}
          </Banner>
        )}
        {reopenResult?.reopened && <Banner tone="success">{m.departure_reopened()}</Banner>}
        {messageResult?.messaged && (
          <Banner tone="success">
            {messageResult.messaged.repeated
              ? m.departure_message_already_sent()
              : m.departure_message_sent({ count: messageResult.messaged.recipients })}
          </Banner>
        )}
      </div>
      {reopenResult && <FormErrors errors={reopenResult.result?.error?.[''] ?? undefined} />}
      {upcoming && (
        <div className="flex flex-col gap-2 sm:flex-row">
          {closed ? (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="time" value={time} />
              <input type="hidden" name="date" value={date} />
              <SubmitButton
                name="intent"
                value="reopen"
                busyLabel={m.departure_reopening()}
                size="md"
                className="min-h-11 w-full sm:w-auto"
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {m.departure_reopen({ time: formatClockTime(time) })}
              </SubmitButton>
            </Form>
          ) : (
            <Link
              to={`${here}&close=1`}
              preventScrollReset
              className={buttonClass({ variant: 'secondary' }, 'min-h-11 border-red-300 text-red-800')}
            >
              <CalendarX aria-hidden="true" className="size-4" />
              {m.departure_close_open({ time: formatClockTime(time) })}
            </Link>
          )}
        </div>
      )}
      {guests > 0 && (
        <DepartureMessageForm
          key={messageResult?.messaged ? `sent-${requestId}` : 'message'}
          time={time}
          guests={guests}
          requestId={requestId}
          result={messageResult?.messaged ? undefined : messageResult?.result}
        />
      )}
      {closure && 'failure' in closure && <Banner>{closure.failure}</Banner>}
      {closure && !('failure' in closure) && !closure.closed && !closeResult?.closed && (
        <CloseDepartureDialog
          preview={closure}
          tourTitle={tourTitle}
          closeHref={here}
          result={closeResult?.result}
        />
      )}
    </div>
  );
}
