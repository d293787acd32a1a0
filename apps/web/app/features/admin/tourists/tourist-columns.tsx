import type { AdminTourist } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Column } from '~/components/data/data-table';
import { count, money, shortDate } from '../format';
import { Pill } from '../status-badge';

/** The traveller accounts' columns, in the page's language. */
export const touristColumns = (): readonly Column<AdminTourist>[] => [
  {
    key: 'name',
    header: m.admin_tourists_col_name(),
    primary: true,
    cell: (t) => t.full_name || m.admin_tourists_unnamed(),
  },
  {
    key: 'email',
    header: m.admin_tourists_col_email(),
    card: 'meta',
    className: '[overflow-wrap:anywhere]',
    cell: (t) => t.email,
  },
  {
    key: 'phone',
    header: m.admin_tourists_col_phone(),
    card: 'meta',
    className: 'whitespace-nowrap',
    cell: (t) => t.phone_number ?? '—',
    cardCell: (t) => t.phone_number,
  },
  {
    key: 'joined',
    header: m.admin_tourists_col_joined(),
    className: 'whitespace-nowrap',
    cell: (t) => shortDate(t.created_at),
  },
  { key: 'bookings', header: m.admin_col_bookings(), align: 'right', cell: (t) => count(t.bookingsCount) },
  { key: 'spent', header: m.admin_tourists_col_spent(), align: 'right', cell: (t) => money(t.totalSpent) },
  {
    key: 'account',
    header: m.admin_tourists_col_account(),
    card: 'badge',
    cell: (t) =>
      t.deleted ? <Pill tone="red">{m.admin_tourists_deleted()}</Pill> : m.admin_tourists_active(),
    cardCell: (t) => (t.deleted ? <Pill tone="red">{m.admin_tourists_deleted()}</Pill> : null),
  },
];
