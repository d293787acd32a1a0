import type { Deal } from '@belizepass/domain';
import { DealCard } from './deal-card';

/** Deal cards in a responsive grid; the first `eagerCount` are above the fold on a wide screen. */
export function DealGrid({
  deals,
  now,
  eagerCount = 0,
  className = 'sm:grid-cols-2 lg:grid-cols-3',
  busy = false,
}: {
  deals: Deal[];
  now: number;
  eagerCount?: number;
  className?: string;
  busy?: boolean;
}) {
  return (
    <ul aria-busy={busy || undefined} className={`grid gap-6 ${className} ${busy ? 'opacity-60' : ''}`}>
      {deals.map((deal, i) => (
        <li key={deal.id} className="grid">
          <DealCard deal={deal} now={now} eager={i < eagerCount} priority={eagerCount > 0 && i === 0} />
        </li>
      ))}
    </ul>
  );
}
