import { AUTH_MESSAGES } from '@belizepass/domain';
import { BadgeCheck, Banknote, CalendarCheck, CheckCircle2, QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useActionData, useNavigate } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { ButtonLink } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { PageMeta } from '~/components/ui/page-title';
import { AuthClientError } from '~/features/auth/auth-client';
import {
  CheckboxField,
  NeedsJavaScript,
  needsJavaScriptAction,
  SubmitButton,
  TextLink,
} from '~/features/auth/form-parts';
import {
  clearMerchantDraft,
  EMPTY_MERCHANT_SIGNUP,
  loadMerchantDraft,
  type MerchantSignupValues,
  saveMerchantDraft,
} from '~/features/auth/merchant-draft';
import { useSession } from '~/features/auth/session';
import {
  checkContactEmail,
  checkEmail,
  checkNewPassword,
  checkRequired,
  compactErrors,
  type FieldErrors,
} from '~/features/auth/validation';

export const action = needsJavaScriptAction;

/** After a successful application the visitor moves on after 3 seconds (spec section 9). */
const REDIRECT_DELAY_MS = 3000;

type Field = keyof MerchantSignupValues;

const BENEFITS = [
  { Icon: BadgeCheck, text: 'List your tours and offers with photos, itineraries and prices.' },
  { Icon: CalendarCheck, text: 'See upcoming bookings and guest details in one dashboard.' },
  { Icon: QrCode, text: 'Check guests in by QR code or confirmation code.' },
  { Icon: Banknote, text: 'No upfront cost: a commission only on what you sell.' },
];

/** The server's field names in `error.details`, mapped to this form's fields. */
const SERVER_FIELDS: Record<string, Field> = {
  email: 'email',
  password: 'password',
  full_name: 'firstName',
  phone_number: 'phone',
  'merchant_application.business_name': 'businessName',
  'merchant_application.description': 'businessDescription',
  'merchant_application.contact_email': 'contactEmail',
  'merchant_application.btb_licence_number': 'licenceNumber',
};

/** Spec section 5, "Merchant sign-up": text fields are trimmed before the empty check. */
function validate(values: MerchantSignupValues): FieldErrors<Field> {
  return compactErrors<Field>({
    firstName: checkRequired(values.firstName, AUTH_MESSAGES.firstNameRequired),
    lastName: checkRequired(values.lastName, AUTH_MESSAGES.lastNameRequired),
    email: checkEmail(values.email),
    phone: checkRequired(values.phone, AUTH_MESSAGES.phoneRequired),
    password: checkNewPassword(values.password),
    confirmPassword:
      values.password !== values.confirmPassword ? AUTH_MESSAGES.passwordsDoNotMatch : undefined,
    businessName: checkRequired(values.businessName, AUTH_MESSAGES.businessNameRequired),
    businessDescription: checkRequired(values.businessDescription, AUTH_MESSAGES.businessDescriptionRequired),
    contactEmail: checkContactEmail(values.contactEmail),
    licenceNumber: checkRequired(values.licenceNumber, AUTH_MESSAGES.licenceRequired),
    agreeTerms: values.agreeTerms ? undefined : AUTH_MESSAGES.termsRequired,
  });
}

interface Failure {
  message: string;
  detail: string[];
}

/** Spec section 8, "Merchant registration": field messages, banner text and detail. */
function describeFailure(error: unknown): { failure: Failure; fields: FieldErrors<Field> } {
  const fields: FieldErrors<Field> = {};
  const serverMessage =
    error instanceof AuthClientError && error.message !== AUTH_MESSAGES.unexpected ? error.message : '';
  const lower = serverMessage.toLowerCase();
  if (lower.includes('email') && (lower.includes('already exists') || lower.includes('already registered'))) {
    fields.email = AUTH_MESSAGES.emailAlreadyRegistered;
  } else if (lower.includes('password')) {
    fields.password = serverMessage;
  } else if (lower.includes('business name')) {
    fields.businessName = `Business name error: ${serverMessage}`;
  }
  const details = error instanceof AuthClientError ? error.details : [];
  for (const issue of details) {
    const field = SERVER_FIELDS[issue.field];
    if (field) fields[field] ??= issue.message;
  }
  const status = error instanceof AuthClientError ? error.status : 500;
  return {
    fields,
    failure: {
      message: serverMessage || AUTH_MESSAGES.merchantRegistrationFallback,
      detail:
        details.length > 0
          ? details.map((issue) => (issue.field ? `${issue.field}: ${issue.message}` : issue.message))
          : [`(Status: ${status})`],
    },
  };
}

export default function MerchantRegister() {
  const { register } = useSession();
  const navigate = useNavigate();
  const actionData = useActionData<typeof action>();
  const [values, setValues] = useState<MerchantSignupValues>(EMPTY_MERCHANT_SIGNUP);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);

  // The saved draft comes back on load (never with passwords).
  useEffect(() => {
    const draft = loadMerchantDraft();
    if (draft) setValues(draft);
  }, []);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/register-merchant-pending'), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = <K extends Field>(field: K, value: MerchantSignupValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      saveMerchantDraft(next);
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  const text = (field: Exclude<Field, 'agreeTerms'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate(values);
    flushSync(() => {
      setErrors(found);
      setFailure(null);
    });
    if (Object.keys(found).length > 0) {
      // Spec section 5: nothing is sent and the page scrolls to the top.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      summary.current?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    try {
      await register({
        email: values.email.trim(),
        password: values.password,
        full_name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        phone_number: values.phone.trim(),
        role: 'merchant_admin',
        merchant_application: {
          business_name: values.businessName.trim(),
          description: values.businessDescription.trim(),
          contact_email: values.contactEmail.trim(),
          btb_licence_number: values.licenceNumber.trim(),
        },
      });
      clearMerchantDraft();
      flushSync(() => setDone(true));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      const described = describeFailure(error);
      flushSync(() => {
        setBusy(false);
        setErrors(described.fields);
        setFailure(described.failure);
      });
      failureBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      failureBox.current?.focus({ preventScroll: true });
      window.alert(`Error occurred: ${described.failure.message}`);
    }
  };

  const errorCount = Object.keys(errors).length;

  return (
    <>
      <PageMeta
        title="Merchant Sign Up"
        description="Apply to sell your tours and offers to visitors on BelizePass. No upfront cost."
      />
      <div className="bg-linear-to-br from-brand-50 via-white to-sky-50">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For merchants</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Merchant Sign Up
          </h1>
          <p className="mt-3 max-w-2xl text-slate-600">
            Sell your tours and offers to visitors planning their Belize trip. Every application is reviewed
            by our team in Belize City.
          </p>

          <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
            {done ? (
              <section
                role="status"
                aria-labelledby="merchant-success-title"
                className="rounded-xl border border-green-200 bg-white p-6 text-center shadow-sm sm:p-10"
              >
                <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
                <h2 id="merchant-success-title" className="mt-4 text-2xl font-bold text-slate-900">
                  Application Submitted!
                </h2>
                <p className="mt-3 text-slate-600">
                  Thank you for applying with{' '}
                  <strong className="text-slate-900">{values.businessName}</strong>. Your merchant account has
                  been created and your application is now under review.
                </p>
                <p className="mt-2 text-sm text-slate-500">Taking you to the next step in a moment...</p>
                <ButtonLink to="/register-merchant-pending" size="lg" className="mt-6 min-h-12">
                  Continue
                </ButtonLink>
              </section>
            ) : (
              <section
                aria-label="Merchant application"
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
              >
                {actionData?.needsJavaScript && <NeedsJavaScript />}
                <div ref={summary} tabIndex={-1} className="focus:outline-none">
                  {errorCount > 0 && !failure && (
                    <div className="mb-6">
                      <Banner title="Please check the form">
                        {errorCount === 1
                          ? 'One field needs your attention.'
                          : `${errorCount} fields need your attention.`}
                      </Banner>
                    </div>
                  )}
                </div>
                <div ref={failureBox} tabIndex={-1} className="focus:outline-none">
                  {failure && (
                    <div className="mb-6">
                      <Banner title={AUTH_MESSAGES.registrationFailed}>
                        <p>{failure.message}</p>
                        <ul className="mt-1 text-sm">
                          {failure.detail.map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </Banner>
                    </div>
                  )}
                </div>
                <form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
                  <fieldset className="space-y-5">
                    <legend className="text-lg font-semibold text-slate-900">Your details</legend>
                    <div className="grid gap-5 sm:grid-cols-2">
                      <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
                      <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
                    </div>
                    <div className="grid gap-5 sm:grid-cols-2">
                      <TextField
                        label="Email"
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        {...text('email')}
                      />
                      <TextField label="Phone number" type="tel" autoComplete="tel" {...text('phone')} />
                    </div>
                    <div className="grid gap-5 sm:grid-cols-2">
                      <TextField
                        label="Password"
                        type="password"
                        autoComplete="new-password"
                        hint={AUTH_MESSAGES.passwordHint}
                        {...text('password')}
                      />
                      <TextField
                        label="Confirm password"
                        type="password"
                        autoComplete="new-password"
                        {...text('confirmPassword')}
                      />
                    </div>
                  </fieldset>

                  <fieldset className="space-y-5">
                    <legend className="text-lg font-semibold text-slate-900">Your business</legend>
                    <TextField
                      label="Business name"
                      autoComplete="organization"
                      maxLength={120}
                      {...text('businessName')}
                    />
                    <TextAreaField
                      label="Business description"
                      rows={4}
                      maxLength={2000}
                      hint="What you offer, where you operate and what makes your trips special."
                      {...text('businessDescription')}
                    />
                    <div className="grid gap-5 sm:grid-cols-2">
                      <TextField
                        label="Business contact email"
                        type="email"
                        inputMode="email"
                        {...text('contactEmail')}
                      />
                      <TextField
                        label="BTB tour operator licence number"
                        maxLength={40}
                        hint="Issued by the Belize Tourism Board"
                        {...text('licenceNumber')}
                      />
                    </div>
                  </fieldset>

                  <CheckboxField
                    id="merchant-terms"
                    name="agreeTerms"
                    checked={values.agreeTerms}
                    onChange={(checked) => set('agreeTerms', checked)}
                    error={errors.agreeTerms}
                  >
                    I agree to the <TextLink to="/terms">Terms of Service</TextLink> and{' '}
                    <TextLink to="/privacy">Privacy Policy</TextLink>
                  </CheckboxField>

                  <div>
                    <SubmitButton busy={busy} busyLabel="Creating Account...">
                      Create Merchant Account
                    </SubmitButton>
                    <p className="mt-4 text-center text-sm text-slate-600">
                      Already a merchant? <TextLink to="/merchant/login">Sign in</TextLink>
                    </p>
                  </div>
                </form>
              </section>
            )}

            <aside aria-labelledby="merchant-benefits" className="lg:pt-2">
              <h2 id="merchant-benefits" className="text-lg font-semibold text-slate-900">
                What you get
              </h2>
              <ul className="mt-4 space-y-4">
                {BENEFITS.map(({ Icon, text: benefit }) => (
                  <li key={benefit} className="flex gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="pt-2 text-sm text-slate-700">{benefit}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-lg bg-white p-4 text-sm text-slate-600 shadow-sm">
                Questions before you apply? Email{' '}
                <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                  partners@belizepass.bz
                </a>
                .
              </p>
            </aside>
          </div>
        </div>
      </div>
    </>
  );
}
