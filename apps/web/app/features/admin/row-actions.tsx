import { Ban, Check, Eye, type LucideIcon, Power, PowerOff } from 'lucide-react';
import { Spinner } from '~/components/ui/spinner';
import type { ApprovalAction } from './approval-actions';

interface ActionRow {
  id: string;
  admin_approved: boolean;
  active: boolean;
  rejected_at?: string | null;
}

const STYLE = {
  neutral: 'border-slate-300 text-slate-700 hover:bg-slate-50',
  good: 'border-green-300 text-green-800 hover:bg-green-50',
  bad: 'border-red-300 text-red-700 hover:bg-red-50',
} as const;

function ActionButton({
  icon: Icon,
  label,
  name,
  tone,
  busy,
  disabled,
  compact,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  name: string;
  tone: keyof typeof STYLE;
  busy: boolean;
  disabled: boolean;
  compact: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label} ${name}`}
      title={compact ? label : undefined}
      className={`inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
        STYLE[tone]
      } ${compact ? 'min-w-10 px-2' : 'px-3'}`}
    >
      {busy ? (
        <Spinner label={`${label} in progress`} className="size-4 border-2" />
      ) : (
        <Icon aria-hidden="true" className="size-4" />
      )}
      {!compact && <span aria-hidden="true">{label}</span>}
    </button>
  );
}

/**
 * The actions on a merchant or tour row (spec section 4): view; approve only when not approved
 * (and reject, where offered); activate/deactivate only when approved.
 */
export function RowActions({
  row,
  name,
  busy,
  compact = true,
  onView,
  onAction,
  canReject = false,
}: {
  row: ActionRow;
  name: string;
  busy: { id: string; action: ApprovalAction } | null;
  compact?: boolean;
  onView: () => void;
  onAction: (action: ApprovalAction) => void;
  canReject?: boolean;
}) {
  const mine = busy?.id === row.id ? busy.action : null;
  const disabled = mine !== null;
  const common = { name, compact, disabled };
  return (
    <div className={`flex gap-2 ${compact ? 'flex-nowrap' : 'flex-wrap'}`}>
      <ActionButton {...common} icon={Eye} label="View" tone="neutral" busy={false} onClick={onView} />
      {!row.admin_approved && (
        <ActionButton
          {...common}
          icon={Check}
          label="Approve"
          tone="good"
          busy={mine === 'approve'}
          onClick={() => onAction('approve')}
        />
      )}
      {!row.admin_approved && canReject && !row.rejected_at && (
        <ActionButton
          {...common}
          icon={Ban}
          label="Reject"
          tone="bad"
          busy={mine === 'reject'}
          onClick={() => onAction('reject')}
        />
      )}
      {row.admin_approved &&
        (row.active ? (
          <ActionButton
            {...common}
            icon={PowerOff}
            label="Deactivate"
            tone="bad"
            busy={mine === 'deactivate'}
            onClick={() => onAction('deactivate')}
          />
        ) : (
          <ActionButton
            {...common}
            icon={Power}
            label="Activate"
            tone="good"
            busy={mine === 'activate'}
            onClick={() => onAction('activate')}
          />
        ))}
    </div>
  );
}
