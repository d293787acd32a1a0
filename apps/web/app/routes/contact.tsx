import { contactMessageSchema } from '@belizepass/domain';
import { Clock, Mail, MapPin, Phone, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { useActionData } from 'react-router';
import { Banner } from '~/components/ui/banner';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';
import { useHydrated } from '~/components/ui/use-hydrated';
import { type ApiClient, ApiError, browserApi, serverApi } from '~/lib/api-client';
import type { Route } from './+types/contact';

/** Body of `POST /api/contact`. */
interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}
type ContactField = keyof ContactInput;
type ContactErrors = Partial<Record<ContactField, string>>;

type ContactResult =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactErrors; values?: ContactInput }
  | { status: 'failed'; values?: ContactInput };

const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];
/** Longest values `contactMessageSchema` accepts. */
const LIMITS = { name: 120, email: 254, subject: 160, message: 5000 } as const;

const SENT_TEXT = "Thank you for your message! We'll get back to you within 24 hours.";
const FAILED_TEXT = 'Something went wrong. Please try again later.';

function readForm(form: FormData): ContactInput {
  const text = (key: ContactField) => String(form.get(key) ?? '').trim();
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

/** The same rules as the API (`contactMessageSchema`), with the first problem of each field. */
function validateContact(input: ContactInput): ContactErrors {
  const parsed = contactMessageSchema.safeParse(input);
  const errors: ContactErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (FIELDS as string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return errors;
}

/** Sends the message; a 400 with field issues in `error.details` becomes messages on those fields. */
async function sendContact(api: ApiClient, input: ContactInput): Promise<ContactResult> {
  try {
    await api.post('/api/contact', input);
    return { status: 'sent' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const errors: ContactErrors = {};
      for (const issue of error.details) {
        if ((FIELDS as string[]).includes(issue.field)) errors[issue.field as ContactField] = issue.message;
      }
      if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
    }
    return { status: 'failed' };
  }
}

/** Without JavaScript the form posts here, and the message is sent from the server. */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactResult> {
  const input = readForm(await request.formData());
  const errors = validateContact(input);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors, values: input };
  const result = await sendContact(serverApi(context), input);
  return result.status === 'sent' ? result : { ...result, values: input };
}

function ContactForm() {
  const hydrated = useHydrated();
  const actionData = useActionData<typeof action>();
  const [clientResult, setClientResult] = useState<ContactResult | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const result = clientResult ?? actionData ?? null;
  const errors: ContactErrors = result?.status === 'invalid' ? result.errors : {};
  const values = result && 'values' in result ? result.values : undefined;

  const focusFirstError = (found: ContactErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const input = readForm(new FormData(form));
    const found = validateContact(input);
    if (Object.keys(found).length > 0) {
      setClientResult({ status: 'invalid', errors: found });
      focusFirstError(found);
      return;
    }
    setSending(true);
    const sent = await sendContact(browserApi, input);
    setSending(false);
    setClientResult(sent);
    if (sent.status === 'sent') form.reset();
    else if (sent.status === 'invalid') focusFirstError(sent.errors);
  };

  return (
    <form
      ref={formRef}
      method="post"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        Write to us
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>
      <div className="mt-4 space-y-4" aria-live="polite">
        {result?.status === 'sent' && <Banner tone="success">{SENT_TEXT}</Banner>}
        {result?.status === 'failed' && <Banner>{FAILED_TEXT}</Banner>}
      </div>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          defaultValue={values?.name}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          defaultValue={values?.email}
          error={errors.email}
        />
        <TextField
          label="Subject"
          name="subject"
          required
          maxLength={LIMITS.subject}
          defaultValue={values?.subject}
          error={errors.subject}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Message"
          name="message"
          rows={6}
          required
          maxLength={LIMITS.message}
          defaultValue={values?.message}
          error={errors.message}
          hint="Include your confirmation code if your message is about a booking."
          className="sm:col-span-2"
        />
      </div>
      <Button type="submit" size="lg" disabled={sending} className="mt-6 min-h-12 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

export default function Contact() {
  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact BelizePass in Belize City by email, phone or message. We reply within 24 hours."
      />
      <PageHero
        wide
        eyebrow="We're here to help"
        title="Contact Us"
        lead="Questions about a tour, a booking or selling on BelizePass? Our team in Belize City replies within 24 hours."
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm />
        <aside aria-labelledby="contact-details" className="space-y-6">
          <section className="rounded-xl bg-slate-50 p-6">
            <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
              Contact details
            </h2>
            <address className="mt-4 space-y-4 text-slate-700 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>35 Barrack Road, Belize City, Belize</span>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <a href="mailto:hello@belizepass.bz" className="font-medium text-brand-700 underline">
                  hello@belizepass.bz
                </a>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <a href="tel:+5012234567" className="font-medium text-brand-700 underline">
                  +501 223-4567
                </a>
              </p>
            </address>
          </section>
          <section aria-labelledby="business-hours" className="rounded-xl bg-slate-50 p-6">
            <h2 id="business-hours" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              Business Hours
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
              <dt className="font-medium">Mon-Fri</dt>
              <dd>8:00 AM-6:00 PM</dd>
              <dt className="font-medium">Sat</dt>
              <dd>9:00 AM-5:00 PM</dd>
              <dt className="font-medium">Sun</dt>
              <dd>Closed</dd>
            </dl>
            <p className="mt-4 text-sm text-slate-500">All times are Belize time (UTC-6).</p>
          </section>
          <section aria-labelledby="merchants-contact" className="rounded-xl bg-brand-50 p-6">
            <h2 id="merchants-contact" className="text-lg font-semibold text-slate-900">
              For merchants
            </h2>
            <p className="mt-2 text-slate-700">
              Questions about selling on BelizePass? Write to{' '}
              <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                partners@belizepass.bz
              </a>
              .
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
