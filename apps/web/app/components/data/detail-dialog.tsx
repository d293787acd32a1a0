import { m } from '@belizepass/domain/i18n';
import { useId, useLayoutEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { DescriptionItem, type DetailProps } from '~/components/ui/description-item';
import { CLOSE_CONTROL_CLASS, closeIcon, DIALOG_SIZES, DialogContent } from '~/components/ui/dialog';
import { closeHref } from './list-url';

/** Whether the dialog is shown modally (older engines do not know `:modal`). */
function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal');
  } catch {
    return false;
  }
}

/**
 * The detail of one record, opened by the address (`?selected=<id>`, rendered by the route's loader)
 * so it needs no JavaScript: the server renders it as an open `<dialog>` over the list, "Close" is a
 * link back to the list. With JavaScript it becomes a modal dialog (the page behind is inert, Escape
 * closes it) and focus returns to the link that opened it.
 */
export function DetailDialog({
  title,
  description,
  size = 'lg',
  actions,
  aside,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  size?: keyof typeof DIALOG_SIZES;
  /** The footer's buttons, beside Close. */
  actions?: React.ReactNode;
  /** A link at the start of the footer (e.g. the public page). */
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const back = closeHref(location);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const opener = document.activeElement;
    if (typeof element.showModal === 'function' && !isModal(element)) {
      if (element.open) element.close();
      element.showModal();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const close = () => navigate(back, { preventScrollReset: true });

  return (
    <>
      {/* Behind the dialog without JavaScript: dims the page, and a click on it closes. */}
      <Link
        to={back}
        preventScrollReset
        aria-hidden="true"
        tabIndex={-1}
        className="fixed inset-0 z-40 bg-slate-900/50"
      />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape (onCancel) and the Close links do the same from the keyboard */}
      <dialog
        ref={ref}
        open
        aria-labelledby={titleId}
        aria-describedby={description ? textId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={`fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${DIALOG_SIZES[size]} overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-transparent`}
      >
        <DialogContent
          titleId={titleId}
          title={title}
          titleClassName="min-w-0 break-words"
          descriptionId={textId}
          description={description}
          bodyClassName="mt-4 space-y-5"
          close={
            <Link to={back} preventScrollReset aria-label={m.site_close()} className={CLOSE_CONTROL_CLASS}>
              {closeIcon}
            </Link>
          }
          footer={
            <div className="mt-5 flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
              {aside}
              <Link
                to={back}
                preventScrollReset
                className={buttonClass({ variant: 'secondary' }, 'min-h-11')}
              >
                {m.site_close()}
              </Link>
              {actions}
            </div>
          }
        >
          {children}
        </DialogContent>
      </dialog>
    </>
  );
}

/** A label and value pair of a detail view (inside a `<dl>`). */
export const Detail = (props: DetailProps) => <DescriptionItem look="stacked" {...props} />;

/** A titled part of a detail view. */
export function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The record the address opens (`?selected=<id>`): the loader's full detail when it came, else the
 * list's row, else a dialog saying it could not be loaded.
 */
export function SelectedRecord<Full extends { id: string }, Row extends { id: string } = Full>({
  id,
  detail,
  rows,
  notFound,
  children,
}: {
  id: string | null;
  detail: Full | null | undefined;
  rows?: readonly Row[] | null;
  /** The dialog's title when the record is missing ("Tour Not Found"). */
  notFound: string;
  children: (record: Row | Full) => React.ReactNode;
}) {
  if (!id) return null;
  const record = detail?.id === id ? detail : rows?.find((row) => row.id === id);
  if (!record) {
    return (
      <DetailDialog title={notFound}>
        <p className="text-slate-700">{m.site_list_record_missing()}</p>
      </DetailDialog>
    );
  }
  return children(record);
}
