import type { Passenger } from '@belizepass/domain';

/** A group of a departure's passengers: one pickup zone at its time, or the meeting point at a start time. */
export interface PassengerGroup {
  key: string;
  /** Null for the guests who meet at the meeting point. */
  pickup: { zone: string; time: string } | null;
  /** The departure's start time the group is for. */
  startTime: string;
  passengers: Passenger[];
}

/**
 * The passenger list as the driver works through it: by pickup time, then zone; the guests who meet
 * at the meeting point after the pickups of their departure. One group (the list as it is) when
 * nobody is picked up and the list is one departure's.
 */
export function passengerGroups(passengers: readonly Passenger[]): PassengerGroup[] {
  const groups = new Map<string, PassengerGroup>();
  for (const p of passengers) {
    const { startTime } = p;
    const pickup = p.pickup ? { zone: p.pickup.zone, time: p.pickup.time } : null;
    const key = pickup ? `${startTime} 0 ${pickup.time} ${pickup.zone}` : `${startTime} 1`;
    const group = groups.get(key) ?? { key, pickup, startTime, passengers: [] };
    group.passengers.push(p);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.key.localeCompare(b.key));
}
