import { ADMIN_MESSAGES } from '@belizepass/domain';
import { useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextAreaField } from '~/components/ui/field';
import { DANGER_BUTTON } from '../admin-ui';

/** Asks for the reason a merchant application is turned down; the applicant is told it. */
export function RejectDialog({
  merchantName,
  open,
  busy,
  error: failure,
  onClose,
  onReject,
}: {
  merchantName: string;
  open: boolean;
  busy: boolean;
  /** Why the last attempt failed. */
  error?: string;
  onClose: () => void;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!busy}
      title={`Reject ${merchantName}?`}
      description="The applicant receives an email with your reason. They can apply again later."
    >
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const text = reason.trim();
          if (text.length < 3) {
            setError(ADMIN_MESSAGES.rejectionReasonRequired);
            return;
          }
          if (await onReject(text)) close();
        }}
        className="space-y-4"
      >
        {failure && <Banner>{failure}</Banner>}
        <TextAreaField
          label="Reason for rejection"
          required
          rows={4}
          maxLength={1000}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={DANGER_BUTTON} disabled={busy}>
            {busy ? 'Rejecting…' : 'Reject Application'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
