import { departureGuideBodySchema } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { UserRound, X } from 'lucide-react';
import { Form, Link } from 'react-router';
import { FormErrors, SchemaForm, SubmitButton, useSchemaForm } from '~/components/forms/form';
import { MERCHANT_HOME } from './console-config';
import { SelectField } from './form-controls';

/** What the guide forms answered (intent `assign-guide` or `remove-guide`). */
export interface GuidesAnswer {
  intent?: string;
  result?: SubmissionResult<string[]>;
}

/**
 * The guides on the departure shown (decision 043): each with a button taking them off, and a choice
 * of the operator's other guides to put on it. A guide already on a departure at an overlapping time
 * is refused by the server with the other departure named. Shown once one departure time is chosen.
 */
export function DepartureGuides({
  time,
  guides,
  choices,
  answer,
}: {
  time: string | null;
  guides: { id: string; name: string }[];
  choices: { id: string; name: string }[];
  answer?: GuidesAnswer;
}) {
  const assigned = answer?.intent === 'assign-guide' ? answer : undefined;
  const removed = answer?.intent === 'remove-guide' ? answer : undefined;
  const [form, fields] = useSchemaForm(departureGuideBodySchema, {
    id: 'assign-guide',
    lastResult: assigned?.result,
    defaultValue: { time: time ?? '' },
  });
  const free = choices.filter((c) => !guides.some((g) => g.id === c.id));
  return (
    <div className="space-y-2" data-testid="departure-guides">
      <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
        <UserRound aria-hidden="true" className="size-4 text-slate-500" />
        {m.resources_passengers_guides()}
      </h3>
      {guides.length === 0 ? (
        <p className="text-slate-700">{m.resources_passengers_no_guide()}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {guides.map((g) => (
            <li key={g.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3">
              <span className="font-medium text-slate-900">{g.name}</span>
              {time && (
                <Form method="post" preventScrollReset data-print="hide">
                  <input type="hidden" name="intent" value="remove-guide" />
                  <input type="hidden" name="time" value={time} />
                  <input type="hidden" name="guideId" value={g.id} />
                  <button
                    type="submit"
                    className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-brand-100"
                  >
                    <X aria-hidden="true" className="size-4" />
                    <span className="sr-only">{m.resources_passengers_remove({ name: g.name })}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormErrors errors={removed?.result?.error?.[''] ?? undefined} />
      {time && choices.length === 0 && (
        <p className="text-sm text-slate-600" data-print="hide">
          <Link to={`${MERCHANT_HOME}/resources`} className="font-medium text-brand-700 hover:underline">
            {m.resources_passengers_no_guides_yet()}
          </Link>
        </p>
      )}
      {time && free.length > 0 && (
        <div data-print="hide">
          <SchemaForm form={form} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="assign-guide" />
            <input type="hidden" name={fields.time.name} value={time} />
            <SelectField
              field={fields.guideId}
              label={m.resources_passengers_choose()}
              placeholder={m.resources_passengers_choose()}
              options={free.map((c) => ({ value: c.id, label: c.name }))}
              className="sm:w-64"
            />
            <SubmitButton busyLabel={m.resources_passengers_assign()} size="md" className="min-h-11">
              {m.resources_passengers_assign()}
            </SubmitButton>
          </SchemaForm>
        </div>
      )}
    </div>
  );
}
