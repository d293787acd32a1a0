import type { AdminProfileRevision } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Form } from 'react-router';
import { DetailSection } from '~/components/data/detail-dialog';
import { SubmitAction } from '~/components/data/row-actions';
import { shortDateTime } from '../format';

/** The posted intents of the profile review's forms. */
export const APPROVE_PROFILE_CHANGES = 'approve-profile-changes';
export const REJECT_PROFILE_CHANGES = 'reject-profile-changes';
export const MINOR_PROFILE_CHANGE = 'minor-profile-change';

function Hidden({ merchantId, version }: { merchantId: string; version: number }) {
  return (
    <>
      <input type="hidden" name="id" value={merchantId} />
      <input type="hidden" name="version" value={version} />
    </>
  );
}

/**
 * An approved merchant's business name and contact changes as staff review them: each field's
 * public value beside the proposed one, a text field publishable as a minor wording fix, then
 * Approve changes or Reject changes with a reason. Plain route-action forms (they work without JavaScript).
 */
export function ProfileRevisionReview({
  merchantId,
  revision,
}: {
  merchantId: string;
  revision: AdminProfileRevision;
}) {
  const who = revision.submitted_by?.full_name ?? m.admin_revision_the_merchant();
  return (
    <DetailSection title={m.admin_revision_waiting()}>
      <div className="space-y-4 rounded-lg border border-amber-300 bg-amber-50/60 p-3 sm:p-4">
        <p className="text-sm text-slate-700">
          {m.admin_revision_intro({ who, when: shortDateTime(revision.submitted_at) })}
        </p>
        <ul className="space-y-3" aria-label={m.admin_revision_changed_fields()}>
          {revision.changes.map((change) => (
            <li key={change.field} className="rounded-lg border border-slate-200 bg-white p-3">
              <h4 className="font-semibold text-slate-900">{change.label}</h4>
              <p className="mt-1 break-words">
                <del className="text-red-800 decoration-red-400">{change.before_text}</del>
                {' → '}
                <ins className="font-semibold text-green-800 no-underline">{change.after_text}</ins>
              </p>
              {change.minor_allowed && (
                <Form method="post" className="mt-2 flex justify-end">
                  <Hidden merchantId={merchantId} version={revision.version} />
                  <input type="hidden" name="field" value={change.field} />
                  <SubmitAction
                    intent={MINOR_PROFILE_CHANGE}
                    label={m.admin_revision_minor()}
                    busyLabel={m.admin_revision_minor_busy()}
                    look="secondary"
                  />
                </Form>
              )}
            </li>
          ))}
        </ul>
        <Form method="post" className="space-y-3" aria-label={m.admin_revision_reject_form()}>
          <Hidden merchantId={merchantId} version={revision.version} />
          <label className="block text-sm font-medium text-slate-800">
            {m.admin_revision_reason_label()}
            <textarea
              name="reason"
              rows={3}
              maxLength={1000}
              className="mt-1 block w-full rounded-md border p-2"
            />
          </label>
          <SubmitAction
            intent={REJECT_PROFILE_CHANGES}
            label={m.admin_revision_reject()}
            busyLabel={m.admin_rejecting()}
            look="danger"
          />
        </Form>
        <Form method="post" className="flex justify-end" aria-label={m.admin_revision_approve_form()}>
          <Hidden merchantId={merchantId} version={revision.version} />
          <SubmitAction
            intent={APPROVE_PROFILE_CHANGES}
            label={m.admin_revision_approve()}
            busyLabel={m.admin_approving()}
          />
        </Form>
      </div>
    </DetailSection>
  );
}
