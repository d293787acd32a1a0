import { addDays, belizeToday, dollarsToCents } from '@belizepass/domain';
import type { Db } from '../db/client.ts';
import { DEMO_DEALS } from '../db/seed/demo-deals.ts';
import { MERCHANT_CARDS } from '../db/seed/demo-gift-cards.ts';
import { renderDemoPhoto } from '../db/seed/demo-photos.ts';
import { DEMO_SPANISH_DEALS, DEMO_SPANISH_GIFT_CARDS } from '../db/seed/demo-spanish.ts';
import type { SceneKind } from '../db/seed/demo-types.ts';
import { createDealOrder, payDealOrder } from '../modules/deals/deal-orders.service.ts';
import { addDeal } from '../modules/deals/deals.service.ts';
import {
  createGiftCardOrder,
  payGiftCardOrder,
  saveProduct,
} from '../modules/gift-cards/gift-cards.service.ts';
import { ensurePassCards, giftCardImageName } from '../modules/gift-cards/pass-cards.ts';
import { redeemInPerson } from '../modules/gift-cards/redemption.service.ts';
import { demoPaymentProvider } from '../modules/payments/payment-provider.ts';
import type { ImageStorage } from '../modules/uploads/image-storage.ts';

export interface StoredValueSeedOptions {
  /** Demo merchant key -> merchant id. */
  merchantIds: Map<string, string>;
  /** Demo account email -> user id. */
  userIds: Map<string, string>;
  storage: ImageStorage;
  renderPhotos?: boolean;
  now?: Date;
}

/**
 * Gift cards (pass and merchant cards), deals with their images, and the demo tourist's purchases
 * made through the real order and payment code: a pass card partly spent at Sea Star, a merchant
 * card sent as a gift, and two spa vouchers.
 */
export async function seedDemoStoredValue(db: Db, options: StoredValueSeedOptions) {
  const now = options.now ?? new Date();
  const today = belizeToday(now);
  const draw = options.renderPhotos !== false;
  const image = async (name: string, scene: SceneKind, variant: number) =>
    draw ? (await renderDemoPhoto(options.storage, name, scene, variant)).url : `/uploads/demo/${name}.webp`;
  const merchantId = (key: string) => {
    const id = options.merchantIds.get(key);
    if (!id) throw new Error(`Demo stored value names unknown merchant ${key}`);
    return id;
  };

  await ensurePassCards(db, { storage: options.storage, draw });
  for (const { merchantKey, scene, variant, ...card } of MERCHANT_CARDS) {
    const imageUrl = await image(giftCardImageName(card.id), scene, variant);
    const spanish = DEMO_SPANISH_GIFT_CARDS[card.id];
    await saveProduct(db, {
      ...card,
      merchantId: merchantId(merchantKey),
      imageUrl,
      titleEs: spanish?.title ?? null,
      descriptionEs: spanish?.description ?? null,
      longDescriptionEs: spanish?.longDescription ?? null,
      locationEs: spanish?.location ?? null,
      validityPeriodEs: spanish?.validityPeriod ?? null,
      featuresEs: spanish?.features ?? null,
    });
  }

  const dealIds = new Map<string, string>();
  for (const d of DEMO_DEALS) {
    const deal = await addDeal(db, {
      merchantId: merchantId(d.merchantKey),
      title: d.title,
      description: d.description,
      titleEs: DEMO_SPANISH_DEALS[d.key]?.title ?? null,
      descriptionEs: DEMO_SPANISH_DEALS[d.key]?.description ?? null,
      category: d.category,
      locationId: d.location,
      priceCents: dollarsToCents(d.priceDollars),
      originalPriceCents: dollarsToCents(d.originalDollars),
      validUntil: addDays(today, d.daysValid),
      quantityAvailable: d.quantity,
      soldCount: d.sold,
      imageUrl: await image(`deal-${d.key}`, d.scene, d.variant),
      adminApproved: !d.pendingApproval,
      active: true,
      featured: d.featured ?? false,
    });
    dealIds.set(d.key, deal.id);
  }
  await seedTouristPurchases(
    db,
    {
      tourist: options.userIds.get('tourist@example.com'),
      seaStarOwner: options.userIds.get('merchant@example.com'),
      seaStar: merchantId('sea-star'),
      spaDeal: dealIds.get('lagoon-lily-hot-stone'),
    },
    now,
  );
}

async function seedTouristPurchases(
  db: Db,
  ids: { tourist?: string; seaStarOwner?: string; seaStar: string; spaDeal?: string },
  now: Date,
) {
  const { tourist, seaStarOwner, spaDeal } = ids;
  if (!tourist || !seaStarOwner || !spaDeal) return;
  const ctx = { db, payments: demoPaymentProvider, publicUrl: '' };
  const access = { userId: tourist };
  const card = {
    cardName: 'Tessa Walker',
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/30',
    cvv: '123',
  };
  const key = (what: string) => `demo-seed-${what}-${tourist}`;

  const forSelf = await createGiftCardOrder(ctx, { productId: 'bp-100', quantity: 1 }, tourist);
  const paid = await payGiftCardOrder(ctx, forSelf.order.id, access, card, key('bp-100'), now);
  await redeemInPerson(db, {
    merchantId: ids.seaStar,
    actorUserId: seaStarOwner,
    code: paid.giftCards[0]!.code,
    amountCents: 3500,
  });

  const gift = await createGiftCardOrder(
    ctx,
    {
      productId: 'mgc-2',
      amount: 75,
      quantity: 1,
      recipientName: 'Daniel Walker',
      recipientEmail: 'daniel.walker@example.com',
      senderName: 'Tessa',
      message: 'Happy anniversary! Dinner on the beach is on me next time you are in San Pedro.',
    },
    tourist,
  );
  await payGiftCardOrder(ctx, gift.order.id, access, card, key('mgc-2'), now);

  const vouchers = await createDealOrder(ctx, spaDeal, { quantity: 2 }, tourist, now);
  await payDealOrder(ctx, vouchers.order.id, access, card, key('spa'), now);
}
