import type { giftCardProducts } from '../schema/index.ts';
import type { SceneKind } from './demo-types.ts';

export type DemoMerchantCard = Omit<typeof giftCardProducts.$inferInsert, 'merchantId' | 'imageUrl'> & {
  merchantKey: string;
  scene: SceneKind;
  variant: number;
};

const MERCHANT_CARD_BASICS = {
  type: 'merchant',
  validityPeriod: '1 year from purchase',
  validityMonths: 12,
  textColor: '#ffffff',
} as const;

/** The merchant gift cards of spec section 9, each accepted only by its merchant. */
export const MERCHANT_CARDS: DemoMerchantCard[] = [
  {
    ...MERCHANT_CARD_BASICS,
    id: 'mgc-1',
    merchantKey: 'coral-sands',
    title: 'Coral Sands Beach Resort Gift Card',
    description:
      'Beachfront nights, breakfast on the dock and kayaks on the calm north side of Ambergris Caye.',
    longDescription:
      'Give a stay at Coral Sands Beach Resort: thatched casitas on a private beach five miles north of San Pedro, breakfast from the island co-op catch, kayaks and paddleboards inside the reef. The card pays for rooms, meals and the bar at the resort, in any amount from $50 to $500, and is valid for a year from purchase.',
    location: 'Ambergris Caye',
    minAmountCents: 5000,
    maxAmountCents: 50_000,
    color: '#0f766e',
    features: [
      'Rooms, meals and drinks at Coral Sands Beach Resort',
      'Any amount from $50 to $500',
      'Valid for 1 year from purchase',
      'Spend it in parts: the balance stays on the card',
    ],
    categoryType: 'hotels',
    highlight: true,
    displayOrder: 10,
    scene: 'beach',
    variant: 1,
  },
  {
    ...MERCHANT_CARD_BASICS,
    id: 'mgc-2',
    merchantKey: 'caribena-grill',
    title: 'Caribeña Grill & Bar Gift Card',
    description: 'Wood-fired snapper, lobster in season and rum punch at sunset on the sand in San Pedro.',
    longDescription:
      'Treat someone to dinner at Caribeña Grill & Bar on Barrier Reef Drive: seafood grilled over coconut husk coals, conch fritters, fry jack breakfasts and sunset cocktails with their feet in the sand. From $25 to $200, valid for a year from purchase.',
    location: 'San Pedro, Ambergris Caye',
    minAmountCents: 2500,
    maxAmountCents: 20_000,
    color: '#c2410c',
    features: [
      'Breakfast, lunch, dinner and the bar at Caribeña Grill & Bar',
      'Any amount from $25 to $200',
      'Valid for 1 year from purchase',
      'Spend it in parts: the balance stays on the card',
    ],
    categoryType: 'restaurants',
    highlight: true,
    displayOrder: 11,
    scene: 'sunset-sea',
    variant: 0,
  },
  {
    ...MERCHANT_CARD_BASICS,
    id: 'mgc-3',
    merchantKey: 'maya-trails',
    title: 'Maya Trails Jungle & Zip-Line Gift Card',
    description: 'Canopy zip-lines, cave tubing and jungle treks with licensed guides from San Ignacio.',
    longDescription:
      "For the adventurer: Maya Trails Expeditions' zip-line canopy tour, cave tubing, the ATM cave and jungle treks to Xunantunich and Caracol, all led by BTB-licensed guides from San Ignacio in the Cayo District. Choose $50 to $300; the card is valid for a year and pays for any Maya Trails tour booked on BelizePass.",
    location: 'Cayo District',
    minAmountCents: 5000,
    maxAmountCents: 30_000,
    color: '#166534',
    features: [
      'Any Maya Trails Expeditions tour on BelizePass',
      'Any amount from $50 to $300',
      'Valid for 1 year from purchase',
      'Use it at checkout: the card pays first, your bank card the rest',
    ],
    categoryType: 'activities',
    highlight: false,
    displayOrder: 12,
    scene: 'zipline',
    variant: 1,
  },
  {
    ...MERCHANT_CARD_BASICS,
    id: 'mgc-4',
    merchantKey: 'lagoon-lily-spa',
    title: 'Lagoon Lily Spa Gift Card',
    description: 'Hot stone massage, Maya herbal baths and lemongrass tea over the Placencia lagoon.',
    longDescription:
      'Give an afternoon of calm at Lagoon Lily Spa in Placencia: open-air treatment rooms on stilts over the lagoon, massages with river stones and coconut oil, Maya herbal baths and couples suites. From $75 to $400, valid for a year from purchase.',
    location: 'Placencia',
    minAmountCents: 7500,
    maxAmountCents: 40_000,
    color: '#7e22ce',
    features: [
      'Every treatment at Lagoon Lily Spa',
      'Any amount from $75 to $400',
      'Valid for 1 year from purchase',
      'Spend it in parts: the balance stays on the card',
    ],
    categoryType: 'activities',
    highlight: false,
    displayOrder: 13,
    scene: 'lagoon',
    variant: 2,
  },
];
