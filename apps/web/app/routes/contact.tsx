import { contactMessageSchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Clock, Send } from 'lucide-react';
import { useDeferredSchemaForm } from '~/components/forms/deferred-schema-form';
import { InputField, SchemaForm, SubmitButton, TextareaField } from '~/components/forms/fields';
import { Banner } from '~/components/ui/banner';
import { PageHero } from '~/components/ui/page-hero';
import { PageMeta } from '~/components/ui/page-title';
import { TitledSection } from '~/components/ui/titled-section';
import { BusinessHours, ContactAddress } from '~/layouts/contact-info';
import { serverApi } from '~/lib/api-client';
import { formFailure, parseForm } from '~/lib/forms.server';
import type { Route } from './+types/contact';

/** Longest values `contactMessageSchema` accepts. */
const LIMITS = { name: 120, email: 254, subject: 160, message: 5000 } as const;

/**
 * Sends the message (`POST /api/contact`) after checking it with the shared `contactMessageSchema`;
 * the API's field issues land under their fields. The same with or without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, contactMessageSchema);
  if (submission.status !== 'success') return formFailure(submission, undefined, { extra: { sent: false } });
  try {
    await serverApi(context).post('/api/contact', submission.value);
  } catch (error) {
    return formFailure(submission, error, {
      fallback: m.pages_something_went_wrong(),
      extra: { sent: false },
    });
  }
  return { sent: true, result: submission.reply({ resetForm: true }) };
}

function ContactForm({ actionData }: { actionData: Route.ComponentProps['actionData'] }) {
  const [form, fields] = useDeferredSchemaForm(
    () => import('~/components/forms/deferred-schemas').then((schemas) => schemas.contactMessageSchema),
    { id: 'contact', lastResult: actionData?.result },
  );
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {m.pages_contact_form_title()}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.pages_contact_all_required()}</p>
      <SchemaForm form={form} aria-labelledby="contact-form-title" className="mt-4 space-y-4">
        <div aria-live="polite">
          {actionData?.sent && <Banner tone="success">{m.pages_contact_sent()}</Banner>}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            field={fields.name}
            label={m.pages_contact_name()}
            autoComplete="name"
            maxLength={LIMITS.name}
          />
          <InputField
            field={fields.email}
            label={m.pages_contact_email()}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
          />
          <InputField
            field={fields.subject}
            label={m.pages_contact_subject()}
            maxLength={LIMITS.subject}
            className="sm:col-span-2"
          />
          <TextareaField
            field={fields.message}
            label={m.pages_contact_message()}
            rows={6}
            maxLength={LIMITS.message}
            hint={m.pages_contact_message_hint()}
            className="sm:col-span-2"
          />
        </div>
        <SubmitButton busyLabel={m.pages_contact_sending()} className="mt-2 min-h-12 w-full sm:w-auto">
          <Send aria-hidden="true" className="size-5" />
          {m.pages_contact_send()}
        </SubmitButton>
      </SchemaForm>
    </section>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageMeta title={m.pages_contact_title()} description={m.pages_contact_description()} />
      <PageHero
        wide
        eyebrow={m.pages_contact_eyebrow()}
        title={m.pages_contact_title()}
        lead={m.pages_contact_lead()}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm actionData={actionData} />
        <aside aria-labelledby="contact-details" className="space-y-6">
          <section className="rounded-xl bg-slate-50 p-6">
            <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
              {m.pages_contact_details()}
            </h2>
            <ContactAddress
              className="mt-4 space-y-4 text-slate-700"
              lineClassName="flex gap-3"
              iconClassName="text-brand-600"
              linkClassName="font-medium text-brand-700 underline"
            />
          </section>
          <section aria-labelledby="business-hours" className="rounded-xl bg-slate-50 p-6">
            <h2 id="business-hours" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              {m.pages_contact_hours()}
            </h2>
            <BusinessHours className="mt-4 gap-x-4 gap-y-2 text-slate-700" dayClassName="font-medium" />
            <p className="mt-4 text-sm text-slate-500">{m.pages_contact_time_zone()}</p>
          </section>
          <TitledSection
            id="merchants-contact"
            title={m.pages_contact_merchants_title()}
            className="rounded-xl bg-brand-50 p-6"
            titleClassName="text-lg font-semibold text-slate-900"
          >
            <p className="mt-2 text-slate-700">
              {m.pages_contact_merchants_before()}{' '}
              <a href="mailto:partners@belizepass.bz" className="font-medium text-brand-700 underline">
                partners@belizepass.bz
              </a>
              {m.pages_contact_merchants_after()}
            </p>
          </TitledSection>
        </aside>
      </div>
    </>
  );
}
