import { merchantSignupFormSchema } from '@belizepass/domain';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { InputField, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { CheckboxField, EmailField, TextLink } from './form-parts';
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
    window.alert(`Error occurred: ${message}`);
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
            <Banner title="Please check the form">
              {errorCount === 1
                ? 'One field needs your attention.'
                : `${errorCount} fields need your attention.`}
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
          <legend className="text-lg font-semibold text-slate-900">Your details</legend>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField field={fields.firstName} label="First name" autoComplete="given-name" />
            <InputField field={fields.lastName} label="Last name" autoComplete="family-name" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailField field={fields.email} />
            <InputField field={fields.phone_number} label="Phone number" type="tel" autoComplete="tel" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-5">
          <legend className="text-lg font-semibold text-slate-900">Your business</legend>
          <InputField
            field={application.business_name}
            label="Business name"
            autoComplete="organization"
            maxLength={120}
          />
          <TextareaField
            field={application.description}
            label="Business description"
            rows={4}
            maxLength={2000}
            hint="What you offer, where you operate and what makes your trips special."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              field={application.contact_email}
              label="Business contact email"
              type="email"
              inputMode="email"
            />
            <InputField
              field={application.btb_licence_number}
              label="BTB tour operator licence number"
              maxLength={40}
              hint="Issued by the Belize Tourism Board"
            />
          </div>
        </fieldset>

        <CheckboxField field={fields.terms}>
          I agree to the <TextLink to="/terms">Terms of Service</TextLink> and{' '}
          <TextLink to="/privacy">Privacy Policy</TextLink>
        </CheckboxField>

        <div>
          <SubmitButton busyLabel="Creating Account...">Create Merchant Account</SubmitButton>
          <p className="mt-4 text-center text-sm text-slate-600">
            Already a merchant? <TextLink to="/merchant/login">Sign in</TextLink>
          </p>
        </div>
      </Form>
    </div>
  );
}
