import {
  type AdminTourRevision,
  approveTourRevisionFormSchema,
  type RevisionPhoto,
  rejectTourRevisionFormSchema,
  type TourRevisionChange,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { DetailSection } from '~/components/data/detail-dialog';
import { SubmitAction } from '~/components/data/row-actions';
import { SchemaForm, TextareaField, useSchemaForm } from '~/components/forms/form';
import { shortDateTime } from '../format';
import { Pill } from '../status-badge';

/** The posted intents of the review's two forms. */
export const APPROVE_CHANGES = 'approve-changes';
export const REJECT_CHANGES = 'reject-changes';
export const MINOR_CHANGE = 'minor-change';

type Piece = { text: string; change: 'same' | 'removed' | 'added' };

/** Most words compared at once; longer texts are shown whole, each side marked as changed. */
const MAX_DIFF_CELLS = 1_000_000;

/**
 * A word-level comparison of two texts (longest common subsequence of words and spaces): what the
 * current text loses and what the proposed text adds.
 */
export function wordDiff(before: string, after: string): { before: Piece[]; after: Piece[] } {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > MAX_DIFF_CELLS) {
    return { before: [{ text: before, change: 'removed' }], after: [{ text: after, change: 'added' }] };
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = lengths[i]!;
      row[j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, row[j + 1]!);
    }
  }
  const left: Piece[] = [];
  const right: Piece[] = [];
  const push = (list: Piece[], text: string, change: Piece['change']) => {
    const last = list.at(-1);
    if (last && last.change === change) last.text += text;
    else list.push({ text, change });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(left, a[i]!, 'same');
      push(right, b[j]!, 'same');
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push(left, a[i++]!, 'removed');
    } else {
      push(right, b[j++]!, 'added');
    }
  }
  while (i < a.length) push(left, a[i++]!, 'removed');
  while (j < b.length) push(right, b[j++]!, 'added');
  return { before: left, after: right };
}

function MarkedText({ pieces }: { pieces: Piece[] }) {
  return (
    <p className="whitespace-pre-line break-words">
      {pieces.map((piece, index) =>
        piece.change === 'same' ? (
          <span key={index}>{piece.text}</span>
        ) : piece.change === 'removed' ? (
          <del key={index} className="rounded bg-red-100 text-red-900 decoration-red-500">
            {piece.text}
          </del>
        ) : (
          <ins key={index} className="rounded bg-green-100 font-medium text-green-900 no-underline">
            {piece.text}
          </ins>
        ),
      )}
    </p>
  );
}

/** Photos as thumbnails, those only on this side marked (New, Removed). */
function Thumbnails({
  photos,
  others,
  mark,
}: {
  photos: RevisionPhoto[];
  others: RevisionPhoto[];
  mark: 'Removed' | 'New';
}) {
  if (photos.length === 0) return <p className="text-slate-600">{m.admin_revision_no_photos()}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {photos.map((photo, index) => {
        const only = !others.some((other) => other.id === photo.id);
        return (
          <li key={photo.id} className="w-24">
            <img
              src={photo.thumbnail_url}
              alt={photo.alt_text || m.admin_revision_photo_number({ number: index + 1 })}
              loading="lazy"
              className={`aspect-[4/3] w-24 rounded-md bg-slate-100 object-cover ${
                only ? (mark === 'New' ? 'ring-2 ring-green-600' : 'opacity-60 ring-2 ring-red-600') : ''
              }`}
            />
            <span className="mt-1 flex flex-wrap gap-1">
              {photo.is_primary && <Pill>{m.admin_revision_primary()}</Pill>}
              {only && (
                <Pill tone={mark === 'New' ? 'green' : 'red'}>
                  {mark === 'New' ? m.admin_revision_new() : m.admin_revision_removed()}
                </Pill>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The current and the proposed value of one field, side by side (stacked on phones). */
function ChangeValues({ change }: { change: TourRevisionChange }) {
  let current: React.ReactNode;
  let proposed: React.ReactNode;
  switch (change.field) {
    case 'photos':
      current = <Thumbnails photos={change.before} others={change.after} mark="Removed" />;
      proposed = <Thumbnails photos={change.after} others={change.before} mark="New" />;
      break;
    default:
      if (change.kind === 'text' || change.kind === 'lines') {
        const pieces = wordDiff(change.before_text, change.after_text);
        current = <MarkedText pieces={pieces.before} />;
        proposed = <MarkedText pieces={pieces.after} />;
        break;
      }
      // Values as a person reads them (money, times, weekdays...), written by the API.
      current = <del className="text-red-800 decoration-red-400">{change.before_text}</del>;
      proposed = <ins className="font-semibold text-green-800 no-underline">{change.after_text}</ins>;
  }
  return (
    <div className="mt-2 grid gap-3 sm:grid-cols-2">
      <div className="min-w-0 rounded-md border border-slate-200 bg-slate-50 p-3">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {m.admin_revision_current()}
        </p>
        <div className="mt-1 text-slate-800">{current}</div>
      </div>
      <div className="min-w-0 rounded-md border border-green-200 bg-green-50/50 p-3">
        <p className="text-xs font-semibold tracking-wide text-green-800 uppercase">
          {m.admin_revision_proposed()}
        </p>
        <div className="mt-1 text-slate-900">{proposed}</div>
      </div>
    </div>
  );
}

const APPROVE_FORM = 'approve-tour-changes';
const REJECT_FORM = 'reject-tour-changes';

/**
 * The merchant's changes to an approved tour as staff review them: each field's public value beside
 * the proposed one, then Approve changes or Reject changes with a reason (emailed to the merchant).
 * Both are route-action forms, so they work without JavaScript.
 */
export function TourRevisionReview({
  tourId,
  revision,
  approveResult,
  rejectResult,
}: {
  tourId: string;
  revision: AdminTourRevision;
  approveResult?: SubmissionResult<string[]>;
  rejectResult?: SubmissionResult<string[]>;
}) {
  const defaults = { id: tourId, version: String(revision.version) };
  const [approveForm, approveFields] = useSchemaForm(approveTourRevisionFormSchema, {
    id: APPROVE_FORM,
    lastResult: approveResult,
    defaultValue: defaults,
  });
  const [rejectForm, rejectFields] = useSchemaForm(rejectTourRevisionFormSchema, {
    id: REJECT_FORM,
    lastResult: rejectResult,
    defaultValue: defaults,
  });
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
              <ChangeValues change={change} />
              {change.field !== 'photos' && change.minor_allowed && (
                <Form method="post" className="mt-2 flex justify-end">
                  <input type="hidden" name="id" value={tourId} />
                  <input type="hidden" name="version" value={revision.version} />
                  <input type="hidden" name="field" value={change.field} />
                  <SubmitAction
                    intent={MINOR_CHANGE}
                    label={m.admin_revision_minor()}
                    busyLabel={m.admin_revision_minor_busy()}
                    look="secondary"
                  />
                </Form>
              )}
            </li>
          ))}
        </ul>
        <SchemaForm form={approveForm} className="space-y-3" aria-label={m.admin_revision_approve_form()}>
          <input type="hidden" name={approveFields.id.name} value={tourId} />
          <input type="hidden" name={approveFields.version.name} value={revision.version} />
        </SchemaForm>
        <SchemaForm form={rejectForm} className="space-y-3" aria-label={m.admin_revision_reject_form()}>
          <input type="hidden" name={rejectFields.id.name} value={tourId} />
          <input type="hidden" name={rejectFields.version.name} value={revision.version} />
          <TextareaField
            field={rejectFields.reason}
            label={m.admin_revision_reason_label()}
            hint={m.admin_revision_reason_hint()}
            rows={3}
            maxLength={1000}
          />
        </SchemaForm>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <SubmitAction
            form={REJECT_FORM}
            intent={REJECT_CHANGES}
            label={m.admin_revision_reject()}
            busyLabel={m.admin_rejecting()}
            look="danger"
          />
          <SubmitAction
            form={APPROVE_FORM}
            intent={APPROVE_CHANGES}
            label={m.admin_revision_approve()}
            busyLabel={m.admin_approving()}
          />
        </div>
      </div>
    </DetailSection>
  );
}
