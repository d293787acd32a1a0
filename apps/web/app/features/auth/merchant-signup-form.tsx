import { merchantSignupFormSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { InputField, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { CheckboxField, EmailField, TermsAgreement, TextLink } from './form-parts';
import { loadMerchantDraft, saveMerchantDraft } from './merchant-draft';
import { NewPasswordFields, RegistrationFailed, useServerFailure } from './signup-parts';

/** The name of Conform's own intent buttons (e.g. restoring the draft), which are not real submits. */
const CONFORM_INTENT = '__intent__';

/**
 * The merchant application (spec sections 2.11, 4 and 5): one form in two parts, posted to the
 * route action (so it works without JavaScript). In the browser the fields are checked as they are
 * left; a submit with mistakes sends nothing, scrolls to the top and says how many fields need
 * attention. The draft (never the passwords) is kept in this browser while typing.
 */
export function MerchantSignupForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(merchantSignupFormSchema, { id: 'merchant-register', lastResult });
  const application = fields.merchant_application.getFieldset();
  const formElement = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);
  const { update } = form;

  // The saved draft comes back on load (not over what the server has just sent back).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || lastResult) return;
    restored.current = true;
    const draft = loadMerchantDraft();
    // Conform types a whole-form value as flat strings; the draft is nested like the field names.
    if (draft) update({ value: draft as Record<string, string>, validated: false });
  }, [lastResult, update]);

  // Spec section 4: a refused application scrolls to the banner and raises an alert.
  useServerFailure(lastResult, (message) => {
    failureBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    failureBox.current?.focus({ preventScroll: true });
    window.alert(m.account_merchant_error_alert({ message }));
  });

  // Runs after the form's own submit handler: when the browser-side check found mistakes, go to the top.
  const afterSubmit = (event: React.FormEvent<HTMLDivElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute('name') === CONFORM_INTENT) return;
    requestAnimationFrame(() => {
      if (!formElement.current?.querySelector('[aria-invalid="true"]')) return;
      window.scrollTo({ top: 0, behavior: 'smooth' });
      summary.current?.focus({ preventScroll: true });
    });
  };

  const errorCount = Object.keys(form.allErrors).filter((name) => name !== '').length;

  return (
    <div onSubmit={afterSubmit}>
      <div ref={summary} tabIndex={-1} className="focus:outline-none">
        {errorCount > 0 && !form.errors?.length && (
          <div className="mb-6">
            <Banner title={m.account_merchant_check_form()}>
              {m.account_merchant_fields_attention({ count: errorCount })}
            </Banner>
          </div>
        )}
      </div>
      <RegistrationFailed ref={failureBox} errors={form.errors} />
      <Form
        ref={formElement}
        method="post"
        {...getFormProps(form)}
        onChange={(event) => saveMerchantDraft(event.currentTarget)}
        className="space-y-8"
      >
        <fieldset className="min-w-0 space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            {m.account_merchant_your_details()}
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.firstName} label={m.account_first_name()} autoComplete="given-name" />
            <InputField field={fields.lastName} label={m.account_last_name()} autoComplete="family-name" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField field={fields.email} />
            <InputField
              field={fields.phone_number}
              label={m.account_phone_number()}
              type="tel"
              autoComplete="tel"
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-5">
          <legend className="text-lg font-semibold text-slate-900">
            {m.account_merchant_your_business()}
          </legend>
          <InputField
            field={application.business_name}
            label={m.account_merchant_business_name()}
            autoComplete="organization"
            maxLength={120}
          />
          <TextareaField
            field={application.description}
            label={m.account_merchant_business_description()}
            rows={4}
            maxLength={2000}
            hint={m.account_merchant_business_description_hint()}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              field={application.contact_email}
              label={m.account_merchant_contact_email()}
              type="email"
              inputMode="email"
            />
            <InputField
              field={application.btb_licence_number}
              label={m.account_merchant_licence()}
              maxLength={40}
              hint={m.account_merchant_licence_hint()}
            />
          </div>
        </fieldset>

        <CheckboxField field={fields.terms}>
          <TermsAgreement />
        </CheckboxField>

        <div>
          <SubmitButton busyLabel={m.account_creating_account()}>{m.account_merchant_create()}</SubmitButton>
          <p className="mt-4 text-center text-sm text-slate-600">
            {m.account_merchant_already()}{' '}
            <TextLink to="/merchant/login">{m.account_sign_in_link()}</TextLink>
          </p>
        </div>
      </Form>
    </div>
  );
}
