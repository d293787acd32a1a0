import { m } from '@belizepass/domain/i18n';
import { Ban, Check, Eye, Power, PowerOff } from 'lucide-react';
import { Link } from 'react-router';
import { DANGER_BUTTON, IntentButton, RowAction, RowActions, RowLink } from '~/components/data/row-actions';

/** What staff do to a merchant, tour or deal. */
export type RecordIntent =
  | 'approve'
  | 'reject'
  | 'withdraw'
  | 'activate'
  | 'deactivate'
  | 'feature'
  | 'unfeature';

interface ApprovalRecord {
  id: string;
  admin_approved: boolean;
  active: boolean;
  rejected_at?: string | null;
}

/**
 * The actions of a merchant, tour or deal row (spec section 4): View; Approve while not approved (and
 * Reject, where offered, for an application not yet turned down); Activate or Deactivate once approved.
 */
export function ApprovalRowActions({
  row,
  name,
  layout,
  viewHref,
  rejectHref,
  children,
}: {
  row: ApprovalRecord;
  name: string;
  layout: 'table' | 'card';
  viewHref: string;
  /** Where the reject form opens (merchant applications). */
  rejectHref?: string;
  /** More actions after these (a deal's feature toggle). */
  children?: React.ReactNode;
}) {
  const compact = layout === 'table';
  const common = { id: row.id, name, compact };
  return (
    <RowActions compact={compact}>
      <RowLink to={viewHref} icon={Eye} label={m.admin_action_view()} name={name} compact={compact} />
      {!row.admin_approved && (
        <RowAction {...common} intent="approve" icon={Check} label={m.admin_action_approve()} tone="good" />
      )}
      {!row.admin_approved && rejectHref && !row.rejected_at && (
        <RowLink
          to={rejectHref}
          icon={Ban}
          label={m.admin_action_reject()}
          name={name}
          tone="bad"
          compact={compact}
        />
      )}
      {row.admin_approved &&
        (row.active ? (
          <RowAction
            {...common}
            intent="deactivate"
            icon={PowerOff}
            label={m.admin_action_deactivate()}
            tone="bad"
          />
        ) : (
          <RowAction
            {...common}
            intent="activate"
            icon={Power}
            label={m.admin_action_activate()}
            tone="good"
          />
        ))}
      {children}
    </RowActions>
  );
}

/** The records with approval actions. */
export type ApprovalKind = 'merchant' | 'tour' | 'deal';

/** "Approve Merchant", "Activate Tour", "Deactivate Deal" in the page's language. */
const DETAIL_LABELS: Record<ApprovalKind, Record<'approve' | 'activate' | 'deactivate', () => string>> = {
  merchant: {
    approve: () => m.admin_approve_merchant(),
    activate: () => m.admin_activate_merchant(),
    deactivate: () => m.admin_deactivate_merchant(),
  },
  tour: {
    approve: () => m.admin_approve_tour(),
    activate: () => m.admin_activate_tour(),
    deactivate: () => m.admin_deactivate_tour(),
  },
  deal: {
    approve: () => m.admin_approve_deal(),
    activate: () => m.admin_activate_deal(),
    deactivate: () => m.admin_deactivate_deal(),
  },
};

/**
 * The footer actions of a merchant, tour or deal detail: "Approve Merchant", "Deactivate Tour"...
 * `withdraw` offers taking an approval back (deals); `rejectHref` turning an application down.
 */
export function ApprovalDetailActions({
  row,
  kind,
  rejectHref,
  withdraw = false,
}: {
  row: ApprovalRecord;
  kind: ApprovalKind;
  rejectHref?: string;
  withdraw?: boolean;
}) {
  const id = row.id;
  const labels = DETAIL_LABELS[kind];
  if (!row.admin_approved) {
    return (
      <>
        {rejectHref && !row.rejected_at && (
          <Link to={rejectHref} preventScrollReset className={`${DANGER_BUTTON} w-full sm:w-auto`}>
            {m.admin_reject_application()}
          </Link>
        )}
        <IntentButton intent="approve" id={id} label={labels.approve()} busyLabel={m.admin_approving()} />
      </>
    );
  }
  return (
    <>
      {withdraw && (
        <IntentButton
          intent="withdraw"
          id={id}
          label={m.admin_withdraw_approval()}
          busyLabel={m.admin_withdrawing()}
          look="secondary"
        />
      )}
      {row.active ? (
        <IntentButton
          intent="deactivate"
          id={id}
          label={labels.deactivate()}
          busyLabel={m.admin_deactivating()}
          look="danger"
        />
      ) : (
        <IntentButton intent="activate" id={id} label={labels.activate()} busyLabel={m.admin_activating()} />
      )}
    </>
  );
}
