import type { Db } from '../../db/client.ts';
import type { giftCardProducts } from '../../db/schema/index.ts';
import { renderDemoPhoto } from '../../db/seed/demo-photos.ts';
import type { SceneKind } from '../../db/seed/demo-types.ts';
import type { ImageStorage } from '../uploads/image-storage.ts';
import { insertProductIfMissing } from './gift-cards.repository.ts';

type ProductValues = typeof giftCardProducts.$inferInsert;

const PASS_FEATURES = [
  'Pay at any BelizePass merchant: tours, restaurants, hotels and spas',
  'Never expires',
  'Spend it in parts: what is left stays on the card',
  'Delivered by email with your personal message',
];

/** Where a product's illustration lives under /uploads (drawn from a scene of the demo artwork). */
export const giftCardImageName = (id: string) => `gift-card-${id}`;
export const giftCardImageUrl = (id: string) => `/uploads/demo/${giftCardImageName(id)}.webp`;

/**
 * The BelizePass pass cards of spec section 9. They belong to the platform, not to a merchant, so
 * every database has them (merchant cards come with their merchants).
 */
export const PASS_CARDS: (ProductValues & { scene: SceneKind; variant: number })[] = [
  {
    id: 'bp-25',
    type: 'belizepass',
    title: 'BelizePass Gift Card $25',
    description:
      'A taste of Belize: fry jacks and a fresh juice, a taco trail or a sunset drink on the dock.',
    longDescription:
      'The BelizePass $25 card is the easy thank-you. It pays at every merchant on BelizePass, from a Caye Caulker snorkel stop to an Orange Walk taco trail, and it never expires. Use part of it today and keep the rest for the next trip: the balance stays on the card until it is spent.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-25'),
    priceCents: 2500,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#0e7490',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 1,
    scene: 'beach',
    variant: 0,
  },
  {
    id: 'bp-50',
    type: 'belizepass',
    title: 'BelizePass Gift Card $50',
    description: 'Half a day on the reef or a seafood dinner for two, wherever they travel in Belize.',
    longDescription:
      'Fifty dollars of Belize for someone who has not decided yet: a Hol Chan snorkel, a cave-tubing morning, a spa hour in Placencia or dinner on the beach in San Pedro. The BelizePass card pays at any BelizePass merchant, never expires, and keeps any balance for later.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-50'),
    priceCents: 5000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#047857',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 2,
    scene: 'reef',
    variant: 1,
  },
  {
    id: 'bp-100',
    type: 'belizepass',
    title: 'BelizePass Gift Card $100',
    description: 'A full day out: the ATM cave, Lamanai by river or the Great Blue Hole from the air.',
    longDescription:
      'The $100 BelizePass card covers a full-day adventure for one, or two half-day trips, with any licensed operator or merchant on BelizePass. It never expires and can be spent in parts, so nothing is lost if the trip costs a little less.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-100'),
    priceCents: 10_000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#1e3a8a',
    textColor: '#ffffff',
    features: PASS_FEATURES,
    categoryType: 'all',
    highlight: false,
    displayOrder: 3,
    scene: 'blue-hole',
    variant: 0,
  },
  {
    id: 'bp-1',
    type: 'belizepass',
    title: 'BelizePass Gift Card',
    description:
      'Choose any amount from $50 to $1,000 for a honeymoon, a family trip or a whole week of tours.',
    longDescription:
      'Pick the amount that fits the trip, from $50 to $1,000. The general BelizePass card pays at any BelizePass merchant in all five regions, from the cayes to the Cayo District, never expires and keeps its balance until it is spent: the most flexible gift for a trip to Belize.',
    location: 'All of Belize',
    imageUrl: giftCardImageUrl('bp-1'),
    minAmountCents: 5000,
    maxAmountCents: 100_000,
    validityPeriod: 'Never Expires',
    validityMonths: null,
    color: '#b45309',
    textColor: '#ffffff',
    features: [...PASS_FEATURES, 'Choose any amount from $50 to $1,000'],
    categoryType: 'all',
    highlight: true,
    displayOrder: 0,
    scene: 'sunset-sea',
    variant: 2,
  },
];

/**
 * Adds the pass cards a database lacks (an admin's later changes are kept) and, when asked, draws
 * their illustrations into the image storage once.
 */
export async function ensurePassCards(db: Db, options: { storage?: ImageStorage; draw: boolean }) {
  for (const { scene: _scene, variant: _variant, ...card } of PASS_CARDS) {
    await insertProductIfMissing(db, card);
  }
  if (!options.draw || !options.storage) return;
  for (const card of PASS_CARDS) {
    await renderDemoPhoto(options.storage, giftCardImageName(card.id), card.scene, card.variant);
  }
}
