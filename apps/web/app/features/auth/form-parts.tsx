import { m } from '@belizepass/domain/i18n';
import type { FieldMetadata } from '@conform-to/react';
import { Link } from 'react-router';
import { InputField } from '~/components/forms/form';
import { useSteadyMessage } from '~/components/ui/use-steady-message';

/**
 * A checkbox with its label (which may hold links) and validation message. Controlled with
 * `checked`/`onChange`, or bound to a Conform field with `field` (posted as "on" when ticked).
 */
export function CheckboxField({
  id: givenId,
  checked,
  onChange,
  error: givenError,
  name: givenName,
  field,
  children,
}: {
  id?: string;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  error?: string;
  name?: string;
  field?: FieldMetadata<unknown>;
  children: React.ReactNode;
}) {
  const id = field?.id ?? givenId ?? givenName;
  const error = useSteadyMessage(field?.errors?.[0] ?? givenError);
  const controlled = checked !== undefined ? { checked } : { defaultChecked: field?.initialValue === 'on' };
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          key={field?.key}
          id={id}
          name={field?.name ?? givenName}
          form={field?.formId}
          type="checkbox"
          {...controlled}
          onChange={onChange ? (event) => onChange(event.target.checked) : undefined}
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

/** The email field of the sign-in, sign-up and password forms. */
export function EmailField({ field }: { field: FieldMetadata<unknown> }) {
  return (
    <InputField field={field} label={m.account_email()} type="email" autoComplete="email" inputMode="email" />
  );
}

/** "I agree to the Terms of Service and Privacy Policy", the label of the sign-up forms' terms box. */
export function TermsAgreement() {
  return (
    <>
      {m.account_terms_agree_before()} <TextLink to="/terms">{m.account_terms_link()}</TextLink>{' '}
      {m.account_terms_agree_and()} <TextLink to="/privacy">{m.account_privacy_link()}</TextLink>
    </>
  );
}
