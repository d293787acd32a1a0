import { CANCELLATION_PRESETS } from '@belizepass/domain';

/** The cancellation policies the demo tours choose from (docs/decisions/031-cancellation-policy-tiers.md). */
export const STANDARD = CANCELLATION_PRESETS.standard;
/** A full refund up to 24 hours before: the tour shows "Free cancellation". */
export const FLEXIBLE = CANCELLATION_PRESETS.flexible;
export const MODERATE = CANCELLATION_PRESETS.moderate;
