import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** Marks a field's input red without a message of its own (the form's message explains it). */
export const HIGHLIGHT_FIELD = '[&_input]:border-red-500';

/** A submit button that shows its busy text (and is disabled) while the form is being sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = '',
}: {
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy}
      aria-disabled={busy}
      className={`min-h-12 w-full ${className}`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A checkbox with its label (which may hold links) and validation message. */
export function CheckboxField({
  id,
  checked,
  onChange,
  error,
  name,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`mt-0.5 size-5 shrink-0 rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            error ? 'outline-2 outline-red-500' : ''
          }`}
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {children}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** An inline text link in the brand colour. */
export function TextLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </Link>
  );
}

/** Shown after a form is posted without JavaScript: the session lives in the browser's storage. */
export function NeedsJavaScript() {
  return (
    <p
      role="alert"
      className="mb-5 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      This form needs JavaScript. Please turn on JavaScript in your browser and try again.
    </p>
  );
}

/** The route action for forms that only work in the browser: tells the page to explain why. */
export function needsJavaScriptAction() {
  return { needsJavaScript: true as const };
}
