import type { MerchantTour } from '@belizepass/domain';
import { useEffect } from 'react';
import { Banner } from '~/components/ui/banner';
import { ConsoleDialog, DialogCancel, useFormAnswer } from './console-dialog';
import type { SimpleResult } from './merchant.server';
import { DANGER_BUTTON } from './merchant-styles';

function DeleteTourForm({
  tour,
  closeHref,
  onClose,
}: {
  tour: MerchantTour;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  const { fetcher, answer, pending } = useFormAnswer<SimpleResult>('delete');
  const deleted = fetcher.data?.ok ? fetcher.data : null;
  useEffect(() => {
    if (deleted) onClose(deleted.notice);
  }, [deleted, onClose]);
  const failure = answer && !answer.ok ? answer.message : null;
  return (
    <fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={tour.id} />
      <input type="hidden" name="title" value={tour.title} />
      {failure && <Banner>{failure}</Banner>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogCancel closeHref={closeHref} onClose={() => onClose()} disabled={pending} />
        <button type="submit" className={DANGER_BUTTON} disabled={pending}>
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {pending ? 'Deleting tour...' : 'Delete Tour'}
        </button>
      </div>
    </fetcher.Form>
  );
}

/** 'Confirm Deletion' (spec 2.13); a tour with bookings cannot go and the server says why (409). */
export function DeleteTourDialog({
  tour,
  closeHref,
  onClose,
}: {
  tour: MerchantTour | null;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  return (
    <ConsoleDialog
      open={tour !== null}
      onClose={() => onClose()}
      closeHref={closeHref}
      title="Confirm Deletion"
      size="sm"
      description={
        <p>
          Are you sure you want to delete the tour <strong className="text-slate-900">{tour?.title}</strong>?
          This action cannot be undone.
        </p>
      }
    >
      {tour && <DeleteTourForm key={tour.id} tour={tour} closeHref={closeHref} onClose={onClose} />}
    </ConsoleDialog>
  );
}
