import {
  type AdminBookingDetail,
  adminCancelBookingFormSchema,
  cancellationRefund,
} from '@belizepass/domain';
import type { SubmissionResult } from '@conform-to/react';
import { Link, useLocation } from 'react-router';
import { listHref } from '~/components/data/list-url';
import { IntentForm, SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, TextareaField, useSchemaForm } from '~/components/forms/form';
import { buttonClass } from '~/components/ui/button';
import { money } from '../format';

/** What staff asked for, checked by the action before they confirm it. */
export interface CancelReview {
  reason: string;
  refundPercent: number;
}

/**
 * Cancel & refund by staff, step one: the reason (told to the tourist and the merchant) and the refund
 * percent (0-100, 100 unless changed), checked by the route action with the API's own schema.
 */
export function CancelBookingForm({
  booking,
  lastResult,
}: {
  booking: AdminBookingDetail;
  lastResult?: SubmissionResult<string[]>;
}) {
  const location = useLocation();
  const [form, fields] = useSchemaForm(adminCancelBookingFormSchema, {
    id: 'cancel-booking',
    lastResult,
    defaultValue: { id: booking.id, refundPercent: '100' },
  });
  return (
    <SchemaForm form={form} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Cancel & refund</h3>
      <input type="hidden" name={fields.id.name} value={booking.id} />
      <TextareaField
        field={fields.reason}
        label="Reason for cancellation"
        rows={3}
        maxLength={1000}
        hint="The tourist and the merchant are told this reason."
      />
      <InputField
        field={fields.refundPercent}
        label="Refund percent"
        inputMode="numeric"
        maxLength={3}
        hint="0 to 100 percent of what the tourist paid."
        className="sm:w-48"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={listHref(location, { cancel: null })}
          preventScrollReset
          className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
        >
          Keep booking
        </Link>
        <SubmitAction intent="review" label="Review cancellation" busyLabel="Checking…" look="danger" />
      </div>
    </SchemaForm>
  );
}

/** Step two: what will happen, then Confirm cancellation (or Back to the form). */
export function ConfirmCancellation({
  booking,
  review,
}: {
  booking: AdminBookingDetail;
  review: CancelReview;
}) {
  const location = useLocation();
  const code = booking.confirmationCode ?? 'this booking';
  const upTo = cancellationRefund({
    totalCents: booking.total,
    hoursBeforeDeparture: 0,
    percent: review.refundPercent,
  }).refundCents;
  return (
    <div className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 className="font-semibold text-red-900">Confirm cancellation</h3>
      <p className="text-red-900">
        Cancel booking {code} and refund {review.refundPercent}% of the booking total (up to {money(upTo)}) to
        the tourist? This cannot be undone.
      </p>
      <p className="text-sm break-words text-red-900">Reason: {review.reason}</p>
      <IntentForm
        intent="cancel"
        id={booking.id}
        fields={{ reason: review.reason, refundPercent: String(review.refundPercent) }}
        className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
      >
        <Link
          to={listHref(location, { cancel: '1' })}
          preventScrollReset
          className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
        >
          Back
        </Link>
        <SubmitAction intent="cancel" label="Confirm cancellation" busyLabel="Cancelling…" look="danger" />
      </IntentForm>
    </div>
  );
}
