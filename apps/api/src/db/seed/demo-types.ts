import type {
  CancellationTier,
  CategorySlug,
  DepartureTime,
  Difficulty,
  GuestType,
  LocationSlug,
  PickupZone,
  TouristType,
} from '@belizepass/domain';

/** The kinds of generated photo the demo data set can ask for (see scenes.ts). */
export const SCENE_KINDS = [
  'reef',
  'beach',
  'cave',
  'jungle',
  'river',
  'maya-temple',
  'blue-hole',
  'waterfall',
  'sunset-sea',
  'zipline',
  'wildlife',
  'lagoon',
  'village',
  'mountains',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export interface DemoMerchant {
  key: string;
  ownerEmail: string;
  ownerName: string;
  businessName: string;
  tagline: string;
  description: string;
  contactEmail: string;
  phoneNumber: string;
  address: string;
  btbLicenceNumber: string;
  approved: boolean;
}

export interface DemoReview {
  userName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** How many days before the seed ran the guest took the tour. */
  daysAgo: number;
}

export interface DemoTour {
  /** Stable kebab-case key; names the generated photo files. */
  key: string;
  merchantKey: string;
  location: LocationSlug;
  title: string;
  description: string;
  category: CategorySlug;
  touristType: TouristType;
  difficulty: Difficulty;
  durationHours: number;
  priceDollars: number;
  /** The operator's standard price when BelizePass sells below it. */
  standardPriceDollars?: number;
  /** A government park or reserve fee per person, its own line on the booking. */
  parkFee?: { adultDollars: number; childDollars: number; payment: 'online' | 'cash' };
  minGroupSize: number;
  maxGroupSize: number;
  /** 0 = Sunday ... 6 = Saturday. */
  scheduleDays: number[];
  startTime: string;
  /** Several start times a day (each with its weekdays); absent: `startTime` on `scheduleDays`. */
  departureTimes?: DepartureTime[];
  /** The high season (mid-December to April, the seed's dates): its adult price and its own times if any. */
  highSeason?: { priceDollars: number; times?: DepartureTime[] };
  /** Guest types sold beyond adults and children at 70% (e.g. a Belize resident rate). */
  guestTypes?: GuestType[];
  /** Pickup zones (the tour collects guests instead of meeting them). */
  pickupZones?: PickupZone[];
  itinerary: string[];
  inclusions: string[];
  exclusions: string[];
  bringItems: string[];
  languages: string[];
  meetingPoint: string;
  /** Where the meeting point is (WGS 84 degrees). */
  meetingPointCoordinates: { lat: number; lng: number };
  transport: string;
  safetyInfo: string;
  /** The cancellation policy (docs/decisions/031-cancellation-policy-tiers.md). */
  cancellationTiers: readonly CancellationTier[];
  featured?: boolean;
  /** Defaults to approved and active. */
  publication?: 'published' | 'pending-approval';
  photos: { scene: SceneKind; alt: string }[];
  reviews: DemoReview[];
}
