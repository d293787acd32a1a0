import { AMBERGRIS_CAYE_TOURS } from './demo-tours-ambergris-caye.ts';
import { BELIZE_DISTRICT_TOURS } from './demo-tours-belize-district.ts';
import { CAYO_DISTRICT_TOURS } from './demo-tours-cayo-district.ts';
import { ORANGE_WALK_TOURS } from './demo-tours-orange-walk.ts';
import { PENDING_TOURS } from './demo-tours-pending.ts';
import { PLACENCIA_TOURS } from './demo-tours-placencia.ts';
import type { DemoTour } from './demo-types.ts';

/**
 * The demo catalogue: licensed Belizean operators and the classic tours of the five listing regions,
 * with typical published US$ prices, itineraries, fees, policies, photos and guest reviews.
 */
export { DEMO_MERCHANTS } from './demo-merchants.ts';

export const DEMO_TOURS: DemoTour[] = [
  ...AMBERGRIS_CAYE_TOURS,
  ...CAYO_DISTRICT_TOURS,
  ...ORANGE_WALK_TOURS,
  ...BELIZE_DISTRICT_TOURS,
  ...PLACENCIA_TOURS,
  ...PENDING_TOURS,
];
