/**
 * The money module: every price, fee, commission, refund and payout total is computed here, and
 * only here. Amounts are integer US cents; rates are whole percents passed in by the caller (the
 * platform setting or a merchant's own rate).
 */

export * from './amounts-in-text.ts';
export * from './booking-payment.ts';
export * from './bookings.ts';
export * from './commission.ts';
export * from './gift-cards.ts';
export * from './payouts.ts';
export * from './prices.ts';
export * from './refunds.ts';
export * from './reschedule.ts';
export * from './statements.ts';
