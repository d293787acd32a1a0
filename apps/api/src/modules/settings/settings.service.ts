import type { HoldSettings, PlatformSettings, platformSettingsInputSchema } from '@belizepass/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  bumpContentVersion,
  getPlatformSettings,
  type PlatformSettingsRow,
  updatePlatformSettings,
} from './settings.repository.ts';

/** The settings row as the API shows it (spec section 3, Platform settings). */
export function toSettingsView(row: PlatformSettingsRow): PlatformSettings {
  return {
    platformName: row.platformName,
    platformEmail: row.platformEmail,
    defaultCommissionRate: row.defaultCommissionRate,
    directBookingRate: row.directBookingRate,
    notifications: {
      newMerchantSignups: row.notifyNewMerchantSignups,
      newBookings: row.notifyNewBookings,
      completedBookings: row.notifyCompletedBookings,
      payoutProcessed: row.notifyPayoutProcessed,
      tourApprovalRequests: row.notifyTourApprovalRequests,
    },
    holds: holdRulesOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Writes the unpaid-hold settings given in the environment at start (HOLD_MINUTES and the like). */
export async function provisionHoldSettings(db: Db, given: Partial<HoldSettings>) {
  const values = {
    ...(given.minutes !== undefined ? { holdMinutes: given.minutes } : {}),
    ...(given.perClient !== undefined ? { unpaidHoldsPerClient: given.perClient } : {}),
    ...(given.departureSharePercent !== undefined
      ? { unpaidHoldSharePercent: given.departureSharePercent }
      : {}),
    ...(given.perAddress !== undefined ? { unpaidHoldsPerAddress: given.perAddress } : {}),
  };
  if (Object.keys(values).length) await updatePlatformSettings(db, values);
}

/** The unpaid-hold rules bookings follow (docs/decisions/033-fair-holds.md). */
export type HoldRules = Required<HoldSettings>;

function holdRulesOf(row: PlatformSettingsRow): HoldRules {
  return {
    minutes: row.holdMinutes,
    perClient: row.unpaidHoldsPerClient,
    departureSharePercent: row.unpaidHoldSharePercent,
    perAddress: row.unpaidHoldsPerAddress,
    largeHoldMinutes: row.largeHoldMinutes,
  };
}

export async function holdRules(db: Db): Promise<HoldRules> {
  return holdRulesOf(await getPlatformSettings(db));
}

export async function readSettings(db: Db) {
  return toSettingsView(await getPlatformSettings(db));
}

/** Saves the settings and records who changed what; a new commission rate applies to the next payment. */
export async function saveSettings(
  db: Db,
  input: z.output<typeof platformSettingsInputSchema>,
  actorUserId: string,
): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    const before = await getPlatformSettings(tx, { forUpdate: true });
    const { notifications: n } = input;
    const after = await updatePlatformSettings(tx, {
      platformName: input.platformName,
      platformEmail: input.platformEmail,
      defaultCommissionRate: input.defaultCommissionRate,
      ...(input.directBookingRate !== undefined ? { directBookingRate: input.directBookingRate } : {}),
      notifyNewMerchantSignups: n.newMerchantSignups,
      notifyNewBookings: n.newBookings,
      notifyCompletedBookings: n.completedBookings,
      notifyPayoutProcessed: n.payoutProcessed,
      notifyTourApprovalRequests: n.tourApprovalRequests,
      ...(input.holds
        ? {
            holdMinutes: input.holds.minutes,
            unpaidHoldsPerClient: input.holds.perClient,
            unpaidHoldSharePercent: input.holds.departureSharePercent,
            ...(input.holds.perAddress !== undefined
              ? { unpaidHoldsPerAddress: input.holds.perAddress }
              : {}),
            ...(input.holds.largeHoldMinutes !== undefined
              ? { largeHoldMinutes: input.holds.largeHoldMinutes }
              : {}),
          }
        : {}),
    });
    if (before.defaultCommissionRate !== after.defaultCommissionRate) await bumpContentVersion(tx);
    const { updatedAt: _b, ...beforeView } = toSettingsView(before);
    const { updatedAt: _a, ...afterView } = toSettingsView(after);
    await recordAudit(tx, {
      actorUserId,
      action: 'settings.update',
      entityType: 'settings',
      entityId: '1',
      before: beforeView,
      after: afterView,
    });
    return toSettingsView(after);
  });
}
