import type { AdminTourist } from '@belizepass/domain';
import type { Column } from '~/components/data/data-table';
import { count, money, shortDate } from '../format';
import { Pill } from '../status-badge';

/** The traveller accounts' columns. */
export const TOURIST_COLUMNS: readonly Column<AdminTourist>[] = [
  { key: 'name', header: 'Name', primary: true, cell: (t) => t.full_name || 'Unnamed tourist' },
  {
    key: 'email',
    header: 'Email',
    card: 'meta',
    className: '[overflow-wrap:anywhere]',
    cell: (t) => t.email,
  },
  {
    key: 'phone',
    header: 'Phone',
    card: 'meta',
    className: 'whitespace-nowrap',
    cell: (t) => t.phone_number ?? '—',
    cardCell: (t) => t.phone_number,
  },
  { key: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (t) => shortDate(t.created_at) },
  { key: 'bookings', header: 'Bookings', align: 'right', cell: (t) => count(t.bookingsCount) },
  { key: 'spent', header: 'Total spent', align: 'right', cell: (t) => money(t.totalSpent) },
  {
    key: 'account',
    header: 'Account',
    card: 'badge',
    cell: (t) => (t.deleted ? <Pill tone="red">Deleted</Pill> : 'Active'),
    cardCell: (t) => (t.deleted ? <Pill tone="red">Deleted</Pill> : null),
  },
];
