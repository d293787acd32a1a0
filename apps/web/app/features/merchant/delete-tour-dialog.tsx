import type { MerchantTour } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { useEffect, useRef } from 'react';
import { Banner } from '~/components/ui/banner';
import { DangerSubmit } from '~/components/ui/button';
import { ConsoleDialog, DialogCancel, useFormAnswer } from './console-dialog';
import type { SimpleResult } from './merchant.server';

function DeleteTourForm({
  tour,
  closeHref,
  onClose,
}: {
  tour: MerchantTour;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  const { fetcher, answer, settled, pending } = useFormAnswer<SimpleResult>('delete');
  const deleted = settled?.ok ? settled : null;
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
        <DangerSubmit busy={pending} busyLabel={m.merchant_deleting_tour()}>
          {m.merchant_delete_tour()}
        </DangerSubmit>
      </div>
    </fetcher.Form>
  );
}

/** 'Confirm Deletion' (spec 2.13); a tour with bookings cannot go and the server says why (409). */
export function DeleteTourDialog({
  tourId,
  tour: listed,
  closeHref,
  onClose,
}: {
  /** The tour the dialog is open for (`?delete=<id>`), or null. */
  tourId: string | null;
  tour: MerchantTour | null;
  closeHref: string;
  onClose: (notice?: string) => void;
}) {
  // Once deleted the tour leaves the list before the dialog closes with its notice.
  const last = useRef<MerchantTour | null>(null);
  if (listed) last.current = listed;
  const tour = listed ?? (tourId && last.current?.id === tourId ? last.current : null);
  return (
    <ConsoleDialog
      open={tour !== null}
      onClose={() => onClose()}
      closeHref={closeHref}
      title={m.merchant_confirm_deletion()}
      size="sm"
      description={
        <p>
          {m.merchant_delete_question_before()} <strong className="text-slate-900">{tour?.title}</strong>
          {m.merchant_delete_question_after()}
        </p>
      }
    >
      {tour && <DeleteTourForm key={tour.id} tour={tour} closeHref={closeHref} onClose={onClose} />}
    </ConsoleDialog>
  );
}
