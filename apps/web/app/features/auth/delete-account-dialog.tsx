import { deleteAccountFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormErrors, InputField, useSchemaForm } from '~/components/forms/form';
import { Button, ButtonLink, DangerSubmit } from '~/components/ui/button';
import { useModalDialog } from '~/components/ui/dialog';

/** The word the user types to confirm (spec section 5, "Delete account"). */
const CONFIRM_WORD = 'DELETE';

export { DANGER_BUTTON } from '~/components/ui/button';

/**
 * The confirmation form: DELETE typed exactly, posted to the /account action (intent "delete").
 * `onCancel` closes the dialog; without it (no JavaScript) Cancel is a link back to the account.
 */
function DeleteAccountForm({
  lastResult,
  titleId,
  textId,
  onCancel,
}: {
  lastResult?: SubmissionResult<string[]>;
  titleId: string;
  textId: string;
  onCancel?: () => void;
}) {
  const [form, fields] = useSchemaForm(deleteAccountFormSchema, { id: 'delete-account', lastResult });
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  return (
    <Form method="post" action="/account" {...getFormProps(form)} className="p-6 sm:p-8">
      <input type="hidden" name="intent" value="delete" />
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-xl font-semibold">
            {m.account_delete_title()}
          </h2>
          <p id={textId} className="mt-2 text-sm text-slate-600">
            {m.account_delete_explanation()}
          </p>
        </div>
      </div>
      <div className="mt-5 empty:hidden">
        <FormErrors errors={form.errors} />
      </div>
      <InputField
        field={fields.confirmation}
        className="mt-5"
        label={m.account_delete_type_to_confirm({ word: CONFIRM_WORD })}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" className="min-h-11" onClick={onCancel} disabled={busy}>
            {m.account_cancel()}
          </Button>
        ) : (
          <ButtonLink to="/account" variant="secondary" className="min-h-11">
            {m.account_cancel()}
          </ButtonLink>
        )}
        <DangerSubmit busy={busy} busyLabel={m.account_deleting()}>
          {m.account_delete_title()}
        </DangerSubmit>
      </div>
    </Form>
  );
}

/** Without JavaScript: the same confirmation as a panel of the page (/account?delete). */
export function DeleteAccountPanel({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const titleId = useId();
  const textId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="rounded-xl border border-red-200 bg-white text-slate-900 shadow-sm"
    >
      <DeleteAccountForm lastResult={lastResult} titleId={titleId} textId={textId} />
    </section>
  );
}

/**
 * The delete-account dialog: a modal `<dialog>` (the rest of the page is inert, so focus stays
 * inside; Escape closes it) that asks for DELETE to be typed exactly.
 */
export function DeleteAccountDialog({
  open,
  onClose,
  lastResult,
}: {
  open: boolean;
  onClose: () => void;
  lastResult?: SubmissionResult<string[]>;
}) {
  const dialog = useModalDialog(open, { focusFirstInput: true });
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const titleId = useId();
  const textId = useId();

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
      {/* A fresh form each time it opens: no old text or message. */}
      {open && (
        <DeleteAccountForm lastResult={lastResult} titleId={titleId} textId={textId} onCancel={onClose} />
      )}
    </dialog>
  );
}
