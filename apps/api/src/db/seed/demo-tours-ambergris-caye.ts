import { FLEXIBLE, MODERATE, STANDARD } from './demo-policies.ts';
import type { DemoTour } from './demo-types.ts';

/** Demo tours of Ambergris Caye. */
export const AMBERGRIS_CAYE_TOURS: DemoTour[] = [
  {
    key: 'hol-chan-shark-ray-alley',
    merchantKey: 'sea-star',
    location: 'ambergris-caye',
    title: 'Hol Chan Marine Reserve & Shark Ray Alley Snorkel',
    description:
      'Snorkel the most famous cut in the Belize Barrier Reef, four miles south of San Pedro, where green moray eels, spotted eagle rays and sea turtles glide through coral canyons. At nearby Shark Ray Alley you slip into waist-deep water beside gentle nurse sharks and southern stingrays. Our guide swims with every group and points out the life you would otherwise miss.',
    category: 'water-activities',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 4,
    priceDollars: 75,
    parkFee: { adultDollars: 10, childDollars: 10, payment: 'cash' },
    standardPriceDollars: 85,
    minGroupSize: 2,
    maxGroupSize: 12,
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    itinerary: [
      '8:45 AM — Check-in, mask and fin fitting at the Sea Star dock',
      '9:00 AM — Depart by boat along the reef, 20 minutes south',
      '9:20 AM — Briefing at the Hol Chan ranger station',
      '9:30 AM — Guided snorkel through the Hol Chan channel (about 45 minutes)',
      '10:30 AM — Short ride to Shark Ray Alley',
      '10:45 AM — Snorkel with nurse sharks and southern stingrays',
      '11:30 AM — Fresh fruit and water on the way back',
      '12:45 PM — Return to the dock',
    ],
    inclusions: [
      'BTB-licensed snorkel guide in the water with you',
      'Mask, snorkel, fins and life vest',
      'Bottled water and fresh fruit',
      'Reef-safe sunscreen on board',
    ],
    exclusions: [
      'Hol Chan Marine Reserve fee (US$10, paid at check-in)',
      'Gratuities for captain and guide',
      'Underwater camera rental (US$15)',
    ],
    bringItems: [
      'Swimsuit and towel',
      'Reef-safe sunscreen',
      'Hat and sunglasses',
      'Cash for the reserve fee',
    ],
    languages: ['English', 'Spanish'],
    meetingPoint: 'Sea Star dock on Barrier Reef Drive, beside the San Pedro water taxi terminal',
    meetingPointCoordinates: { lat: 17.9172, lng: -87.9569 },
    transport: 'Covered 32-foot tour boat with twin engines and a swim ladder',
    safetyInfo:
      'All guides are BTB-licensed and first-aid certified; life vests are provided and compulsory for weak swimmers. The boat carries a radio, first-aid kit and oxygen.',
    cancellationTiers: FLEXIBLE,
    featured: true,
    photos: [
      {
        scene: 'reef',
        alt: 'Illustration of a snorkeller floating above bright coral and a school of fish at Hol Chan',
      },
      {
        scene: 'reef',
        alt: 'Illustration of tropical fish over coral heads and sea fans in the Hol Chan channel',
      },
      {
        scene: 'beach',
        alt: 'Illustration of palm trees and turquoise water on the shore of Ambergris Caye',
      },
      {
        scene: 'village',
        alt: 'Illustration of colourful wooden houses on stilts over the water in San Pedro',
      },
    ],
    reviews: [
      {
        userName: 'Hannah B.',
        rating: 5,
        comment:
          "Our guide Kenny spotted a green moray hiding under a ledge and a turtle eating seagrass. Shark Ray Alley was a thrill, and the kids were never more than an arm's length from him.",
        daysAgo: 72,
      },
      {
        userName: 'Delroy G.',
        rating: 5,
        comment:
          "I've lived in Belize City all my life and never done Hol Chan. Worth every dollar, the water was crystal clear.",
        daysAgo: 341,
      },
      {
        userName: 'Marco R.',
        rating: 5,
        comment:
          'Small group, two eagle rays and at least ten nurse sharks. Fruit on the ride back was a nice touch.',
        daysAgo: 185,
      },
      {
        userName: 'Priya N.',
        rating: 5,
        comment:
          'The current in the channel was stronger than I expected, but the guide kept a float ring with the slower swimmers. Lovely trip.',
        daysAgo: 335,
      },
      {
        userName: 'Sophie C.',
        rating: 5,
        comment:
          'Best snorkelling of our whole Central America trip. Bring cash for the reserve fee like they say.',
        daysAgo: 81,
      },
      {
        userName: 'Luis C.',
        rating: 5,
        comment:
          'Captain Ruben and his crew were patient with my nervous mother and she ended up swimming with the stingrays.',
        daysAgo: 142,
      },
      {
        userName: 'Kendra Y.',
        rating: 5,
        comment:
          'Booked the morning slot and we had the channel nearly to ourselves before the big boats arrived.',
        daysAgo: 146,
      },
      {
        userName: 'Jean-Luc M.',
        rating: 4,
        comment:
          'Great guides and gear that fit. A bit choppy on the way out, so take something if you get seasick.',
        daysAgo: 183,
      },
    ],
  },
  {
    key: 'great-blue-hole-dive',
    merchantKey: 'sea-star',
    location: 'ambergris-caye',
    title: 'Great Blue Hole & Lighthouse Reef Three-Tank Dive',
    description:
      'A full day at Lighthouse Reef Atoll, two hours by fast boat from San Pedro, for a deep dive into the Great Blue Hole among stalactites at 40 metres (130 feet). Two more dives follow on the walls of Half Moon Caye and the Aquarium, with lunch ashore beside the red-footed booby colony. For certified advanced divers with recent deep-dive experience.',
    category: 'water-activities',
    touristType: 'adventurous',
    difficulty: 'strenuous',
    durationHours: 10,
    priceDollars: 345,
    parkFee: { adultDollars: 40, childDollars: 40, payment: 'cash' },
    minGroupSize: 4,
    maxGroupSize: 12,
    scheduleDays: [2, 4, 6],
    startTime: '06:00',
    itinerary: [
      '5:45 AM — Check-in and certification check at the Sea Star dock',
      '6:00 AM — Depart for Lighthouse Reef, breakfast on board',
      '8:15 AM — Dive briefing at the Great Blue Hole',
      '8:30 AM — Dive 1: Great Blue Hole to 40 m (130 ft), 8 minutes at depth',
      '10:30 AM — Dive 2: Half Moon Caye wall',
      '12:00 PM — Lunch on Half Moon Caye and walk to the booby observation deck',
      '1:30 PM — Dive 3: the Aquarium or Long Caye wall',
      '4:00 PM — Return to San Pedro',
    ],
    inclusions: [
      'Three tanks, weights and dive master',
      'Breakfast, picnic lunch, snacks and drinks',
      'Dive computer for every diver',
      'Emergency oxygen and first-aid kit on board',
    ],
    exclusions: [
      'Blue Hole Natural Monument and Half Moon Caye fee (US$40, paid at check-in)',
      'BCD, regulator and wetsuit rental (US$35 for the set)',
      'Gratuities',
    ],
    bringItems: [
      'Dive certification card and logbook',
      'Seasickness tablets',
      'Warm layer for the ride',
      'Towel and sunscreen',
    ],
    languages: ['English', 'Spanish'],
    meetingPoint: 'Sea Star dock on Barrier Reef Drive, San Pedro',
    meetingPointCoordinates: { lat: 17.9172, lng: -87.9569 },
    transport: '46-foot dive boat with twin 300 hp engines, shade, toilet and freshwater shower',
    safetyInfo:
      'Advanced Open Water certification and at least 20 logged dives are required; the Blue Hole dive is led by a BTB-licensed dive master with strict depth and time limits. Do not fly within 24 hours after the trip.',
    cancellationTiers: MODERATE,
    photos: [
      {
        scene: 'blue-hole',
        alt: 'Illustration of the deep blue circle of the Great Blue Hole in a turquoise reef',
      },
      { scene: 'reef', alt: 'Illustration of fish and coral along a reef wall at Lighthouse Reef' },
      { scene: 'reef', alt: 'Illustration of a swimmer above coral gardens and fish at Half Moon Caye' },
      { scene: 'beach', alt: 'Illustration of palm trees on the white sand beach of Half Moon Caye' },
    ],
    reviews: [
      {
        userName: 'Noah F.',
        rating: 5,
        comment:
          "Stalactites at 40 metres with Caribbean reef sharks circling below. The dive master's briefing was the most thorough I've had anywhere.",
        daysAgo: 143,
      },
      {
        userName: 'Ingrid L.',
        rating: 4,
        comment:
          'The Blue Hole itself is more about the bucket list than the marine life, but Half Moon Caye wall was spectacular.',
        daysAgo: 21,
      },
      {
        userName: 'Carlos M.',
        rating: 5,
        comment:
          'Long day, rough crossing, totally worth it. Lunch on Half Moon Caye with the boobies overhead was a highlight.',
        daysAgo: 198,
      },
      {
        userName: 'Emily H.',
        rating: 3,
        comment:
          'Great crew but the seas were big and half the boat was sick on the way out. Bring ginger and sit at the back.',
        daysAgo: 33,
      },
      {
        userName: 'Kenji W.',
        rating: 5,
        comment:
          'Professional from start to finish: computers for everyone, strict profiles and nobody was rushed.',
        daysAgo: 106,
      },
      {
        userName: 'Rosa P.',
        rating: 5,
        comment: 'Third time with Sea Star and still the best-run Blue Hole trip out of San Pedro.',
        daysAgo: 293,
      },
    ],
  },
  {
    key: 'caye-caulker-day-trip',
    merchantKey: 'sea-star',
    location: 'ambergris-caye',
    title: 'Caye Caulker Day Trip with Manatees & Coral Gardens',
    description:
      'Cruise south to the go-slow island of Caye Caulker, stopping at Swallow Caye Wildlife Sanctuary to watch West Indian manatees grazing in the seagrass. Snorkel the shallow Coral Gardens, then spend the afternoon at the Split with time to wander Front Street and eat lobster or jerk chicken at a beach shack.',
    category: 'water-activities',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 8,
    priceDollars: 125,
    minGroupSize: 2,
    maxGroupSize: 14,
    scheduleDays: [1, 2, 3, 4, 5, 6],
    startTime: '09:00',
    itinerary: [
      '8:45 AM — Check-in at the Sea Star dock',
      '9:00 AM — Boat ride south inside the reef',
      '10:00 AM — Manatee watching at Swallow Caye (engines off, poled in quietly)',
      '11:00 AM — Snorkel at Coral Gardens',
      '12:15 PM — Arrive on Caye Caulker; free time for lunch and the Split',
      '3:30 PM — Rum punch and ride back to San Pedro',
      '5:00 PM — Return to the dock',
    ],
    inclusions: [
      'Boat transport and BTB-licensed guide',
      'Snorkel gear',
      'Water, soft drinks and afternoon rum punch',
    ],
    exclusions: [
      'Swallow Caye Wildlife Sanctuary fee (US$10, paid on board)',
      'Lunch on Caye Caulker (about US$15-25)',
      'Gratuities',
    ],
    bringItems: [
      'Swimsuit and towel',
      'Cash for lunch and the sanctuary fee',
      'Sunscreen and hat',
      'Sandals',
    ],
    languages: ['English', 'Spanish', 'Kriol'],
    meetingPoint: 'Sea Star dock on Barrier Reef Drive, San Pedro',
    meetingPointCoordinates: { lat: 17.9172, lng: -87.9569 },
    transport: 'Covered 32-foot tour boat',
    safetyInfo:
      'Guides are BTB-licensed and first-aid certified, and life vests are available for every guest. Manatees are watched from the boat only; touching or swimming with them is not allowed.',
    cancellationTiers: FLEXIBLE,
    photos: [
      { scene: 'village', alt: 'Illustration of colourful stilt houses on Caye Caulker' },
      { scene: 'beach', alt: 'Illustration of palm trees and a wooden dock on a Caye Caulker beach' },
      { scene: 'reef', alt: 'Illustration of a snorkeller above the shallow Coral Gardens' },
    ],
    reviews: [
      {
        userName: 'Olivia G.',
        rating: 5,
        comment:
          'We saw three manatees at Swallow Caye, including a mother and calf. Caye Caulker was the perfect lazy afternoon.',
        daysAgo: 272,
      },
      {
        userName: 'Tomas H.',
        rating: 4,
        comment: 'Good value and a relaxed pace. The Coral Gardens stop was short but pretty.',
        daysAgo: 15,
      },
      {
        userName: 'Aisha T.',
        rating: 5,
        comment: "Loved that the guide cut the engine and poled us in so we didn't disturb the manatees.",
        daysAgo: 25,
      },
      {
        userName: 'Ben S.',
        rating: 4,
        comment: 'Lunch at the Split was great. Would have liked another half hour on the island.',
        daysAgo: 318,
      },
      {
        userName: 'Shanice F.',
        rating: 5,
        comment: 'Fun crew, good music, and the rum punch on the way home went down very easily.',
        daysAgo: 101,
      },
    ],
  },
  {
    key: 'bacalar-chico-reserve',
    merchantKey: 'sea-star',
    location: 'ambergris-caye',
    title: 'Bacalar Chico National Park & Northern Reef Expedition',
    description:
      'Head to the far northern tip of Ambergris Caye, where the ancient Maya cut a canal to link Chetumal Bay with the Caribbean. Visit the ranger station and small museum at San Juan, watch for crocodiles and wading birds in the lagoon, and snorkel at Rocky Point, the one place where the barrier reef touches the shore. A long, wild day far from the crowds.',
    category: 'nature-wildlife',
    touristType: 'adventurous',
    difficulty: 'moderate',
    durationHours: 8,
    priceDollars: 175,
    minGroupSize: 4,
    maxGroupSize: 10,
    scheduleDays: [1, 3, 5],
    startTime: '08:00',
    itinerary: [
      '7:45 AM — Check-in at the Sea Star dock',
      '8:00 AM — Boat north along the reef, about 90 minutes',
      '9:30 AM — Snorkel at Rocky Point where the reef meets the shore',
      '11:00 AM — Bacalar Chico ranger station, museum and lookout tower',
      '12:00 PM — Picnic lunch on the beach',
      '1:00 PM — Through the Maya channel and into the lagoon to look for crocodiles and roseate spoonbills',
      '2:30 PM — Snorkel at Mexico Rocks on the way home',
      '4:00 PM — Return to San Pedro',
    ],
    inclusions: [
      'BTB-licensed guide and captain',
      'Snorkel gear',
      'Picnic lunch, fruit and drinks',
      'Dry bag for your things',
    ],
    exclusions: ['Bacalar Chico National Park fee (US$10, paid at the ranger station)', 'Gratuities'],
    bringItems: ['Swimsuit and towel', 'Insect repellent', 'Reef-safe sunscreen', 'Light long-sleeved shirt'],
    languages: ['English', 'Spanish'],
    meetingPoint: 'Sea Star dock on Barrier Reef Drive, San Pedro',
    meetingPointCoordinates: { lat: 17.9172, lng: -87.9569 },
    transport: 'Open 28-foot skiff with bimini shade',
    safetyInfo:
      'Trips run only in calm seas; the route crosses open water near the Mexican border and the captain carries a satellite phone. Guides are BTB-licensed and first-aid certified.',
    cancellationTiers: STANDARD,
    photos: [
      { scene: 'lagoon', alt: 'Illustration of a kayak on the calm lagoon behind Bacalar Chico' },
      { scene: 'reef', alt: 'Illustration of coral and fish at Rocky Point on the northern reef' },
      { scene: 'river', alt: 'Illustration of a tour boat in a mangrove channel' },
      { scene: 'wildlife', alt: 'Illustration of a howler monkey on a branch in the coastal forest' },
    ],
    reviews: [
      {
        userName: 'Daniel K.',
        rating: 5,
        comment: 'We saw two crocodiles, an osprey with a fish and not a single other tour boat all day.',
        daysAgo: 27,
      },
      {
        userName: 'Mateo V.',
        rating: 5,
        comment:
          'Rocky Point had the healthiest coral I saw in Belize. The museum is small but the guide made it interesting.',
        daysAgo: 158,
      },
      {
        userName: 'Claire D.',
        rating: 4,
        comment:
          'Long ride and the sandflies at the ranger station were fierce, but a real adventure. Bring repellent!',
        daysAgo: 370,
      },
      {
        userName: 'Wendell A.',
        rating: 4,
        comment: 'Good guides who know the history of the Maya canal. The lunch was simple but fresh.',
        daysAgo: 208,
      },
      {
        userName: 'Greta S.',
        rating: 5,
        comment:
          'Spoonbills in the lagoon and a spotted eagle ray at Mexico Rocks. The best day of our week on Ambergris.',
        daysAgo: 389,
      },
    ],
  },
  {
    key: 'san-pedro-sunset-sail',
    merchantKey: 'sea-star',
    location: 'ambergris-caye',
    title: 'San Pedro Sunset Catamaran Sail',
    description:
      'Sail the calm water inside the reef on a 40-foot catamaran as the sun drops behind the mangroves on the lagoon side of the island. Rum punch, cold Belikin and fresh ceviche are served on deck, and there is netting at the bow for lying back and watching the sky change colour.',
    category: 'water-activities',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 2.5,
    priceDollars: 65,
    standardPriceDollars: 79,
    minGroupSize: 1,
    maxGroupSize: 16,
    scheduleDays: [1, 2, 3, 4, 5, 6],
    startTime: '16:30',
    highSeason: { priceDollars: 75, times: [{ time: '17:30', days: [1, 2, 3, 4, 5, 6] }] },
    guestTypes: [
      { type: 'adult', percent: 100, min_age: null, max_age: null, takes_seat: true },
      { type: 'child', percent: 70, min_age: 2, max_age: 12, takes_seat: true },
      { type: 'resident', percent: 60, min_age: null, max_age: null, takes_seat: true },
    ],
    pickupZones: [
      { id: 'san-pedro-town', name: 'San Pedro town', minutes_before: 20, fee_cents: 0 },
      { id: 'north-ambergris', name: 'North Ambergris resorts', minutes_before: 40, fee_cents: 1500 },
    ],
    itinerary: [
      '4:15 PM — Board at the Sea Star dock',
      '4:30 PM — Set sail north along the reef line',
      '5:15 PM — Drinks and ceviche on deck',
      '5:45 PM — Sunset off the north of the island',
      '7:00 PM — Back at the dock',
    ],
    inclusions: [
      'Rum punch, beer, soft drinks and water',
      'Conch or shrimp ceviche with chips',
      'Captain and deckhand',
    ],
    exclusions: ['Hotel transfers', 'Gratuities'],
    bringItems: ['Light jacket for the breeze', 'Camera', 'Soft-soled shoes'],
    languages: ['English', 'Spanish'],
    meetingPoint: 'Sea Star dock on Barrier Reef Drive, San Pedro',
    meetingPointCoordinates: { lat: 17.9172, lng: -87.9569 },
    transport: '40-foot sailing catamaran with shade and toilet',
    safetyInfo:
      'Life vests for every guest and a licensed captain on board. Alcohol is served only to guests 18 and over.',
    cancellationTiers: STANDARD,
    photos: [
      {
        scene: 'sunset-sea',
        alt: 'Illustration of a sailboat silhouetted against a sunset over the Caribbean',
      },
      {
        scene: 'sunset-sea',
        alt: 'Illustration of the sun setting behind a low caye with a sailboat at sea',
      },
      { scene: 'beach', alt: 'Illustration of palms on the beach at San Pedro in the golden evening light' },
    ],
    reviews: [
      {
        userName: 'Rachel and Tom W.',
        rating: 5,
        comment: 'The perfect end to our honeymoon. The ceviche was so good we asked for the recipe.',
        daysAgo: 201,
      },
      {
        userName: 'Kimberly J.',
        rating: 4,
        comment: 'Lovely sunset and friendly crew. The wind dropped so we motored part of the way.',
        daysAgo: 9,
      },
      {
        userName: 'Fernando A.',
        rating: 5,
        comment: 'Good drinks, good music, zero stress. Lying on the netting as the sky went pink was magic.',
        daysAgo: 120,
      },
      {
        userName: 'Linda M.',
        rating: 3,
        comment: 'Nice enough, but it was a full boat and felt a little crowded at the bow.',
        daysAgo: 3,
      },
      {
        userName: 'Stefan K.',
        rating: 5,
        comment: 'Captain Jorge told stories about growing up on the island. Highly recommend.',
        daysAgo: 353,
      },
    ],
  },
  {
    key: 'great-blue-hole-flyover',
    merchantKey: 'reef-wings',
    location: 'ambergris-caye',
    title: 'Great Blue Hole Scenic Flight',
    description:
      'A one-hour flight from San Pedro over the Belize Barrier Reef, Turneffe Atoll and Lighthouse Reef to the Great Blue Hole, the 300-metre sinkhole made famous by Jacques Cousteau. The pilot circles the hole several times at about 1,000 feet so both sides of the aircraft get a clear view, then returns past Half Moon Caye and the cayes of Turneffe.',
    category: 'air-tour',
    touristType: 'relaxed',
    difficulty: 'easy',
    durationHours: 1.5,
    priceDollars: 285,
    minGroupSize: 2,
    maxGroupSize: 8,
    scheduleDays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '10:00',
    itinerary: [
      '9:30 AM — Check-in and weigh-in at the San Pedro airstrip',
      '9:45 AM — Safety briefing with the pilot',
      '10:00 AM — Take off over San Pedro and along the barrier reef',
      '10:20 AM — Over Turneffe Atoll',
      '10:35 AM — Circle the Great Blue Hole at about 1,000 feet',
      '10:50 AM — Return past Half Moon Caye and Lighthouse Reef',
      '11:15 AM — Land at San Pedro',
    ],
    inclusions: [
      'Scenic flight with a narrating pilot',
      'Window seat for every passenger',
      'Headsets',
      'Printed flight map',
    ],
    exclusions: ['Transfers to the airstrip (a short golf-cart ride from town)', 'Gratuities'],
    bringItems: ['Polarised sunglasses', 'Camera or phone', 'Photo ID'],
    languages: ['English', 'Spanish'],
    meetingPoint: 'Reef Wings desk, San Pedro airstrip terminal, Coconut Drive',
    meetingPointCoordinates: { lat: 17.9127, lng: -87.9705 },
    transport: 'High-wing Cessna 208 Caravan or 182 Skylane, depending on group size',
    safetyInfo:
      'Flights are flown by commercially licensed pilots and go only in good visibility. Passengers over 300 lb (136 kg) must book an extra seat for weight and balance.',
    cancellationTiers: STANDARD,
    featured: true,
    photos: [
      {
        scene: 'blue-hole',
        alt: 'Illustration of an aerial view of the Great Blue Hole, a deep blue circle in a turquoise reef',
      },
      {
        scene: 'blue-hole',
        alt: 'Illustration of clouds drifting over the Great Blue Hole and Lighthouse Reef',
      },
      { scene: 'beach', alt: 'Illustration of the white sand and palms of a caye seen on the way home' },
    ],
    reviews: [
      {
        userName: 'Gabriel S.',
        rating: 5,
        comment:
          "Pictures don't do it justice. The pilot banked so both sides got perfect views of the Blue Hole.",
        daysAgo: 303,
      },
      {
        userName: 'Megan O.',
        rating: 5,
        comment: 'Not a diver, so this was the only way for me to see it. Expensive but unforgettable.',
        daysAgo: 21,
      },
      {
        userName: 'Hiroshi T.',
        rating: 5,
        comment: 'Clear morning, smooth flight, and the colours of Turneffe Atoll were unreal.',
        daysAgo: 346,
      },
      {
        userName: 'Andrea P.',
        rating: 4,
        comment: 'Amazing views. A little bumpy in the small plane, so skip the big breakfast.',
        daysAgo: 253,
      },
      {
        userName: 'Curtis Y.',
        rating: 5,
        comment: 'The pilot knew every caye by name and pointed out the wreck off Lighthouse Reef.',
        daysAgo: 305,
      },
      {
        userName: 'Elena V.',
        rating: 5,
        comment: 'Worth it for the one photo alone. Sit on the left side going out.',
        daysAgo: 38,
      },
    ],
  },
];
