import { Form, Link } from 'react-router';
import { BusyMark, Button, buttonClass } from '~/components/ui/button';

/** The check-in screen's own address: opening it again starts over (without JavaScript). */
export const CHECK_IN_PATH = '/merchant/dashboard/check-in';

/**
 * A form of the check-in counter. Without JavaScript it posts to the route action, which answers the
 * next step; with JavaScript `onSubmit` takes the values and the counter runs the same step in the
 * browser (so it can queue a check-in while offline).
 */
export function CounterForm({
  intent,
  onSubmit,
  className,
  children,
}: {
  intent: string;
  onSubmit: (form: FormData) => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      action={CHECK_IN_PATH}
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** A submit button with a spinner and its busy label while the step runs. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  className = 'min-h-11',
}: {
  busy: boolean;
  busyLabel?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" className={className} disabled={busy} aria-disabled={busy}>
      {busy && <BusyMark />}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/** "Check In Another Tourist", "Cancel": back to the code box (a link without JavaScript). */
export function StartOverLink({
  onStartOver,
  disabled,
  children,
  variant = 'secondary',
}: {
  onStartOver: () => void;
  disabled?: boolean;
  children: React.ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <Link
      to={CHECK_IN_PATH}
      aria-disabled={disabled || undefined}
      className={buttonClass({ variant }, `min-h-11 ${disabled ? 'pointer-events-none opacity-60' : ''}`)}
      onClick={(event) => {
        event.preventDefault();
        if (!disabled) onStartOver();
      }}
    >
      {children}
    </Link>
  );
}
