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
      <RowLink to={viewHref} icon={Eye} label="View" name={name} compact={compact} />
      {!row.admin_approved && (
        <RowAction {...common} intent="approve" icon={Check} label="Approve" tone="good" />
      )}
      {!row.admin_approved && rejectHref && !row.rejected_at && (
        <RowLink to={rejectHref} icon={Ban} label="Reject" name={name} tone="bad" compact={compact} />
      )}
      {row.admin_approved &&
        (row.active ? (
          <RowAction {...common} intent="deactivate" icon={PowerOff} label="Deactivate" tone="bad" />
        ) : (
          <RowAction {...common} intent="activate" icon={Power} label="Activate" tone="good" />
        ))}
      {children}
    </RowActions>
  );
}

/**
 * The footer actions of a merchant, tour or deal detail: "Approve Merchant", "Deactivate Tour"...
 * `withdraw` offers taking an approval back (deals); `rejectHref` turning an application down.
 */
export function ApprovalDetailActions({
  row,
  noun,
  rejectHref,
  withdraw = false,
}: {
  row: ApprovalRecord;
  noun: string;
  rejectHref?: string;
  withdraw?: boolean;
}) {
  const id = row.id;
  if (!row.admin_approved) {
    return (
      <>
        {rejectHref && !row.rejected_at && (
          <Link to={rejectHref} preventScrollReset className={`${DANGER_BUTTON} w-full sm:w-auto`}>
            Reject Application
          </Link>
        )}
        <IntentButton intent="approve" id={id} label={`Approve ${noun}`} busyLabel="Approving…" />
      </>
    );
  }
  return (
    <>
      {withdraw && (
        <IntentButton
          intent="withdraw"
          id={id}
          label="Withdraw approval"
          busyLabel="Withdrawing…"
          look="secondary"
        />
      )}
      {row.active ? (
        <IntentButton
          intent="deactivate"
          id={id}
          label={`Deactivate ${noun}`}
          busyLabel="Deactivating…"
          look="danger"
        />
      ) : (
        <IntentButton intent="activate" id={id} label={`Activate ${noun}`} busyLabel="Activating…" />
      )}
    </>
  );
}
