import { Link, type LinkProps } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-600',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-400',
} as const;
const SIZES = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2.5', lg: 'px-6 py-3 text-lg' } as const;

interface StyleProps {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export function buttonClass({ variant = 'primary', size = 'md' }: StyleProps = {}, extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]} ${extra}`;
}

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & StyleProps) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & StyleProps) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}

export interface LinkAction {
  to: string;
  label: React.ReactNode;
  variant?: keyof typeof VARIANTS;
}

/** A row (or stack) of button-styled links, the first usually the primary one. */
export function ButtonLinks({
  links,
  className,
  size = 'lg',
  linkClassName = 'min-h-12',
}: {
  links: LinkAction[];
  className: string;
  size?: keyof typeof SIZES;
  linkClassName?: string;
}) {
  return (
    <div className={className}>
      {links.map(({ to, label, variant }) => (
        <ButtonLink key={to} to={to} variant={variant} size={size} className={linkClassName}>
          {label}
        </ButtonLink>
      ))}
    </div>
  );
}

/** The stacked, full-width links under the message of a centred card (AuthCard screens). */
export function StackedButtonLinks({ links }: { links: LinkAction[] }) {
  return <ButtonLinks links={links} className="mt-6 flex flex-col gap-3" linkClassName="min-h-12 w-full" />;
}

/** The red button of an action that deletes or cancels for good. */
export const DANGER_BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:bg-red-300';

/** The turning ring inside a button whose action is under way. */
export function BusyMark({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} animate-spin rounded-full border-2 border-white/40 border-t-white`}
    />
  );
}

/** A red submit button that shows `busyLabel` and a spinner while its deletion is under way. */
export function DangerSubmit({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: string;
}) {
  return (
    <button type="submit" className={DANGER_BUTTON} disabled={busy} aria-disabled={busy}>
      {busy && <BusyMark />}
      {busy ? busyLabel : children}
    </button>
  );
}
