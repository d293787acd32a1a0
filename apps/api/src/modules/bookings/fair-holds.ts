import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HoldRules } from '../settings/settings.service.ts';
import * as repo from './bookings.repository.ts';

/**
 * Fair unpaid holds (docs/decisions/033-fair-holds.md): the limits count the traveller, not the
 * network address she shares with a whole ship, and one hold may not keep a departure to itself for
 * long.
 */

/** Who makes a hold, as the limits count it. */
export interface HoldClient {
  /** The network address: shared by every traveller on a ship's or hotel's Wi-Fi or a mobile carrier. */
  ip?: string;
  /** The signed-in traveller. */
  userId?: string;
  /** The guest's email (compared without case). */
  email: string;
  /** The hash of the browser's device cookie (`bp_device`). */
  deviceHash?: string;
  /**
   * A reseller or agent API client: its holds are counted against its own cap instead of its server's
   * address and of the traveller rules (the OCTO channel names the reseller and its cap here).
   */
  caller?: { id: string; maxUnpaidHolds: number };
}

/** What an admitted hold gets: when it lapses, and whether it is a large party's short hold. */
export interface HoldTerms {
  expiresAt: Date;
  largeParty: boolean;
}

/**
 * Serializes the holds of one client for the rest of the transaction (each of its keys, in one
 * order so that two transactions never wait on each other), so parallel requests count their holds
 * one after another. Call before locking the departure.
 */
export async function lockHoldClient(tx: Db, client: HoldClient) {
  const keys = [
    client.userId && `user:${client.userId}`,
    // A reseller's hold names no traveller yet: it is counted against the reseller's own cap only.
    !client.caller && `email:${client.email.toLowerCase()}`,
    client.deviceHash && `device:${client.deviceHash}`,
    client.caller ? `caller:${client.caller.id}` : client.ip && `ip:${client.ip}`,
  ].filter((key): key is string => Boolean(key));
  for (const key of keys.sort()) await repo.lockHoldKey(tx, key);
}

/** Seats a single unpaid hold may take at its full time: the departure's share (one seat at least). */
export const fullTimeSeats = (capacity: number, rules: Pick<HoldRules, 'departureSharePercent'>) =>
  Math.max(1, Math.floor((capacity * rules.departureSharePercent) / 100));

/**
 * Admits an unpaid hold of `seats` on a departure (its row locked by the caller), or refuses it:
 * - the traveller (account, email or device) has `perClient` unpaid holds already: 429 (not for a
 *   reseller's hold, which names no traveller yet);
 * - the address has `perAddress` (far more: many travellers share one), or a reseller its own cap: 429;
 * - other unpaid holds and this one would take more than the share of the departure while its
 *   seats are free otherwise: 409 (a sold-out departure says so when its seats are taken).
 * A hold of more than the share is kept for the short time only, unless the tour is a private charter.
 */
export async function admitHold(
  tx: Db,
  input: {
    client: HoldClient;
    rules: HoldRules;
    departure: { id: string; capacity: number; seatsTaken: number };
    seats: number;
    privateCharter: boolean;
    now: Date;
  },
): Promise<HoldTerms> {
  const { client, rules, departure, seats, now } = input;
  const holds = await repo.unpaidHoldsOf(tx, client, now);
  if (!client.caller && holds.traveller >= rules.perClient) {
    throw new AppError(429, 'UNPAID_HOLD_LIMIT', m.errors_unpaid_hold_limit({ limit: rules.perClient }));
  }
  if (client.caller && holds.caller >= client.caller.maxUnpaidHolds) {
    throw new AppError(429, 'CALLER_HOLD_LIMIT', m.errors_caller_hold_limit());
  }
  if (!client.caller && client.ip && holds.address >= rules.perAddress) {
    throw new AppError(429, 'ADDRESS_HOLD_LIMIT', m.errors_address_hold_limit());
  }
  const share = fullTimeSeats(departure.capacity, rules);
  const held = await repo.unpaidHeldSeats(tx, departure.id, now);
  const free = departure.seatsTaken + seats <= departure.capacity;
  if (held > 0 && held + seats > share && free) {
    throw new AppError(409, 'DEPARTURE_HOLDS_FULL', m.errors_departure_holds_full());
  }
  const largeParty = seats > share && !input.privateCharter;
  const minutes = largeParty ? Math.min(rules.largeHoldMinutes, rules.minutes) : rules.minutes;
  return { expiresAt: new Date(now.getTime() + minutes * 60_000), largeParty };
}
