import type { Passenger } from '@belizepass/domain';
import { describe, expect, it } from 'vitest';
import { passengerGroups } from './passenger-groups';

const guest = (name: string, startTime: string, pickup: { zone: string; time: string } | null) =>
  ({
    customerName: name,
    startTime,
    pickup: pickup && { zoneId: pickup.zone.toLowerCase(), ...pickup },
  }) as Passenger;

describe('the passenger list by pickup', () => {
  it('groups by departure, pickup time and zone, the meeting point after the pickups', () => {
    const groups = passengerGroups([
      guest('Ana', '09:00', null),
      guest('Ben', '09:00', { zone: 'Town', time: '08:30' }),
      guest('Cy', '14:00', { zone: 'Hotels', time: '13:15' }),
      guest('Di', '09:00', { zone: 'Hotels', time: '08:15' }),
      guest('Ed', '09:00', { zone: 'Town', time: '08:30' }),
    ]);
    expect(
      groups.map((g) => [g.startTime, g.pickup?.zone ?? null, g.passengers.map((p) => p.customerName)]),
    ).toEqual([
      ['09:00', 'Hotels', ['Di']],
      ['09:00', 'Town', ['Ben', 'Ed']],
      ['09:00', null, ['Ana']],
      ['14:00', 'Hotels', ['Cy']],
    ]);
  });

  it('keeps a list without pickups as one group', () => {
    expect(passengerGroups([guest('Ana', '09:00', null), guest('Ben', '09:00', null)])).toHaveLength(1);
  });
});
