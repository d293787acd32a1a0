import { FLEXIBLE, STANDARD } from './demo-policies.ts';
import type { DemoTour } from './demo-types.ts';

/** Demo tours of Orange Walk. */
export const ORANGE_WALK_TOURS: DemoTour[] = [
  {
    key: 'lamanai-river-safari',
    merchantKey: 'new-river',
    location: 'orange-walk',
    title: 'Lamanai Maya Ruins & New River Safari',
    description:
      "Ride 26 miles up the winding New River by open boat, watching for Morelet's crocodiles, basilisk lizards running on the water, snail kites and spider monkeys, and passing the Mennonite farms of Shipyard. At Lamanai, one of the longest-occupied Maya cities, climb the High Temple above the canopy and see the carved faces of the Mask Temple. Lunch is served at the site before the ride back downriver.",
    category: 'cultural',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 8,
    priceDollars: 125,
    standardPriceDollars: 140,
    minGroupSize: 2,
    maxGroupSize: 14,
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '08:30',
    itinerary: [
      '8:30 AM — Board at the Tower Hill bridge landing',
      '8:45 AM — River safari up the New River (about 90 minutes)',
      '10:15 AM — Arrive at Lamanai; walk to the Mask Temple',
      '11:15 AM — Climb the High Temple for views over the New River Lagoon',
      '12:15 PM — Lunch of stew chicken, rice and beans at the site',
      '1:15 PM — Jaguar Temple and the small site museum',
      '2:30 PM — River ride back with wildlife stops',
      '4:30 PM — Return to the landing',
    ],
    inclusions: [
      'BTB-licensed guide and boat captain',
      'Lamanai entrance fee',
      'Lunch, water and soft drinks',
    ],
    exclusions: ['Transfers from Belize City or Corozal (available on request)', 'Gratuities'],
    bringItems: ['Hat and sunscreen', 'Insect repellent', 'Walking shoes', 'Binoculars'],
    languages: ['English', 'Spanish', 'Kriol'],
    meetingPoint:
      'New River Safaris landing at the Tower Hill bridge, Mile 53 Philip Goldson Highway, Orange Walk',
    meetingPointCoordinates: { lat: 18.0345, lng: -88.5548 },
    transport: 'Covered 25-foot river boat',
    safetyInfo:
      'Life vests are on board for every guest and the captain keeps a safe distance from crocodiles. The High Temple is steep with a rope handrail; climbing is optional. Guides are BTB-licensed.',
    cancellationTiers: FLEXIBLE,
    featured: true,
    photos: [
      {
        scene: 'river',
        alt: 'Illustration of a tour boat on the New River between mangrove banks on the way to Lamanai',
      },
      { scene: 'maya-temple', alt: 'Illustration of the High Temple at Lamanai rising above the jungle' },
      { scene: 'wildlife', alt: 'Illustration of a keel-billed toucan perched on a branch by the New River' },
      { scene: 'maya-temple', alt: 'Illustration of a stepped Maya temple at Lamanai at dusk' },
    ],
    reviews: [
      {
        userName: 'Christine H.',
        rating: 5,
        comment:
          'We counted nine crocodiles on the river and a family of spider monkeys at the ruins. The boat ride alone is worth it.',
        daysAgo: 377,
      },
      {
        userName: 'Rupert A.',
        rating: 5,
        comment:
          'The Mask Temple faces are astonishing, and climbing the High Temple above the canopy was a highlight of Belize.',
        daysAgo: 151,
      },
      {
        userName: 'Maria Elena C.',
        rating: 5,
        comment: 'Guide Ramon spotted birds I never would have seen. Lunch was homemade and delicious.',
        daysAgo: 158,
      },
      {
        userName: 'Jake P.',
        rating: 4,
        comment: "Great day out; it's a long boat ride, so bring a cushion if you have a bad back.",
        daysAgo: 106,
      },
      {
        userName: 'Ilse V.',
        rating: 5,
        comment: 'Jesus Christ lizards running across the water! My son talked about nothing else for days.',
        daysAgo: 102,
      },
      {
        userName: 'Trevor N.',
        rating: 5,
        comment: 'Well organised from the cruise port transfer onwards and we were back with plenty of time.',
        daysAgo: 94,
      },
      {
        userName: 'Abigail R.',
        rating: 5,
        comment: 'Peaceful ruins under huge trees, with howler monkeys roaring overhead. Magical.',
        daysAgo: 344,
      },
    ],
  },
  {
    key: 'crooked-tree-birding',
    merchantKey: 'new-river',
    location: 'orange-walk',
    title: 'Crooked Tree Wildlife Sanctuary Birding by Boat',
    description:
      "An early start for the lagoons of Crooked Tree Wildlife Sanctuary, a Ramsar wetland where more than 300 bird species have been recorded. From a quiet boat you look for jabiru storks, the largest flying birds in the Americas, along with boat-billed herons, snail kites, ospreys and black-collared hawks, then walk the village's cashew-shaded lanes.",
    category: 'nature-wildlife',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 5,
    priceDollars: 95,
    minGroupSize: 2,
    maxGroupSize: 8,
    scheduleDays: [2, 4, 6],
    startTime: '05:45',
    itinerary: [
      '5:45 AM — Pick-up in Orange Walk Town',
      '6:45 AM — Arrive at Crooked Tree village and board the boat',
      '7:00 AM — Slow boat birding on the Northern Lagoon',
      '9:00 AM — Creole breakfast in the village',
      '9:45 AM — Walk along the causeway and the visitor centre boardwalk',
      '10:45 AM — Return to Orange Walk Town',
    ],
    inclusions: [
      'BTB-licensed birding guide',
      'Boat and captain',
      'Creole breakfast',
      'Loaner binoculars and a bird checklist',
    ],
    exclusions: ['Crooked Tree Wildlife Sanctuary fee (US$4, paid at the visitor centre)', 'Gratuities'],
    bringItems: [
      'Binoculars if you have them',
      'Long sleeves and insect repellent',
      'Hat',
      'Camera with a zoom lens',
    ],
    languages: ['English', 'Kriol', 'Spanish'],
    meetingPoint: 'Your hotel in Orange Walk Town, or the New River Safaris landing',
    meetingPointCoordinates: { lat: 18.0345, lng: -88.5548 },
    transport: 'Van to Crooked Tree, then a flat-bottomed lagoon boat',
    safetyInfo:
      'Life vests are provided on the boat. In the late dry season (April and May) the lagoon can be too low for boats, and the tour then runs on foot along the shore. Guides are BTB-licensed.',
    cancellationTiers: STANDARD,
    photos: [
      {
        scene: 'lagoon',
        alt: 'Illustration of a kayak and an egret on the calm water of Crooked Tree lagoon',
      },
      {
        scene: 'wildlife',
        alt: 'Illustration of a howler monkey resting on a branch at the edge of the lagoon',
      },
      { scene: 'village', alt: 'Illustration of colourful wooden houses in Crooked Tree village' },
    ],
    reviews: [
      {
        userName: 'Martin B.',
        rating: 5,
        comment: 'Four jabirus on a nest, two snail kites and a sungrebe. 78 species before breakfast!',
        daysAgo: 24,
      },
      {
        userName: 'Evelyn Y.',
        rating: 5,
        comment:
          'Our guide had an incredible ear for calls. The Creole breakfast with fry jacks was delicious.',
        daysAgo: 366,
      },
      {
        userName: 'George T.',
        rating: 4,
        comment:
          "Very early start, but that's when the birds are. The water was low so we walked part of the way.",
        daysAgo: 36,
      },
      {
        userName: 'Nicole F.',
        rating: 5,
        comment:
          'Not a birder before this trip, definitely one now. The boat-billed herons are wonderfully odd.',
        daysAgo: 272,
      },
      {
        userName: 'Anil K.',
        rating: 5,
        comment: 'Quiet boat, patient guide, great light for photos.',
        daysAgo: 23,
      },
    ],
  },
  {
    key: 'orange-walk-taco-trail',
    merchantKey: 'new-river',
    location: 'orange-walk',
    title: 'Orange Walk Taco & Market Food Trail',
    description:
      'Eat your way around the taco capital of Belize with a local guide, starting at the breakfast taco stands by the central park, where corn tortillas are pressed to order and piled with shredded chicken and pickled onions. Visit the market for salbutes, panades and fresh horchata, learn how escabeche is spiced, and finish with Mennonite cheese and a slice of sweet potato pudding.',
    category: 'food-cuisine',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 3,
    priceDollars: 55,
    minGroupSize: 2,
    maxGroupSize: 10,
    scheduleDays: [1, 2, 3, 4, 5, 6],
    startTime: '07:00',
    itinerary: [
      '7:00 AM — Meet at the central park in Orange Walk Town',
      '7:10 AM — Breakfast tacos at two family stands',
      '8:00 AM — Tortilleria visit and a go at pressing masa',
      '8:30 AM — Orange Walk market: salbutes, panades and horchata',
      '9:15 AM — Escabeche and recado spices at a home kitchen',
      '9:45 AM — Mennonite cheese and sweet potato pudding',
      '10:00 AM — Tour ends near the central park',
    ],
    inclusions: [
      'BTB-licensed local guide',
      "All food tastings (a full breakfast's worth)",
      'Horchata, coffee and water',
    ],
    exclusions: ['Transport to the meeting point', 'Extra food or drinks you buy', 'Gratuities'],
    bringItems: ['An appetite', 'Comfortable walking shoes', 'Small change for extra snacks'],
    languages: ['English', 'Spanish', 'Kriol'],
    meetingPoint: 'Central park, Orange Walk Town (the guide carries a New River Safaris flag)',
    meetingPointCoordinates: { lat: 18.0812, lng: -88.563 },
    transport: 'Walking tour, about 2 km',
    safetyInfo:
      'Tell us about allergies or dietary needs when you book; vegetarian options are available at every stop. The guide is BTB-licensed and carries a first-aid kit.',
    cancellationTiers: STANDARD,
    photos: [
      {
        scene: 'village',
        alt: 'Illustration of brightly painted wooden houses and palm trees in Orange Walk Town',
      },
      {
        scene: 'village',
        alt: 'Illustration of colourful houses on stilts by the water on the edge of town',
      },
      { scene: 'river', alt: 'Illustration of a boat on the New River as it passes Orange Walk Town' },
    ],
    reviews: [
      {
        userName: 'Lisa M.',
        rating: 5,
        comment:
          'I lost count of the tacos. The tortilla-pressing lesson was hilarious and the salbutes were my favourite.',
        daysAgo: 219,
      },
      {
        userName: 'Javier O.',
        rating: 5,
        comment: 'Authentic and fun. Our guide knew every vendor by name and their family history too.',
        daysAgo: 242,
      },
      {
        userName: 'Heather K.',
        rating: 4,
        comment: "Delicious and great value. Come hungry; it's much more food than you think.",
        daysAgo: 302,
      },
      {
        userName: 'Dwayne L.',
        rating: 5,
        comment: 'Orange Walk tacos really are the best in Belize, and I say that as a Belize City man.',
        daysAgo: 278,
      },
      {
        userName: 'Yuki S.',
        rating: 4,
        comment: "Loved the escabeche stop. A bit hot and busy in the market but that's part of it.",
        daysAgo: 360,
      },
    ],
  },
];
