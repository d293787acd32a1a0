import type { ApprovalStatus } from './admin-api';

/** Staff labels for merchants and tours (spec section 4). */
export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  pending_approval: 'Pending Approval',
  active: 'Active',
  inactive: 'Inactive',
};

const STYLES: Record<ApprovalStatus, string> = {
  pending_approval: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  active: 'bg-green-100 text-green-800 ring-green-600/20',
  inactive: 'bg-slate-200 text-slate-700 ring-slate-500/20',
};

export function approvalStatusOf(row: { admin_approved: boolean; active: boolean }): ApprovalStatus {
  if (!row.admin_approved) return 'pending_approval';
  return row.active ? 'active' : 'inactive';
}

export function ApprovalBadge({ status }: { status: ApprovalStatus }) {
  const known = status in STYLES ? status : 'inactive';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STYLES[known]}`}
    >
      {APPROVAL_LABELS[known]}
    </span>
  );
}

/** A small pill for other states (booking status, deleted accounts...). */
export function Pill({ tone = 'slate', children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const TONES = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
} as const;
