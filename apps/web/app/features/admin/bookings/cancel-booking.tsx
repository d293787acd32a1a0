import {
  type AdminBookingDetail,
  adminCancelBookingFormSchema,
  cancellationRefund,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
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
      <h3 className="font-semibold text-slate-900">{m.admin_cancel_and_refund()}</h3>
      <input type="hidden" name={fields.id.name} value={booking.id} />
      <TextareaField
        field={fields.reason}
        label={m.admin_cancel_reason_label()}
        rows={3}
        maxLength={1000}
        hint={m.admin_cancel_reason_hint()}
      />
      <InputField
        field={fields.refundPercent}
        label={m.admin_cancel_refund_percent()}
        inputMode="numeric"
        maxLength={3}
        hint={m.admin_cancel_refund_percent_hint()}
        className="sm:w-48"
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link
          to={listHref(location, { cancel: null })}
          preventScrollReset
          className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
        >
          {m.admin_cancel_keep_booking()}
        </Link>
        <SubmitAction
          intent="review"
          label={m.admin_cancel_review()}
          busyLabel={m.admin_cancel_checking()}
          look="danger"
        />
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
  const code = booking.confirmationCode;
  const upTo = cancellationRefund({
    totalCents: booking.total,
    hoursBeforeDeparture: 0,
    percent: review.refundPercent,
  }).refundCents;
  return (
    <div className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 className="font-semibold text-red-900">{m.admin_cancel_confirm()}</h3>
      <p className="text-red-900">
        {code
          ? m.admin_cancel_confirm_text({ code, percent: review.refundPercent, amount: money(upTo) })
          : m.admin_cancel_confirm_text_no_code({ percent: review.refundPercent, amount: money(upTo) })}
      </p>
      <p className="text-sm break-words text-red-900">
        {m.admin_cancel_reason_shown({ reason: review.reason })}
      </p>
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
          {m.admin_back()}
        </Link>
        <SubmitAction
          intent="cancel"
          label={m.admin_cancel_confirm()}
          busyLabel={m.admin_cancel_cancelling()}
          look="danger"
        />
      </IntentForm>
    </div>
  );
}
