import { createResellerSchema, RESELLER_MAX_COMMISSION_PERCENT, type Reseller } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { useId } from 'react';
import { Form } from 'react-router';
import { CARD, EmptyState } from '~/components/data/data-table';
import type { Notice } from '~/components/data/notice';
import { SubmitAction } from '~/components/data/row-actions';
import { InputField, SchemaForm, useSchemaForm } from '~/components/forms/form';
import { Banner } from '~/components/ui/banner';
import { shortDateTime } from '../format';

/** Add a reseller: its name, contact email and commission (a whole percent of the retail total). */
export function CreateResellerForm({
  lastResult,
  notice,
}: {
  lastResult?: SubmissionResult<string[]>;
  notice?: Notice;
}) {
  const titleId = useId();
  const [form, fields] = useSchemaForm(createResellerSchema, { id: 'create-reseller', lastResult });
  return (
    <section aria-labelledby={titleId} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {m.octo_admin_new()}
      </h2>
      <div className="mt-4 space-y-4">
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        <SchemaForm form={form} className="space-y-4">
          <InputField
            field={fields.name}
            label={m.octo_admin_name()}
            maxLength={120}
            autoComplete="organization"
          />
          <InputField
            field={fields.contactEmail}
            label={m.octo_admin_email()}
            type="email"
            maxLength={254}
            autoComplete="email"
          />
          <InputField
            field={fields.commissionPercent}
            label={m.octo_admin_commission()}
            hint={m.octo_admin_commission_hint({ max: RESELLER_MAX_COMMISSION_PERCENT })}
            inputMode="numeric"
            maxLength={3}
            className="sm:w-80"
          />
          <SubmitAction intent="create" label={m.octo_admin_create()} busyLabel={m.octo_admin_busy()} />
        </SchemaForm>
      </div>
    </section>
  );
}

/** The key just issued, shown this once (the API keeps only its hash). */
function NewKey({ value }: { value: string }) {
  const id = useId();
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <label htmlFor={id} className="block text-sm font-semibold text-amber-900">
        {m.octo_admin_key_once()}
      </label>
      <input
        id={id}
        readOnly
        value={value}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 font-mono text-sm break-all"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}

/** One reseller: its terms, its keys (prefix, use, revocation) and the forms to issue and revoke. */
function ResellerCard({
  reseller,
  notice,
  newKey,
}: {
  reseller: Reseller;
  notice?: Notice;
  newKey?: string;
}) {
  return (
    <li className={`${CARD} p-5`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold break-words text-slate-900">{reseller.name}</h3>
        <span className="text-sm text-slate-600">
          {reseller.active ? m.octo_admin_active() : m.octo_admin_inactive()}
        </span>
      </div>
      <p className="mt-1 text-sm break-all text-slate-600">
        {reseller.contactEmail} · {m.octo_admin_commission_value({ percent: reseller.commissionPercent })}
      </p>
      <div className="mt-3 space-y-3">
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        {newKey && <NewKey value={newKey} />}
        <h4 className="text-sm font-semibold text-slate-900">{m.octo_admin_keys()}</h4>
        {reseller.keys.length === 0 ? (
          <p className="text-sm text-slate-600">{m.octo_admin_no_keys()}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {reseller.keys.map((k) => (
              <li
                key={k.id}
                className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="text-sm">
                  <span className="font-mono">{m.octo_admin_key_prefix({ prefix: k.prefix })}</span>{' '}
                  <span className="text-slate-600">
                    {k.revokedAt
                      ? `${m.octo_admin_key_revoked()} ${shortDateTime(k.revokedAt)}`
                      : k.lastUsedAt
                        ? m.octo_admin_key_last_used({ when: shortDateTime(k.lastUsedAt) })
                        : m.octo_admin_key_never_used()}
                  </span>
                </div>
                {!k.revokedAt && (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="resellerId" value={reseller.id} />
                    <input type="hidden" name="keyId" value={k.id} />
                    <SubmitAction
                      intent="revoke-key"
                      look="danger"
                      label={m.octo_admin_revoke_key({ prefix: k.prefix })}
                      busyLabel={m.octo_admin_busy()}
                    />
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="resellerId" value={reseller.id} />
          <SubmitAction
            intent="issue-key"
            look="secondary"
            label={m.octo_admin_issue_key()}
            busyLabel={m.octo_admin_busy()}
          />
        </Form>
      </div>
    </li>
  );
}

export function ResellerList({
  resellers,
  noticeOf,
  newKey,
}: {
  resellers: Reseller[];
  noticeOf: (id: string) => Notice | undefined;
  newKey?: { resellerId: string; key: string };
}) {
  if (resellers.length === 0) return <EmptyState>{m.octo_admin_empty()}</EmptyState>;
  return (
    <ul className="space-y-4">
      {resellers.map((r) => (
        <ResellerCard
          key={r.id}
          reseller={r}
          notice={noticeOf(r.id)}
          newKey={newKey?.resellerId === r.id ? newKey.key : undefined}
        />
      ))}
    </ul>
  );
}
