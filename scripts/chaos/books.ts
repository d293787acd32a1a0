import pg from 'pg';

export interface Books {
  figures: Record<string, number>;
  mismatches: string[];
}

/**
 * Checks that money and seats agree after whatever happened to the server:
 * - every approved card charge belongs to a confirmed, completed or no-show booking, or to a cancelled one
 *   whose refund was decided (and, when above zero, paid back by an approved refund);
 * - every confirmed, completed or no-show booking is paid: its approved charge plus the gift-card share
 *   equals its total (one on an agent's monthly account or sold by a reseller has no card charge);
 * - each departure's seats_taken is the party size of its live (pending, confirmed, completed, no-show)
 *   bookings;
 * - each gift card's balance is its initial value plus every ledger movement after the issue.
 */
export async function checkBooks(databaseUrl: string): Promise<Books> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;
  try {
    const figures: Record<string, number> = {};
    for (const row of await q<{ status: string; n: number }>(
      'select status::text, count(*)::int as n from bookings group by status',
    )) {
      figures[`bookings ${row.status}`] = row.n;
    }
    for (const row of await q<{ kind: string; status: string; n: number }>(
      'select kind::text, status::text, count(*)::int as n from payments where booking_id is not null group by 1, 2',
    )) {
      figures[`payments ${row.kind} ${row.status}`] = row.n;
    }
    const mismatches: string[] = [];

    for (const row of await q<{ id: string; status: string; refund_cents: number | null; refunded: number }>(`
      select b.id, b.status::text, b.refund_cents,
             coalesce((select sum(r.amount_cents) from payments r
                        where r.booking_id = b.id and r.kind = 'refund' and r.status = 'approved'), 0)::int as refunded
        from payments p join bookings b on b.id = p.booking_id
       where p.kind = 'charge' and p.status = 'approved'`)) {
      const live = row.status === 'confirmed' || row.status === 'completed' || row.status === 'no_show';
      const refundedAsDecided =
        row.status === 'cancelled' && row.refund_cents !== null && row.refunded <= row.refund_cents;
      if (!live && !refundedAsDecided) {
        mismatches.push(
          `approved charge on booking ${row.id} which is ${row.status} (refund ${row.refund_cents})`,
        );
      }
    }
    figures['approved charges checked'] = (
      await q<{ n: number }>(
        `select count(*)::int as n from payments where kind = 'charge' and status = 'approved' and booking_id is not null`,
      )
    )[0]!.n;

    for (const row of await q<{
      id: string;
      total_cents: number;
      gift_card_cents: number;
      charged: number;
      charges: number;
      off_card: boolean;
    }>(`
      select b.id, b.total_cents, b.gift_card_cents,
             coalesce(sum(p.amount_cents), 0)::int as charged, count(p.id)::int as charges,
             (b.agent_payment = 'account' or b.source = 'reseller') as off_card
        from bookings b
        left join payments p on p.booking_id = b.id and p.kind = 'charge' and p.status = 'approved'
       where b.status in ('confirmed', 'completed', 'no_show')
       group by b.id`)) {
      // On an agent's monthly account or sold by a reseller: settled on their statement, never by card.
      if (row.off_card) {
        if (row.charges > 0)
          mismatches.push(
            `booking ${row.id}: settled off card but ${row.charges} card charge(s) of ${row.charged}`,
          );
        continue;
      }
      if (row.charges > 1 || row.charged + row.gift_card_cents !== row.total_cents) {
        mismatches.push(
          `booking ${row.id}: total ${row.total_cents} but ${row.charges} charge(s) of ${row.charged} + gift cards ${row.gift_card_cents}`,
        );
      }
    }

    const departures = await q<{ id: string; seats_taken: number; live_seats: number }>(`
      select d.id, d.seats_taken,
             coalesce(sum(b.seats) filter (where b.status in ('pending', 'confirmed', 'completed', 'no_show')), 0)::int as live_seats
        from departures d left join bookings b on b.departure_id = d.id
       group by d.id`);
    figures['departures checked'] = departures.length;
    for (const d of departures) {
      if (d.seats_taken !== d.live_seats) {
        mismatches.push(
          `departure ${d.id}: seats_taken ${d.seats_taken}, live bookings hold ${d.live_seats}`,
        );
      }
    }

    const cards = await q<{
      id: string;
      initial_cents: number;
      balance_cents: number;
      issued: number;
      moved: number;
    }>(`
      select g.id, g.initial_cents, g.balance_cents,
             coalesce(sum(l.amount_cents) filter (where l.kind = 'issue'), 0)::int as issued,
             coalesce(sum(l.amount_cents) filter (where l.kind <> 'issue'), 0)::int as moved
        from gift_cards g left join gift_card_ledger l on l.gift_card_id = g.id
       group by g.id`);
    figures['gift cards checked'] = cards.length;
    figures['gift card ledger entries'] = (
      await q<{ n: number }>('select count(*)::int as n from gift_card_ledger')
    )[0]!.n;
    for (const card of cards) {
      if (
        card.balance_cents !== card.initial_cents + card.moved ||
        (card.issued !== 0 && card.issued !== card.initial_cents)
      ) {
        mismatches.push(
          `gift card ${card.id}: balance ${card.balance_cents}, initial ${card.initial_cents} + movements ${card.moved} (issue entries ${card.issued})`,
        );
      }
    }
    return { figures, mismatches };
  } finally {
    await client.end();
  }
}
