import type { DemoMerchant } from './demo-types.ts';

/**
 * Licensed Belizean operators, and a resort, a grill and a spa that sell gift cards and deals (no
 * tours); pending@example.com's application is still under review.
 */
export const DEMO_MERCHANTS: DemoMerchant[] = [
  {
    key: 'sea-star',
    ownerEmail: 'merchant@example.com',
    ownerName: 'Marisol Guerrero',
    businessName: 'Sea Star Adventures',
    tagline: 'Small-boat reef trips from San Pedro since 2009',
    description:
      'A family-run snorkel, dive and sailing outfit on the beach in San Pedro. Our captains and guides grew up on Ambergris Caye, hold BTB guide licences and keep groups small so everyone gets time in the water with the turtles, rays and nurse sharks.',
    contactEmail: 'hello@sea-star.example.com',
    phoneNumber: '+501 226-3481',
    address: 'Sea Star Dock, Barrier Reef Drive, San Pedro Town, Ambergris Caye, Belize District',
    btbLicenceNumber: 'BTB-TO-0412',
    approved: true,
  },
  {
    key: 'reef-wings',
    ownerEmail: 'ops@reef-wings.example.com',
    ownerName: 'David Alamilla',
    businessName: 'Reef Wings Air Tours',
    tagline: 'See the Great Blue Hole from 1,000 feet',
    description:
      'Scenic flights over the Belize Barrier Reef, Turneffe Atoll and the Great Blue Hole in high-wing aircraft, so every seat has a clear window. Flights leave from the San Pedro airstrip with a pilot who narrates the reef below.',
    contactEmail: 'flights@reef-wings.example.com',
    phoneNumber: '+501 226-4478',
    address: 'San Pedro Airstrip, Coconut Drive, San Pedro Town, Ambergris Caye, Belize District',
    btbLicenceNumber: 'BTB-TO-0531',
    approved: true,
  },
  {
    key: 'maya-trails',
    ownerEmail: 'ops@maya-trails.example.com',
    ownerName: 'Elvin Tzul',
    businessName: 'Maya Trails Expeditions',
    tagline: 'Caves, temples and jungle rivers of the Cayo District',
    description:
      'San Ignacio guides who specialise in the caves and Maya cities of western Belize, from Actun Tunichil Muknal to Caracol. Every trip is led by a BTB-licensed guide trained in cave rescue and wilderness first aid, and our lunches are cooked by families in Cayo.',
    contactEmail: 'trips@maya-trails.example.com',
    phoneNumber: '+501 824-3156',
    address: '24 Burns Avenue, San Ignacio Town, Cayo District',
    btbLicenceNumber: 'BTB-TO-0287',
    approved: true,
  },
  {
    key: 'new-river',
    ownerEmail: 'ops@new-river.example.com',
    ownerName: 'Ramon Cob',
    businessName: 'New River Safaris',
    tagline: 'Lamanai by boat, birds by dawn',
    description:
      "Orange Walk river guides running the New River to Lamanai since 2004. We know where the Morelet's crocodiles sun themselves and where the jabiru storks nest, and we finish the day with the best tacos in the taco capital of Belize.",
    contactEmail: 'boats@new-river.example.com',
    phoneNumber: '+501 322-2751',
    address:
      'Tower Hill Bridge Landing, Mile 53 Philip Goldson Highway, Orange Walk Town, Orange Walk District',
    btbLicenceNumber: 'BTB-TO-0366',
    approved: true,
  },
  {
    key: 'kriol-heritage',
    ownerEmail: 'ops@kriol-heritage.example.com',
    ownerName: 'Sharlene Tillett',
    businessName: 'Kriol Heritage Tours',
    tagline: 'Belize City, Altun Ha and the wild side of the Belize District',
    description:
      "Belize City guides who tell the country's story in English and Kriol: the old colonial town, the Maya city of Altun Ha, the Belize Zoo and the village-run howler monkey sanctuary. Cruise guests are welcome; our departures follow the ship's hours.",
    contactEmail: 'info@kriol-heritage.example.com',
    phoneNumber: '+501 227-5049',
    address: '12 Regent Street, Belize City, Belize District',
    btbLicenceNumber: 'BTB-TO-0198',
    approved: true,
  },
  {
    key: 'peninsula',
    ownerEmail: 'ops@peninsula-tours.example.com',
    ownerName: 'Andrea Nunez',
    businessName: 'Peninsula Reef & Jungle Tours',
    tagline: 'Reef, river and rainforest from Placencia',
    description:
      'A Placencia village crew of boat captains, naturalists and cooks. We run the outer cayes, Monkey River and the Cockscomb jaguar preserve, and share Garifuna food and drumming in neighbouring Seine Bight.',
    contactEmail: 'tours@peninsula-tours.example.com',
    phoneNumber: '+501 523-3392',
    address: 'Main Street, Placencia Village, Stann Creek District',
    btbLicenceNumber: 'BTB-TO-0459',
    approved: true,
  },
  {
    key: 'coral-sands',
    ownerEmail: 'frontdesk@coral-sands.example.com',
    ownerName: 'Lucia Marin',
    businessName: 'Coral Sands Beach Resort',
    tagline: 'Beachfront casitas on the quiet north side of Ambergris Caye',
    description:
      'Twenty-two thatched casitas and suites on a private stretch of beach five miles north of San Pedro, with a long dock over the lagoon-calm water inside the reef, kayaks and paddleboards for guests, and a restaurant that buys its fish from the island co-op every morning.',
    contactEmail: 'stay@coral-sands.example.com',
    phoneNumber: '+501 226-2917',
    address: 'Mile 5 North, Tres Cocos Road, Ambergris Caye, Belize District',
    btbLicenceNumber: 'BTB-HT-1184',
    approved: true,
  },
  {
    key: 'caribena-grill',
    ownerEmail: 'kitchen@caribena-grill.example.com',
    ownerName: 'Hector Paz',
    businessName: 'Caribeña Grill & Bar',
    tagline: 'Wood-fired seafood on the sand in San Pedro',
    description:
      'A beachfront grill on Barrier Reef Drive cooking snapper, shrimp and lobster in season over coconut husk coals, with conch fritters, fry jacks at breakfast and rum punch at sunset. Hector opened Caribeña in 2012 after twenty years cooking in the island resorts.',
    contactEmail: 'reservations@caribena-grill.example.com',
    phoneNumber: '+501 226-3315',
    address: 'Barrier Reef Drive, San Pedro Town, Ambergris Caye, Belize District',
    btbLicenceNumber: 'BTB-RS-0733',
    approved: true,
  },
  {
    key: 'lagoon-lily-spa',
    ownerEmail: 'hello@lagoon-lily.example.com',
    ownerName: 'Marcia Young',
    businessName: 'Lagoon Lily Spa',
    tagline: 'Garifuna and Maya healing traditions on the Placencia lagoon',
    description:
      'Open-air treatment rooms on stilts over the Placencia lagoon. Our therapists blend Maya herbal baths, coconut oil massage and hot stones from the Monkey River, and every treatment ends with lemongrass tea on the deck as the pelicans come in.',
    contactEmail: 'book@lagoon-lily.example.com',
    phoneNumber: '+501 523-4408',
    address: 'Placencia Lagoon Road, Placencia Village, Stann Creek District',
    btbLicenceNumber: 'BTB-SP-0291',
    approved: true,
  },
  {
    key: 'coral-cove',
    ownerEmail: 'pending@example.com',
    ownerName: 'Jason Reyes',
    businessName: 'Coral Cove Charters',
    tagline: 'Go-slow snorkel and fishing charters from Caye Caulker',
    description:
      'A new charter operator on Caye Caulker offering private snorkel trips, manatee watching and fly-fishing for bonefish on the flats. Our application to sell on BelizePass is under review.',
    contactEmail: 'charters@coral-cove.example.com',
    phoneNumber: '+501 226-0184',
    address: 'Front Street, Caye Caulker Village, Belize District',
    btbLicenceNumber: 'BTB-TO-0617',
    approved: false,
  },
];
