import type { DealStatus } from '@belizepass/domain';
import { Pill } from '../status-badge';

const LABELS: Record<DealStatus, string> = {
  pending: 'Pending Approval',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

const TONE = { pending: 'yellow', active: 'green', inactive: 'slate', expired: 'red' } as const;

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return <Pill tone={TONE[status]}>{LABELS[status]}</Pill>;
}
