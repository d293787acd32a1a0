import { m } from '@belizepass/domain/i18n';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

export const DIALOG_SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

/** The × control in a dialog's corner (a button, or a link where closing is a navigation). */
export const CLOSE_CONTROL_CLASS =
  '-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600';
export const closeIcon = <X aria-hidden="true" className="size-5" />;

/**
 * The inside of a dialog: the title with the close control beside it, the description (which
 * `descriptionId` lets the dialog point to) and the content. `as="section"` makes it a landmark
 * named by its title, for a dialog shown as part of the page.
 */
export function DialogContent({
  titleId,
  title,
  titleClassName = '',
  close,
  descriptionId,
  description,
  as: Tag = 'div',
  className = 'p-5 sm:p-6',
  headerClassName = 'flex items-start justify-between gap-4',
  bodyClassName = 'mt-4',
  footer,
  children,
}: {
  titleId: string;
  title: string;
  titleClassName?: string;
  close?: React.ReactNode;
  descriptionId?: string;
  description?: React.ReactNode;
  as?: 'div' | 'section';
  className?: string;
  headerClassName?: string;
  bodyClassName?: string;
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Tag aria-labelledby={Tag === 'section' ? titleId : undefined} className={className}>
      <div className={headerClassName}>
        <h2 id={titleId} className={`text-xl font-bold text-slate-900 ${titleClassName}`}>
          {title}
        </h2>
        {close}
      </div>
      {description && (
        <div id={descriptionId} className="mt-2 text-slate-700">
          {description}
        </div>
      )}
      <div className={bodyClassName}>{children}</div>
      {footer}
    </Tag>
  );
}

/**
 * Shows a `<dialog>` as a modal while `open` (the page behind goes inert) and closes it after.
 * `focusFirstInput` moves focus to its first field when it opens; `returnFocus` gives focus back
 * to whatever opened it once it closes or unmounts.
 */
export function useModalDialog(open: boolean, { focusFirstInput = false, returnFocus = false } = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      if (focusFirstInput) element.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, focusFirstInput]);
  useEffect(() => {
    if (open || !returnFocus) return;
    const previous = opener.current;
    opener.current = null;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }, [open, returnFocus]);
  return ref;
}

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the page behind inert (focus
 * stays inside), Escape closes it, the title labels it and focus returns to the opener on close.
 * `dismissible={false}` keeps it open on Escape and hides the close button (e.g. while saving).
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  size = 'sm',
  dismissible = true,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: React.ReactNode;
  size?: keyof typeof DIALOG_SIZES;
  dismissible?: boolean;
  children: React.ReactNode;
}) {
  const ref = useModalDialog(open, { returnFocus: true });
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      onCancel={(event) => {
        // Escape: close through the owner so its state stays the source of truth.
        event.preventDefault();
        if (dismissible) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${DIALOG_SIZES[size]} overflow-y-auto rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <DialogContent
          titleId={titleId}
          title={title}
          descriptionId={textId}
          description={description}
          close={
            dismissible && (
              <button
                type="button"
                onClick={onClose}
                aria-label={m.site_close()}
                className={CLOSE_CONTROL_CLASS}
              >
                {closeIcon}
              </button>
            )
          }
        >
          {children}
        </DialogContent>
      )}
    </dialog>
  );
}
