import { DEPARTURE_MESSAGE_LIMITS, departureMessageBodySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Mail } from 'lucide-react';
import { InputField, SchemaForm, SubmitButton, TextareaField, useSchemaForm } from '~/components/forms/form';
import { PANEL } from './merchant-styles';

/**
 * "Message all guests" of a departure (decision 035): one email to each paid guest, kept on each
 * booking's history. A disclosure posting to the passenger list's action, so it works without
 * JavaScript; the page's request id makes a double click send once.
 */
export function DepartureMessageForm({
  time,
  guests,
  requestId,
  result,
}: {
  time: string;
  /** The bookings the message goes to. */
  guests: number;
  requestId: string;
  result?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(departureMessageBodySchema, {
    id: 'departure-message',
    lastResult: result,
    defaultValue: { time, clientRequestId: `${requestId}:message` },
  });
  return (
    <details className={`${PANEL} group`} open={result?.status === 'error' || undefined} data-print="hide">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600">
        <Mail aria-hidden="true" className="size-5" />
        {m.departure_message_all()}
        <span className="font-normal text-slate-600">· {m.departure_message_to({ count: guests })}</span>
      </summary>
      <SchemaForm form={form} className="mt-4 space-y-4" aria-label={m.departure_message_all()}>
        <p className="text-sm text-slate-600">{m.departure_message_intro()}</p>
        <input type="hidden" name={fields.time.name} value={time} />
        <input type="hidden" name={fields.clientRequestId.name} value={`${requestId}:message`} />
        <InputField
          field={fields.subject}
          label={m.departure_message_subject()}
          hint={m.departure_message_subject_hint()}
          maxLength={DEPARTURE_MESSAGE_LIMITS.subject}
          autoComplete="off"
        />
        <TextareaField
          field={fields.body}
          label={m.departure_message_body()}
          hint={m.departure_message_body_hint({ max: DEPARTURE_MESSAGE_LIMITS.body })}
          rows={4}
          maxLength={DEPARTURE_MESSAGE_LIMITS.body}
        />
        <SubmitButton
          name="intent"
          value="message"
          busyLabel={m.departure_message_sending()}
          size="md"
          className="min-h-11 w-full sm:w-auto"
        >
          {m.departure_message_send({ count: guests })}
        </SubmitButton>
      </SchemaForm>
    </details>
  );
}
