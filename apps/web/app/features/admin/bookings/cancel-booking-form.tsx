import { ADMIN_MESSAGES, type AdminBookingDetail } from '@belizepass/domain';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { DANGER_BUTTON } from '../admin-ui';
import { money } from '../format';

type Step = { kind: 'form' } | { kind: 'confirm'; reason: string; percent: number };

/**
 * Cancel & refund by staff: a reason (required) and the refund percent (0-100, default 100), then a
 * confirmation step that says what will happen.
 */
export function CancelBookingForm({
  booking,
  busy,
  failure,
  fieldErrors,
  onCancel,
  onBack,
}: {
  booking: AdminBookingDetail;
  busy: boolean;
  failure: string | null;
  fieldErrors: Record<string, string>;
  onCancel: (reason: string, refundPercent: number) => void;
  onBack: () => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [reason, setReason] = useState('');
  const [percent, setPercent] = useState('100');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...fieldErrors, ...errors };
  const code = booking.confirmationCode ?? 'this booking';

  if (step.kind === 'confirm') {
    const estimate = Math.round((booking.total * step.percent) / 100);
    return (
      <div className="space-y-4 rounded-lg border border-red-200 bg-red-50 p-4">
        <h3 className="font-semibold text-red-900">Confirm cancellation</h3>
        <p className="text-red-900">
          Cancel booking {code} and refund {step.percent}% of the booking total (up to {money(estimate)}) to
          the tourist? This cannot be undone.
        </p>
        <p className="text-sm text-red-900">Reason: {step.reason}</p>
        {failure && <Banner>{failure}</Banner>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => setStep({ kind: 'form' })}
          >
            Back
          </Button>
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={busy}
            onClick={() => onCancel(step.reason, step.percent)}
          >
            {busy ? 'Cancelling…' : 'Confirm cancellation'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const next: Record<string, string> = {};
        const text = reason.trim();
        const value = Number(percent);
        if (text.length < 3) next.reason = ADMIN_MESSAGES.cancelReasonRequired;
        if (percent.trim() === '' || !Number.isInteger(value) || value < 0 || value > 100) {
          next.refundPercent = ADMIN_MESSAGES.refundPercentInvalid;
        }
        setErrors(next);
        if (Object.keys(next).length === 0) setStep({ kind: 'confirm', reason: text, percent: value });
      }}
    >
      <h3 className="font-semibold text-slate-900">Cancel & refund</h3>
      <TextAreaField
        label="Reason for cancellation"
        required
        rows={3}
        maxLength={1000}
        value={reason}
        error={shown.reason}
        hint="The tourist and the merchant are told this reason."
        onChange={(event) => {
          setReason(event.target.value);
          setErrors(({ reason: _, ...rest }) => rest);
        }}
      />
      <TextField
        label="Refund percent"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        required
        value={percent}
        error={shown.refundPercent}
        hint="0 to 100 percent of what the tourist paid."
        onChange={(event) => {
          setPercent(event.target.value);
          setErrors(({ refundPercent: _, ...rest }) => rest);
        }}
        className="sm:w-48"
      />
      {failure && <Banner>{failure}</Banner>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" className="min-h-11" onClick={onBack}>
          Keep booking
        </Button>
        <button type="submit" className={DANGER_BUTTON}>
          Review cancellation
        </button>
      </div>
    </form>
  );
}
