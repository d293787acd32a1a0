import {
  type CheckInLookup,
  DEAL_MESSAGES,
  dollarsToCents,
  GIFT_CARD_MESSAGES,
  type giftCardRedemptionSchema,
  MERCHANT_TOUR_MESSAGES,
  type MerchantBooking,
  merchantGiftCardRedeemSchema,
  type merchantGiftCardViewSchema,
  type merchantVoucherSchema,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { type ApiClient, ApiError, messageOf } from '~/lib/api-client';
import { newRequestId } from './booking-format';
import { isNetworkFailure } from './check-in-queue';
import type { CounterCode } from './counter-codes';

/** What a domain schema parses to (Standard Schema types). */
type Parsed<S extends { '~standard': { types?: { output: unknown } } }> = NonNullable<
  S['~standard']['types']
>['output'];

/** A deal voucher at the counter (`GET /api/merchant/vouchers/{code}`); money in US cents. */
export type CounterVoucher = Parsed<typeof merchantVoucherSchema>;
/** A gift card at the counter (`GET /api/merchant/gift-cards/{code}`); the code comes back masked. */
export type CounterGiftCard = Parsed<typeof merchantGiftCardViewSchema>;
export type GiftCardRedemption = Parsed<typeof giftCardRedemptionSchema>;

/** Where a code came from: typed in the Manual Check-In box, or read by the camera. */
export type CodeSource = 'manual' | 'qr';

/**
 * The check-in counter's state (spec 2.13): looking for a code, a booking, voucher or gift card
 * found, and what became of it. The same steps run in the browser (camera, offline queue, with
 * `browserApi`) and in the route action (the code form without JavaScript, with `serverApi`).
 */
export type CounterStep =
  | {
      kind: 'search';
      error?: { source: CodeSource; message: string };
      /** A booking code that could not be looked up for want of a connection. */
      offlineCode?: string;
      /** A voucher or gift card code that could not be looked up offline. */
      offlineCounter?: boolean;
    }
  | { kind: 'found'; booking: CheckInLookup; requestId: string; failure?: string }
  | { kind: 'done'; booking: MerchantBooking }
  | { kind: 'queued'; booking: Pick<MerchantBooking, 'confirmationCode' | 'customerName'>; requestId: string }
  | { kind: 'voucher'; voucher: CounterVoucher; failure?: string }
  | { kind: 'voucher-redeemed'; voucher: CounterVoucher }
  | {
      kind: 'gift-card';
      card: CounterGiftCard;
      code: string;
      amount?: string;
      amountError?: string;
      failure?: string;
    }
  | { kind: 'gift-card-redeemed'; redemption: GiftCardRedemption };

export const SEARCH: CounterStep = { kind: 'search' };

/** Why a voucher or gift card cannot wait for the connection, in the page's language. */
export const offlineCounterMessage = () => m.operations_offline_counter();
const offlineFailure = () => m.operations_offline_failure({ reason: offlineCounterMessage() });

const M = MERCHANT_TOUR_MESSAGES;
const path = (base: string, code: string) => `${base}/${encodeURIComponent(code)}`;

const getBooking = (api: ApiClient, code: string) =>
  api.get<CheckInLookup>(path('/api/merchant/check-in', code));
const getVoucher = (api: ApiClient, code: string) =>
  api.get<CounterVoucher>(path('/api/merchant/vouchers', code));
const getGiftCard = (api: ApiClient, code: string) =>
  api.get<CounterGiftCard>(path('/api/merchant/gift-cards', code));

const searchError = (source: CodeSource, message: string): CounterStep => ({
  kind: 'search',
  error: { source, message },
});

/** Looks a typed or scanned code up: a booking to check in, a voucher or a gift card. */
export async function lookUpCode(
  api: ApiClient,
  target: CounterCode | null,
  source: CodeSource,
): Promise<CounterStep> {
  if (!target) return searchError(source, M.checkInInvalidQr);
  if (!target.code) return searchError(source, M.checkInCodeRequired);
  try {
    if (target.kind === 'booking') {
      return { kind: 'found', booking: await getBooking(api, target.code), requestId: newRequestId() };
    }
    if (target.kind === 'voucher') return { kind: 'voucher', voucher: await getVoucher(api, target.code) };
    return { kind: 'gift-card', card: await getGiftCard(api, target.code), code: target.code };
  } catch (error) {
    if (isNetworkFailure(error)) {
      return target.kind === 'booking'
        ? { kind: 'search', offlineCode: target.code.toUpperCase() }
        : { kind: 'search', offlineCounter: true };
    }
    if (target.kind === 'booking') {
      const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
      const fallback = source === 'manual' ? M.checkInNotFound : M.checkInInvalidQr;
      return searchError(source, notFound ? fallback : messageOf(error, M.checkInNotFound));
    }
    const fallback =
      target.kind === 'voucher' ? DEAL_MESSAGES.voucherNotFound : GIFT_CARD_MESSAGES.codeNotFound;
    return searchError(source, messageOf(error, fallback));
  }
}

/**
 * Checks a found booking in. Without a connection the step is `queued` (the browser keeps it and
 * sends it later); a refusal shows the server's message on the booking (looked up again if needed).
 */
export async function checkInStep(
  api: ApiClient,
  {
    confirmationCode,
    requestId,
    join,
  }: {
    confirmationCode: string;
    requestId: string;
    /** The operator confirmed the guest joins today's departure at this date and time. */
    join?: { date: string; time: string };
  },
  found?: CheckInLookup,
): Promise<CounterStep> {
  try {
    const checkedIn = await api.post<MerchantBooking>('/api/merchant/check-in', {
      confirmationCode,
      clientRequestId: requestId,
      ...(join ? { join: true, departure: join } : {}),
    });
    return { kind: 'done', booking: { ...found, ...checkedIn } };
  } catch (error) {
    if (isNetworkFailure(error)) {
      return {
        kind: 'queued',
        booking: { confirmationCode, customerName: found?.customerName ?? '' },
        requestId,
      };
    }
    const failure = messageOf(error, m.operations_check_in_failed());
    // Looked up again: a refusal (a full departure, a check-in meanwhile) shows the booking as it is now.
    const booking = (await getBooking(api, confirmationCode).catch(() => null)) ?? found;
    return booking ? { kind: 'found', booking, requestId, failure } : searchError('manual', failure);
  }
}

/** Redeems a valid voucher once; a 409 (redeemed meanwhile, expired) shows its state as it is now. */
export async function redeemVoucherStep(
  api: ApiClient,
  code: string,
  found?: CounterVoucher,
): Promise<CounterStep> {
  try {
    return {
      kind: 'voucher-redeemed',
      voucher: await api.post<CounterVoucher>('/api/merchant/vouchers/redeem', { code }),
    };
  } catch (error) {
    if (isNetworkFailure(error) && found)
      return { kind: 'voucher', voucher: found, failure: offlineFailure() };
    const failure = messageOf(error, m.operations_voucher_not_redeemed());
    const voucher = await getVoucher(api, code).catch(() => found);
    return voucher ? { kind: 'voucher', voucher, failure } : searchError('manual', failure);
  }
}

/** The typed amount in cents, or what is wrong with it (the API's own rules first). */
export function checkAmount(
  text: string,
  code: string,
  balanceCents: number,
): { cents: number } | { error: string } {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (trimmed && !/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: m.operations_amount_format() };
  const parsed = merchantGiftCardRedeemSchema.safeParse({
    code,
    amount: trimmed ? dollarsToCents(Number(trimmed)) : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === 'amount') ?? parsed.error.issues[0];
    return { error: issue?.message ?? m.operations_amount_required() };
  }
  if (parsed.data.amount > balanceCents) return { error: GIFT_CARD_MESSAGES.insufficient(balanceCents) };
  return { cents: parsed.data.amount };
}

/** Takes a typed amount off a gift card in person, when this merchant may. */
export async function redeemGiftCardStep(
  api: ApiClient,
  { code, amount }: { code: string; amount: string },
  found?: CounterGiftCard,
): Promise<CounterStep> {
  let card = found;
  try {
    card ??= await getGiftCard(api, code);
  } catch (error) {
    return searchError('manual', messageOf(error, GIFT_CARD_MESSAGES.codeNotFound));
  }
  const checked = checkAmount(amount, code, card.balance);
  if ('error' in checked) return { kind: 'gift-card', card, code, amount, amountError: checked.error };
  try {
    return {
      kind: 'gift-card-redeemed',
      redemption: await api.post<GiftCardRedemption>('/api/merchant/gift-cards/redeem', {
        code,
        amount: checked.cents,
      }),
    };
  } catch (error) {
    if (isNetworkFailure(error)) return { kind: 'gift-card', card, code, amount, failure: offlineFailure() };
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
      return { kind: 'gift-card', card, code, amount, amountError: error.message };
    }
    return {
      kind: 'gift-card',
      card,
      code,
      amount,
      failure: messageOf(error, m.operations_gift_card_not_redeemed()),
    };
  }
}
