/** A demo tour's own words in Spanish (decision 029): every text field a traveller reads. */
export interface DemoSpanishTour {
  title: string;
  description: string;
  itinerary: string[];
  inclusions: string[];
  exclusions: string[];
  bringItems: string[];
  meetingPoint: string;
  transport: string;
  safetyInfo: string;
}

/** A demo merchant's profile texts in Spanish. */
export interface DemoSpanishMerchant {
  tagline: string;
  description: string;
}

/** A demo deal's texts in Spanish. */
export interface DemoSpanishDeal {
  title: string;
  description: string;
}

/** A gift card's texts in Spanish. */
export interface DemoSpanishGiftCard {
  title: string;
  description: string;
  longDescription: string;
  location: string;
  validityPeriod: string;
  features: string[];
}
