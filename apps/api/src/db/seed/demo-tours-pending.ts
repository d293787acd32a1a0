import { STANDARD } from './demo-policies.ts';
import type { DemoTour } from './demo-types.ts';

/** Awaiting the platform's approval: not shown in the public listing. */
export const PENDING_TOURS: DemoTour[] = [
  {
    key: 'new-river-night-spotlight-safari',
    merchantKey: 'new-river',
    location: 'orange-walk',
    title: 'New River Sunset & Night Spotlight Safari',
    description:
      "Leave the Tower Hill landing in the late afternoon to watch the sun go down over the New River, then switch to spotlights to find the red eyeshine of Morelet's crocodiles, roosting birds, fishing bats and the occasional kinkajou in the riverside trees. Dinner is served at a riverside camp before the ride back under the stars.",
    category: 'nature-wildlife',
    touristType: 'adventurous',
    difficulty: 'easy',
    durationHours: 4.5,
    priceDollars: 89,
    minGroupSize: 2,
    maxGroupSize: 10,
    scheduleDays: [2, 5],
    startTime: '16:30',
    itinerary: [
      '4:30 PM — Board at the Tower Hill bridge landing',
      '5:00 PM — Slow cruise upriver for the evening bird flights',
      '6:00 PM — Sunset on the river',
      '6:30 PM — Spotlight safari for crocodiles and night animals',
      '7:30 PM — Dinner at the riverside camp',
      '8:30 PM — Ride back to the landing',
    ],
    inclusions: ['BTB-licensed guide and captain', 'Spotlights', 'Dinner and soft drinks'],
    exclusions: ['Transfers from Belize City', 'Gratuities'],
    bringItems: ['Long sleeves and trousers', 'Insect repellent', 'Light jacket'],
    languages: ['English', 'Spanish'],
    meetingPoint:
      'New River Safaris landing at the Tower Hill bridge, Mile 53 Philip Goldson Highway, Orange Walk',
    meetingPointCoordinates: { lat: 18.0345, lng: -88.5548 },
    transport: 'Covered 25-foot river boat with navigation lights',
    safetyInfo:
      'Life vests are worn after dark and the boat carries navigation lights and a radio. Guests stay seated while the boat moves. Guides are BTB-licensed.',
    cancellationTiers: STANDARD,
    publication: 'pending-approval',
    photos: [
      { scene: 'river', alt: 'Illustration of a river boat on the New River between mangrove banks' },
      { scene: 'wildlife', alt: 'Illustration of a howler monkey on a branch above the river' },
      { scene: 'sunset-sea', alt: 'Illustration of the sun setting over calm water' },
    ],
    reviews: [],
  },
];
