import type { DealCategory, LocationSlug } from '@belizepass/domain';
import type { SceneKind } from './demo-types.ts';

export interface DemoDeal {
  /** Stable kebab-case key; names the generated image. */
  key: string;
  merchantKey: string;
  title: string;
  description: string;
  category: DealCategory;
  location: LocationSlug;
  priceDollars: number;
  originalDollars: number;
  /** The deal's last day is this many days after the seed runs. */
  daysValid: number;
  quantity: number;
  /** Vouchers already sold before the seed's own purchases. */
  sold: number;
  featured?: boolean;
  /** Defaults to approved; a pending deal waits in the staff's review list. */
  pendingApproval?: boolean;
  scene: SceneKind;
  variant: number;
}

/** Deals across the six categories and five regions, at the prices Belizean merchants ask. */
export const DEMO_DEALS: DemoDeal[] = [
  {
    key: 'caribena-seafood-dinner',
    merchantKey: 'caribena-grill',
    title: 'Three-Course Seafood Dinner for Two on the Beach',
    description:
      'Conch ceviche to share, wood-grilled whole snapper or coconut shrimp with rice and beans and fried plantain, and key lime pie, at a table on the sand on Barrier Reef Drive. Includes a rum punch each. Lobster is available in season for $12 more.',
    category: 'restaurants',
    location: 'ambergris-caye',
    priceDollars: 59,
    originalDollars: 95,
    daysValid: 90,
    quantity: 120,
    sold: 47,
    featured: true,
    scene: 'sunset-sea',
    variant: 1,
  },
  {
    key: 'caribena-sunset-happy-hour',
    merchantKey: 'caribena-grill',
    title: 'Sunset Happy Hour: Two Cocktails & Ceviche',
    description:
      'Two house cocktails (rum punch, panty ripper or a Belikin) and a bowl of fresh shrimp and conch ceviche with tortilla chips, served from 4 to 7 PM while the sun sets behind the lagoon.',
    category: 'restaurants',
    location: 'ambergris-caye',
    priceDollars: 18,
    originalDollars: 30,
    daysValid: 45,
    quantity: 200,
    sold: 83,
    scene: 'beach',
    variant: 3,
  },
  {
    key: 'coral-sands-two-nights',
    merchantKey: 'coral-sands',
    title: 'Two Nights in a Beachfront Casita with Breakfast',
    description:
      'Two nights for two in a thatched beachfront casita north of San Pedro with breakfast each morning, kayaks and paddleboards, and a welcome drink on the dock. Hotel tax included; subject to availability, book your dates directly with the resort.',
    category: 'hotels',
    location: 'ambergris-caye',
    priceDollars: 329,
    originalDollars: 480,
    daysValid: 120,
    quantity: 40,
    sold: 12,
    featured: true,
    scene: 'beach',
    variant: 1,
  },
  {
    key: 'coral-sands-golf-cart',
    merchantKey: 'coral-sands',
    title: 'Golf Cart Rental for Three Days',
    description:
      'The island way to get around: a four-seat golf cart for three days, delivered to your hotel anywhere between San Pedro and the north side, with a full charge and an island map. Driver must be 18 with a valid licence.',
    category: 'services',
    location: 'ambergris-caye',
    priceDollars: 99,
    originalDollars: 150,
    daysValid: 75,
    quantity: 60,
    sold: 9,
    scene: 'village',
    variant: 0,
  },
  {
    key: 'sea-star-hol-chan-for-two',
    merchantKey: 'sea-star',
    title: 'Hol Chan & Shark Ray Alley Snorkel for Two',
    description:
      "Two places on Sea Star's half-day snorkel of the Hol Chan Marine Reserve and Shark Ray Alley with gear, guide, fruit and water. The reserve fee (about $10 per person) is paid at check-in.",
    category: 'tours',
    location: 'ambergris-caye',
    priceDollars: 119,
    originalDollars: 150,
    daysValid: 60,
    quantity: 80,
    sold: 31,
    featured: true,
    scene: 'reef',
    variant: 0,
  },
  {
    key: 'maya-trails-zipline-cave-tubing',
    merchantKey: 'maya-trails',
    title: 'Zip-Line & Cave Tubing Combo Day',
    description:
      'Fly eight canopy lines over the Cayo jungle in the morning, then float through a river cave on an inner tube after a Belizean lunch. Transport from San Ignacio, helmets, harnesses and headlamps included.',
    category: 'activities',
    location: 'cayo-district',
    priceDollars: 109,
    originalDollars: 150,
    daysValid: 100,
    quantity: 60,
    sold: 22,
    featured: true,
    scene: 'zipline',
    variant: 2,
  },
  {
    key: 'maya-trails-xunantunich-sunrise',
    merchantKey: 'maya-trails',
    title: 'Xunantunich at Opening Time with Breakfast',
    description:
      'Cross the Mopan River on the hand-cranked ferry as the gates open, climb El Castillo before the heat and the crowds, and finish with fry jacks and coffee in San Jose Succotz. Site entrance included.',
    category: 'tours',
    location: 'cayo-district',
    priceDollars: 59,
    originalDollars: 75,
    daysValid: 30,
    quantity: 50,
    sold: 8,
    scene: 'maya-temple',
    variant: 1,
  },
  {
    key: 'new-river-lamanai-lunch',
    merchantKey: 'new-river',
    title: 'Lamanai River Safari with Riverside Lunch',
    description:
      'The full-day New River boat trip to the Lamanai Maya temples with a guide who spots crocodiles, spider monkeys and jabiru storks, plus a stew chicken lunch at the landing. Park entrance included.',
    category: 'tours',
    location: 'orange-walk',
    priceDollars: 99,
    originalDollars: 125,
    daysValid: 110,
    quantity: 70,
    sold: 19,
    scene: 'river',
    variant: 2,
  },
  {
    key: 'new-river-taco-trail-for-two',
    merchantKey: 'new-river',
    title: 'Orange Walk Taco Trail for Two',
    description:
      'Two places on the evening taco walk through the taco capital of Belize: six stops for handmade corn tortillas, escabeche, panades and horchata, with the stories of the families who cook them.',
    category: 'restaurants',
    location: 'orange-walk',
    priceDollars: 79,
    originalDollars: 110,
    daysValid: 60,
    quantity: 40,
    sold: 14,
    scene: 'village',
    variant: 2,
  },
  {
    key: 'kriol-heritage-airport-transfer',
    merchantKey: 'kriol-heritage',
    title: 'Airport Transfer to Belize City or the Water Taxi',
    description:
      'A licensed driver meets your flight at Philip Goldson International with a sign and cold water and takes up to four guests and their bags to any Belize City hotel or the Caye Caulker and San Pedro water taxi terminal.',
    category: 'services',
    location: 'belize-district',
    priceDollars: 25,
    originalDollars: 35,
    daysValid: 120,
    quantity: 150,
    sold: 56,
    scene: 'village',
    variant: 1,
  },
  {
    key: 'kriol-heritage-zoo-family',
    merchantKey: 'kriol-heritage',
    title: 'Belize Zoo Family Visit (2 Adults + 2 Children)',
    description:
      'A guided morning at the Belize Zoo for a family of four, meeting the jaguars, tapirs and harpy eagles rescued from across the country, with transport from Belize City and a stop for coconut water.',
    category: 'activities',
    location: 'belize-district',
    priceDollars: 149,
    originalDollars: 205,
    daysValid: 80,
    quantity: 30,
    sold: 6,
    scene: 'wildlife',
    variant: 1,
  },
  {
    key: 'lagoon-lily-hot-stone',
    merchantKey: 'lagoon-lily-spa',
    title: '60-Minute Hot Stone Massage over the Lagoon',
    description:
      'A full-body massage with warm river stones and coconut oil in an open-air room over the Placencia lagoon, followed by lemongrass tea on the deck.',
    category: 'wellness',
    location: 'placencia',
    priceDollars: 75,
    originalDollars: 110,
    daysValid: 90,
    quantity: 60,
    sold: 27,
    featured: true,
    scene: 'lagoon',
    variant: 0,
  },
  {
    key: 'lagoon-lily-couples-afternoon',
    merchantKey: 'lagoon-lily-spa',
    title: 'Couples Spa Afternoon for Two',
    description:
      "Side-by-side 90-minute massages, a Maya herbal bath and a fresh fruit platter for two, in the spa's private lagoon-view suite.",
    category: 'wellness',
    location: 'placencia',
    priceDollars: 189,
    originalDollars: 270,
    daysValid: 120,
    quantity: 25,
    sold: 4,
    scene: 'lagoon',
    variant: 3,
  },
  {
    key: 'peninsula-laughing-bird-snorkel',
    merchantKey: 'peninsula',
    title: 'Laughing Bird Caye Snorkel Day with Beach Lunch',
    description:
      'Boat out to Laughing Bird Caye National Park for two snorkel stops on the reef, grilled fish lunch on the beach and time to swim off the caye. Gear, guide and park fee included.',
    category: 'activities',
    location: 'placencia',
    priceDollars: 109,
    originalDollars: 145,
    daysValid: 70,
    quantity: 50,
    sold: 15,
    scene: 'reef',
    variant: 2,
  },
  {
    key: 'sea-star-sunset-sail-lobster',
    merchantKey: 'sea-star',
    title: 'Sunset Sail with Lobster Dinner for Two',
    description:
      'Two seats on the sunset catamaran sail followed by a grilled lobster dinner at the dock. Offered during lobster season only.',
    category: 'tours',
    location: 'ambergris-caye',
    priceDollars: 149,
    originalDollars: 190,
    daysValid: 90,
    quantity: 30,
    sold: 0,
    pendingApproval: true,
    scene: 'sunset-sea',
    variant: 3,
  },
];
