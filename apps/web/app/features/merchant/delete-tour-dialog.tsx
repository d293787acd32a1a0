import { MERCHANT_TOUR_MESSAGES, type MerchantTour } from '@belizepass/domain';
import { useEffect, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { AuthClientError } from '~/features/auth/auth-client';
import { DANGER_BUTTON } from './merchant-styles';
import { deleteTour } from './tours-api';

/** 'Confirm Deletion' (spec 2.13); a tour with bookings cannot go and the server says why (409). */
export function DeleteTourDialog({
  tour,
  onClose,
  onDeleted,
}: {
  tour: MerchantTour | null;
  onClose: () => void;
  onDeleted: (tour: MerchantTour) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Each tour opens a fresh dialog.
  useEffect(() => {
    if (tour) setFailure(null);
  }, [tour]);

  async function confirm() {
    if (!tour) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteTour(tour.id);
      onDeleted(tour);
    } catch (error) {
      setFailure(
        error instanceof AuthClientError && error.status === 409 && error.fromServer
          ? error.message
          : MERCHANT_TOUR_MESSAGES.deleteFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={tour !== null}
      onClose={onClose}
      title="Confirm Deletion"
      dismissible={!busy}
      description={
        <p>
          Are you sure you want to delete the tour <strong className="text-slate-900">{tour?.title}</strong>?
          This action cannot be undone.
        </p>
      }
    >
      <div className="space-y-4">
        {failure && <Banner>{failure}</Banner>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <button type="button" className={DANGER_BUTTON} onClick={confirm} disabled={busy}>
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? 'Deleting tour...' : 'Delete Tour'}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
