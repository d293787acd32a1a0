import { m } from '@belizepass/domain/i18n';
import type { LucideIcon } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const OUTLINE = {
  neutral: 'border-slate-300 text-slate-700 hover:bg-slate-50',
  good: 'border-green-300 text-green-800 hover:bg-green-50',
  bad: 'border-red-300 text-red-700 hover:bg-red-50',
  featured: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
} as const;

export type ActionTone = keyof typeof OUTLINE;

export const DANGER_BUTTON = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-red-300 ${FOCUS}`;

/** Which intent on which record is being submitted right now (with JavaScript), if any. */
export function useSubmitting(id: string) {
  const navigation = useNavigation();
  if (navigation.state === 'idle' || !navigation.formData) return null;
  return navigation.formData.get('id') === id ? String(navigation.formData.get('intent') ?? '') : null;
}

/**
 * A small POST form with the action's `intent` and the record's `id`: every change to a record is a
 * route action, so it works without JavaScript. `fields` adds other values.
 */
export function IntentForm({
  intent,
  id,
  fields,
  className,
  children,
}: {
  intent: string;
  id: string;
  fields?: Record<string, string>;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

function rowActionClass(tone: ActionTone, compact: boolean) {
  return `inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${FOCUS} ${
    OUTLINE[tone]
  } ${compact ? 'min-w-10 px-2' : 'px-3'}`;
}

interface RowActionLook {
  icon: LucideIcon;
  /** The visible label ("Approve"); with the record's name it names the control ("Approve Reef Divers"). */
  label: string;
  /** The record's name, for the accessible name. */
  name: string;
  tone?: ActionTone;
  /** Icon only (tables); labelled (cards). */
  compact?: boolean;
}

function Face({ icon: Icon, label, compact, busy }: RowActionLook & { busy?: boolean }) {
  return (
    <>
      {busy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {!compact && <span aria-hidden="true">{label}</span>}
    </>
  );
}

/** A row action that opens something (the record's detail, a form): a link. */
export function RowLink({ to, ...look }: RowActionLook & { to: string }) {
  const { label, name, tone = 'neutral', compact = true } = look;
  return (
    <Link
      to={to}
      preventScrollReset
      aria-label={m.site_list_row_action({ action: label, name })}
      title={compact ? label : undefined}
      className={rowActionClass(tone, compact)}
    >
      <Face {...look} compact={compact} />
    </Link>
  );
}

/** A row action that changes the record (approve, deactivate...): a button in its own POST form. */
export function RowAction({
  intent,
  id,
  pressed,
  ariaLabel,
  ...look
}: RowActionLook & { intent: string; id: string; pressed?: boolean; ariaLabel?: string }) {
  const { label, name, tone = 'neutral', compact = true } = look;
  const submitting = useSubmitting(id);
  return (
    <IntentForm intent={intent} id={id}>
      <button
        type="submit"
        disabled={submitting !== null}
        aria-pressed={pressed}
        aria-label={ariaLabel ?? m.site_list_row_action({ action: label, name })}
        title={compact ? label : undefined}
        className={rowActionClass(tone, compact)}
      >
        <Face {...look} compact={compact} busy={submitting === intent} />
      </button>
    </IntentForm>
  );
}

/** The row's actions side by side: on one line in a table, wrapping on a card. */
export function RowActions({ compact, children }: { compact: boolean; children: React.ReactNode }) {
  return <div className={`flex gap-2 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>{children}</div>;
}

const LOOKS = {
  primary: buttonClass({ variant: 'primary' }, 'min-h-11'),
  secondary: buttonClass({ variant: 'secondary' }, 'min-h-11'),
  danger: DANGER_BUTTON,
} as const;

/**
 * The submit button of a form in a detail view's footer, named by the form's `intent`: it may stand
 * outside its form (`form` = the form's id) and shows its busy label while that form is submitted.
 */
export function SubmitAction({
  intent,
  label,
  busyLabel,
  look = 'primary',
  form,
  disabled = false,
}: {
  intent: string;
  label: string;
  busyLabel: string;
  look?: keyof typeof LOOKS;
  form?: string;
  disabled?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      form={form}
      disabled={busy || disabled}
      className={`${LOOKS[look]} w-full sm:w-auto`}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * A labelled action button of a detail view's footer ("Approve Merchant"), in its own POST form;
 * it shows its busy label while submitting.
 */
export function IntentButton({
  intent,
  id,
  label,
  busyLabel,
  look = 'primary',
}: {
  intent: string;
  id: string;
  label: string;
  busyLabel: string;
  look?: keyof typeof LOOKS;
}) {
  const submitting = useSubmitting(id);
  return (
    <IntentForm intent={intent} id={id} className="contents">
      <button type="submit" disabled={submitting !== null} className={`${LOOKS[look]} w-full sm:w-auto`}>
        {submitting === intent ? busyLabel : label}
      </button>
    </IntentForm>
  );
}
