import { AUTH_MESSAGES } from '@belizepass/domain';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { AuthClientError } from './auth-client';
import { useSession } from './session';

/** The word the user types to confirm (spec section 5, "Delete account"). */
const CONFIRM_WORD = 'DELETE';

export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-300';

function failureMessage(error: unknown): string {
  if (
    error instanceof AuthClientError &&
    (error.fromServer || error.message === AUTH_MESSAGES.mustBeLoggedInToDelete)
  ) {
    return error.message;
  }
  return AUTH_MESSAGES.deleteFallback;
}

/**
 * The delete-account dialog: a modal `<dialog>` (the rest of the page is inert, so focus stays
 * inside; Escape closes it) that asks for DELETE to be typed exactly.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  onDeleted,
}: {
  open: boolean;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const { deleteAccount } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  const inputId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setConfirmation('');
      setError(undefined);
      setFailure(null);
      element.showModal();
      element.querySelector<HTMLInputElement>('input')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (confirmation !== CONFIRM_WORD) {
      setError(AUTH_MESSAGES.typeDelete);
      dialog.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const message = await deleteAccount();
      setBusy(false);
      onDeleted(message);
    } catch (caught) {
      setBusy(false);
      setFailure(failureMessage(caught));
    }
  };

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        // Escape closes the dialog, except while the deletion is being sent.
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <form onSubmit={onSubmit} noValidate className="p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
            <TriangleAlert aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={titleId} className="text-xl font-semibold">
              Delete Account
            </h2>
            <p id={textId} className="mt-2 text-sm text-slate-600">
              This permanently deletes your BelizePass account and signs you out. Records of past bookings are
              kept for our accounts, without your personal details. This cannot be undone.
            </p>
          </div>
        </div>
        {failure && (
          <div className="mt-5">
            <Banner>{failure}</Banner>
          </div>
        )}
        <TextField
          id={inputId}
          className="mt-5"
          label={`Type ${CONFIRM_WORD} to confirm`}
          name="confirmation"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <button type="submit" className={DANGER_BUTTON} disabled={busy}>
            {busy && (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
            )}
            {busy ? 'Deleting Account...' : 'Delete Account'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
