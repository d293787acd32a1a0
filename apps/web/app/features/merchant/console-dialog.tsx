import { m } from '@belizepass/domain/i18n';
import { type FormMetadata, getFormProps } from '@conform-to/react';
import { useCallback, useId, useState } from 'react';
import {
  type FetcherWithComponents,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useFetcher,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { FormErrors } from '~/components/forms/form';
import { Button, buttonClass } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { useHydrated } from '~/components/ui/use-hydrated';
import { PANEL } from './merchant-styles';

/**
 * The console's dialogs are progressive: which one is open lives in the URL (`?tour=new`,
 * `?delete=<id>`), so its opener is a link and its form posts to the route action. With JavaScript
 * it is a modal dialog; without, the same form is a plain section of the page.
 */

/** A message the next screen shows once (e.g. after a dialog's form was saved). */
export interface NoticeState {
  notice?: string;
}

/**
 * The open dialog of a screen, the addresses that open and close its dialogs, and the notice of a
 * form saved in one: told by the action (without JavaScript, when the dialog then stays closed) or
 * by the navigation that closed it.
 */
export function useScreenDialogs<Name extends string>(names: readonly Name[]) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: NoticeState | null };
  const posted = useActionData() as NoticeState | undefined;
  const name = names.find((n) => params.has(n)) ?? null;
  const without = () => {
    const next = new URLSearchParams(params);
    for (const n of names) next.delete(n);
    return next;
  };
  const closeHref = `${pathname}?${without()}`.replace(/\?$/, '');
  const onClose = useCallback(
    (notice?: string) =>
      void navigate(closeHref, {
        replace: true,
        preventScrollReset: true,
        state: notice ? { notice } : null,
      }),
    [navigate, closeHref],
  );
  return {
    /** The open dialog and what it is for (an id, 'new'). */
    open: name && !posted?.notice ? { name, value: params.get(name) ?? '' } : null,
    openHref: (dialog: Name, value: string) => {
      const next = without();
      next.set(dialog, value);
      return `${pathname}?${next}`;
    },
    closeHref,
    /** Closes the open dialog, with a notice for the screen. */
    onClose,
    notice: posted?.notice ?? state?.notice,
  };
}

/**
 * A screen's loader need not run again when only a dialog opens or closes (its data is on the
 * page already); it does after a form is posted and when other search values change.
 */
export function skipDialogRevalidation(dialogs: readonly string[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) => {
    if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
    // The same address again: an explicit revalidation (after uploads) or "Try again".
    if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
    if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search);
      for (const name of dialogs) params.delete(name);
      params.sort();
      return params.toString();
    };
    return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
  };
}

/**
 * The answer to one of a screen's forms: from its fetcher (with JavaScript) or from the action the
 * page was posted to (without).
 */
export function useFormAnswer<Answer extends { intent: string }>(intent: string) {
  const fetcher = useFetcher<Answer>();
  const posted = useActionData() as Answer | undefined;
  const answer = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const pending = fetcher.state !== 'idle';
  // The answer once the pages' data has been read again after it (closing the dialog earlier would
  // stop that reading).
  const settled = pending ? undefined : fetcher.data;
  return { fetcher, answer, settled, pending };
}

/** A modal dialog with JavaScript; without, an open dialog is a section of the page. */
export function ConsoleDialog({
  open,
  onClose,
  closeHref,
  title,
  description,
  size = 'md',
  dismissible = true,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeHref: string;
  title: string;
  description?: React.ReactNode;
  size?: 'sm' | 'md' | 'lg';
  dismissible?: boolean;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (hydrated) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        description={description}
        size={size}
        dismissible={dismissible}
      >
        {children}
      </Dialog>
    );
  }
  if (!open) return null;
  return (
    <DialogContent
      as="section"
      titleId={titleId}
      title={title}
      description={description}
      className={`${PANEL} ring-1 ring-brand-100`}
      headerClassName="flex flex-wrap items-start justify-between gap-3"
      close={
        <Link
          to={closeHref}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {m.site_close()}
        </Link>
      }
    >
      {children}
    </DialogContent>
  );
}

/**
 * A dialog holding one form: it cannot be dismissed while the form is busy (saving, uploading);
 * `children` renders the form afresh each time it opens and reports when it is busy.
 */
export function FormDialog({
  open,
  title,
  size = 'lg',
  closeHref,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  size?: 'md' | 'lg';
  closeHref: string;
  onClose: (notice?: string) => void;
  children: (onBusyChange: (busy: boolean) => void) => React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ConsoleDialog
      open={open}
      onClose={() => onClose()}
      closeHref={closeHref}
      title={title}
      size={size}
      dismissible={!busy}
    >
      {open && children(setBusy)}
    </ConsoleDialog>
  );
}

/** "Cancel" of a dialog's form: closes the dialog (a link back to the list without JavaScript). */
export function DialogCancel({
  closeHref,
  onClose,
  disabled,
  children,
}: {
  closeHref: string;
  onClose: () => void;
  disabled?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <Link
      to={closeHref}
      replace
      preventScrollReset
      aria-disabled={disabled || undefined}
      className={buttonClass(
        { variant: 'secondary' },
        `min-h-11 ${disabled ? 'pointer-events-none opacity-60' : ''}`,
      )}
      onClick={(event) => {
        event.preventDefault();
        if (!disabled) onClose();
      }}
    >
      {children ?? m.merchant_cancel()}
    </Link>
  );
}

/** A Conform form posted through a fetcher: validated in the browser, answered by the route action. */
export function FetcherSchemaForm({
  form,
  fetcher,
  intent,
  className = 'space-y-5',
  encType,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata
  form: FormMetadata<any, string[]>;
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  className?: string;
  encType?: 'multipart/form-data';
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form
      method="post"
      encType={encType}
      {...getFormProps(form)}
      className={className}
      aria-busy={fetcher.state !== 'idle'}
    >
      <input type="hidden" name="intent" value={intent} />
      <FormErrors errors={form.errors} />
      {children}
    </fetcher.Form>
  );
}

/** The bottom bar of a long dialog form: what is happening, Cancel and the submit button. */
export function DialogActions({
  busy,
  busyLabel,
  submitLabel,
  submitDisabled,
  closeHref,
  onClose,
  sticky = true,
}: {
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  submitDisabled?: boolean;
  closeHref: string;
  onClose: () => void;
  sticky?: boolean;
}) {
  return (
    <div
      className={`flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white pt-3 pb-1 ${
        sticky ? 'sticky bottom-0 z-10 -mx-5 px-5 sm:-mx-6 sm:px-6' : ''
      }`}
    >
      {busy && (
        <span className="mr-auto flex items-center gap-2 text-slate-700">
          <Spinner label={busyLabel} className="size-5" />
          <span aria-hidden="true">{busyLabel}</span>
        </span>
      )}
      <DialogCancel closeHref={closeHref} onClose={onClose} disabled={busy} />
      <Button type="submit" className="min-h-11" disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
