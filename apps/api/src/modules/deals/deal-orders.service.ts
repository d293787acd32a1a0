import {
  belizeToday,
  type CardForm,
  DEAL_MESSAGES,
  type DealOrderView,
  dealEndsAt,
  formatShortDate,
  PAYMENT_MESSAGES,
  type Voucher,
} from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentLocale, withLocale } from '../../lib/locale.ts';
import { newOpaqueToken } from '../auth/tokens.ts';
import { uniqueCode } from '../gift-cards/codes.ts';
import { insertOrder, type OrderRow } from '../gift-cards/gift-cards.repository.ts';
import {
  type OrderAccess,
  orderFor,
  orderPayment,
  paymentDeclined,
  prepareOrderCharge,
  recordedOrAlreadyPaid,
  recordOrderPaid,
  resolveBuyer,
  type StoreContext,
} from '../gift-cards/store-orders.ts';
import { emailLines, emailMoney, localeOfAddress } from '../mail/email-text.ts';
import { enqueueEmail } from '../mail/mail.repository.ts';
import {
  type ApprovedCharge,
  chargeOnce,
  type PaymentRequiresAction,
  requiresActionError,
  requiresActionMessage,
} from '../payments/charge-once.ts';
import * as vouchersRepo from '../vouchers/vouchers.repository.ts';
import { voucherQrPng, voucherView, withQr } from '../vouchers/vouchers.service.ts';
import { dealView } from './deal-views.ts';
import * as repo from './deals.repository.ts';
import { DEAL_NOT_FOUND } from './deals.service.ts';

const SOLD_OUT = () => new AppError(409, 'DEAL_SOLD_OUT', DEAL_MESSAGES.soldOut);

function orderView(order: OrderRow, deal: repo.DealRow, payment: DealOrderView['payment']): DealOrderView {
  return {
    id: order.id,
    status: order.status,
    total: order.totalCents,
    quantity: order.quantity,
    unitAmount: order.unitAmountCents,
    deal: dealView(deal),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payment,
  };
}

async function orderWithVouchers(
  db: Db,
  order: OrderRow,
): Promise<{ order: DealOrderView; vouchers: Voucher[] }> {
  const deal = await repo.findDealRow(db, order.dealId!);
  const vouchers = (await vouchersRepo.listVouchersOfOrder(db, order.id)).map((row) => voucherView(row));
  return { order: orderView(order, deal!, await orderPayment(db, order)), vouchers: await withQr(vouchers) };
}

/** A pending order for vouchers of a live deal; stock is taken only when it is paid. */
export async function createDealOrder(
  ctx: StoreContext,
  dealId: string,
  input: { quantity: number; buyerName?: string; buyerEmail?: string },
  userId: string | undefined,
  now = new Date(),
) {
  const deal = await repo.findDealRow(ctx.db, dealId, { today: belizeToday(now) });
  if (!deal) throw DEAL_NOT_FOUND();
  const remaining = deal.deal.quantityAvailable - deal.deal.soldCount;
  if (remaining <= 0) throw SOLD_OUT();
  if (remaining < input.quantity) {
    throw new AppError(409, 'DEAL_NOT_ENOUGH_VOUCHERS', DEAL_MESSAGES.onlyLeft(remaining));
  }
  const buyer = await resolveBuyer(ctx.db, input, userId);
  const access = newOpaqueToken();
  const order = await insertOrder(ctx.db, {
    kind: 'deal',
    userId: userId ?? null,
    ...buyer,
    dealId,
    unitAmountCents: deal.deal.priceCents,
    quantity: input.quantity,
    totalCents: deal.deal.priceCents * input.quantity,
    accessKeyHash: access.hash,
    // The page's language: the emails of a buyer without an account are written in it.
    locale: currentLocale(),
  });
  return { order: orderView(order, deal, null), vouchers: [], accessKey: access.token };
}

export async function getDealOrder(ctx: StoreContext, id: string, access: OrderAccess) {
  return orderWithVouchers(ctx.db, await orderFor(ctx.db, id, 'deal', access));
}

const DEAL_ENDED = () => new AppError(409, 'DEAL_ENDED', DEAL_MESSAGES.ended);

/**
 * Pays a deal order in two steps (payments/charge-once.ts): 409 DEAL_SOLD_OUT before any charge
 * when too few vouchers are left; the card is authorized under the Idempotency-Key outside any
 * transaction; one short transaction then takes the vouchers from stock with a guarded UPDATE,
 * records the charge, issues one voucher per unit and emails them with their QR codes (sold out
 * meanwhile: the authorization is voided, nothing charged); then the capture. A retried key
 * returns the first outcome.
 */
export async function payDealOrder(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
  card: CardForm,
  idempotencyKey: string,
  now = new Date(),
) {
  const paid = await startDealPayment(ctx, id, access, card, idempotencyKey, now);
  if ('paymentReference' in paid) throw requiresActionError(paid);
  return paid;
}

/** `payDealOrder` that answers the confirmation step (202) instead of failing on it. */
export async function startDealPayment(
  ctx: StoreContext,
  id: string,
  access: OrderAccess,
  card: CardForm,
  idempotencyKey: string,
  now = new Date(),
  options: { confirmReference?: string } = {},
) {
  const result = await chargeOnce(
    ctx,
    {
      target: { orderId: id },
      idempotencyKey,
      card: options.confirmReference ? undefined : card,
      confirmReference: options.confirmReference,
      async prepare(tx) {
        const order = await orderFor(tx, id, 'deal', access, { forUpdate: true });
        const step = await prepareOrderCharge(tx, order, idempotencyKey, `BelizePass deal ${order.id}`);
        if ('done' in step) return step;
        const deal = await repo.findDealRow(tx, order.dealId!, { today: belizeToday(now) });
        if (!deal) throw DEAL_ENDED();
        if (deal.deal.quantityAvailable - deal.deal.soldCount < order.quantity) throw SOLD_OUT();
        return step;
      },
      async record(tx, charge) {
        const { order, answer } = await recordedOrAlreadyPaid(tx, id, idempotencyKey);
        if (answer) return answer;
        const fulfilled = await fulfilDealOrder(ctx, tx, order, charge!, now);
        if (fulfilled !== 'paid') return { refuse: fulfilled === 'ended' ? DEAL_ENDED() : SOLD_OUT() };
        return { value: 'paid' as const };
      },
    },
    PAYMENT_MESSAGES.failed,
  );
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action' as const,
      paymentReference: result.reference,
      message: requiresActionMessage(),
    } satisfies PaymentRequiresAction;
  }
  if (result.value === 'declined') throw paymentDeclined();
  return orderWithVouchers(ctx.db, await orderFor(ctx.db, id, 'deal', access));
}

/**
 * Takes the order's vouchers from stock (guarded), records its charge and issues and emails the
 * vouchers (the order row locked, still pending); 'ended' or 'sold-out' with nothing written when
 * it cannot. Also used by reconciliation.
 */
export async function fulfilDealOrder(
  ctx: StoreContext,
  tx: Db,
  order: OrderRow,
  charge: ApprovedCharge,
  now: Date,
): Promise<'paid' | 'ended' | 'sold-out'> {
  const deal = await repo.findDealRow(tx, order.dealId!, { today: belizeToday(now) });
  if (!deal) return 'ended';
  if (!(await repo.takeVouchers(tx, deal.deal.id, order.quantity))) return 'sold-out';
  await recordOrderPaid(tx, ctx, order, charge, now);
  const codes: string[] = [];
  for (let i = 0; i < order.quantity; i++) {
    const voucher = await vouchersRepo.insertVoucher(tx, {
      code: await uniqueCode('DV', 2, (code) => vouchersRepo.isVoucherCodeTaken(tx, code)),
      dealId: deal.deal.id,
      orderId: order.id,
      userId: order.userId,
      priceCents: order.unitAmountCents,
      expiresAt: dealEndsAt(deal.deal.validUntil),
    });
    codes.push(voucher.code);
  }
  await enqueueVoucherEmail(tx, order, deal, codes);
  return 'paid';
}

/** The buyer's vouchers, in their account's language, else the page's the order was placed on. */
async function enqueueVoucherEmail(db: Db, order: OrderRow, deal: repo.DealRow, codes: string[]) {
  const attachments = await Promise.all(
    codes.map(async (code) => ({
      filename: `belizepass-voucher-${code}.png`,
      contentType: 'image/png',
      contentBase64: (await voucherQrPng(code)).toString('base64'),
    })),
  );
  const d = deal.deal;
  const locale = (await localeOfAddress(db, order.buyerEmail)) ?? order.locale;
  // The deal's own words in the reader's language (decision 029): its Spanish title where written.
  await withLocale(locale, () => {
    const shown = dealView(deal, locale);
    return enqueueEmail(db, {
      to: order.buyerEmail,
      subject: m.emails_voucher_subject({ count: codes.length, title: shown.title }),
      text: emailLines([
        m.emails_hello({ name: order.buyerName }),
        '',
        m.emails_voucher_thanks({
          quantity: order.quantity,
          title: shown.title,
          merchant: deal.merchantName,
          total: emailMoney(order.totalCents),
        }),
        '',
        m.emails_voucher_codes({ count: codes.length }),
        ...codes.map((code) => `  ${code}`),
        '',
        m.emails_voucher_valid({
          date: formatShortDate(d.validUntil),
          merchant: deal.merchantName,
          location: shown.location.name,
        }),
        m.emails_voucher_show(),
        '',
        m.emails_sign_off(),
      ]),
      attachments,
    });
  });
}
