import { PHOTOS_FIELD, type ReviewedField, reviewedField } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Banner } from '~/components/ui/banner';

/** A pending or turned-down revision as the merchant's screens show it. */
export interface ReviewState {
  status: 'pending' | 'rejected';
  fields: readonly string[];
  reason: string | null;
}

/**
 * Which changes wait for the platform's approval, each field by its name as a person reads it (the
 * form holds the proposed values), or that the last ones were turned down, with the reason.
 */
export function ReviewNotice({
  revision,
  fields,
  detail,
  rejectedText,
}: {
  revision: ReviewState | null;
  fields: readonly ReviewedField[];
  detail: string;
  rejectedText: string;
}) {
  if (!revision) return null;
  if (revision.status === 'pending') {
    const names = revision.fields.map((name) =>
      name === PHOTOS_FIELD ? m.reviewed_photos() : (reviewedField(fields, name)?.label() ?? name),
    );
    return (
      <Banner tone="info" title={m.merchant_revision_waiting()}>
        <span className="block font-medium">{m.reviewed_waiting_fields({ fields: names.join(', ') })}</span>
        {detail}
      </Banner>
    );
  }
  return (
    <Banner tone="info" title={m.merchant_revision_rejected_title()}>
      {revision.reason ? `${m.merchant_revision_reason({ reason: revision.reason })} ` : ''}
      {rejectedText}
    </Banner>
  );
}
