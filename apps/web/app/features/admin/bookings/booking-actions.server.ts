import { type AdminBookingDetail, adminCancelBookingFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { data } from 'react-router';
import type { ApiClient } from '~/lib/api-client';
import { parseForm } from '~/lib/forms.server';
import { type AdminActionData, done, formFailed } from '../admin.server';
import type { CancelReview } from './cancel-booking';

/**
 * Cancel & refund by staff: `review` checks the reason and percent and asks for confirmation,
 * `cancel` cancels the booking and refunds that percent through the API.
 */
export async function bookingsAction(request: Request, api: ApiClient, intent: string) {
  if (intent !== 'review' && intent !== 'cancel') throw data('Unknown action', { status: 400 });
  const submission = await parseForm(request, adminCancelBookingFormSchema);
  if (submission.status !== 'success') return formFailed(intent, submission);
  const { id, reason, refundPercent } = submission.value;
  if (intent === 'review') {
    const review: CancelReview = { reason, refundPercent };
    return data<AdminActionData & { review: CancelReview }>({ intent, id, review });
  }
  try {
    const booking = await api.post<AdminBookingDetail>(
      `/api/admin/bookings/${encodeURIComponent(id)}/cancel`,
      {
        reason,
        refundPercent,
      },
    );
    return done(
      intent,
      id,
      booking.confirmationCode
        ? m.admin_booking_cancelled_done({ code: booking.confirmationCode })
        : m.admin_booking_cancelled_done_no_code(),
    );
  } catch (error) {
    return formFailed(intent, submission, error, m.admin_booking_cancel_failed());
  }
}
