import { AMBERGRIS_CAYE_SPANISH } from './demo-spanish-ambergris-caye.ts';
import { BELIZE_DISTRICT_SPANISH } from './demo-spanish-belize-district.ts';
import { CAYO_DISTRICT_SPANISH } from './demo-spanish-cayo-district.ts';
import { ORANGE_WALK_SPANISH, PENDING_SPANISH } from './demo-spanish-orange-walk.ts';
import { PLACENCIA_SPANISH } from './demo-spanish-placencia.ts';
import type {
  DemoSpanishDeal,
  DemoSpanishGiftCard,
  DemoSpanishMerchant,
  DemoSpanishTour,
} from './demo-spanish-types.ts';

export type { DemoSpanishDeal, DemoSpanishGiftCard, DemoSpanishMerchant, DemoSpanishTour };

/**
 * The Spanish the demo operators wrote for their tours, deals, gift cards and profiles (decision
 * 029, issue 39), by the demo keys: every text a traveller reads, so the Spanish site reads in
 * Spanish throughout. Proper names (Hol Chan, Xunantunich, Caye Caulker, Barrier Reef Drive...) stay
 * as they are.
 */
export const DEMO_SPANISH_TOURS: Record<string, DemoSpanishTour> = {
  ...AMBERGRIS_CAYE_SPANISH,
  ...BELIZE_DISTRICT_SPANISH,
  ...CAYO_DISTRICT_SPANISH,
  ...ORANGE_WALK_SPANISH,
  ...PLACENCIA_SPANISH,
  ...PENDING_SPANISH,
};

/** Spanish profile texts of the demo merchants, by merchant key. */
export const DEMO_SPANISH_MERCHANTS: Record<string, DemoSpanishMerchant> = {
  'sea-star': {
    tagline: 'Paseos al arrecife en lancha pequeña desde San Pedro desde 2009',
    description:
      'Un negocio familiar de snorkel, buceo y vela en la playa de San Pedro. Nuestros capitanes y guías crecieron en Ambergris Caye, tienen licencia de guía del BTB y llevan grupos pequeños para que todos tengan tiempo en el agua con las tortugas, las rayas y los tiburones gata.',
  },
  'reef-wings': {
    tagline: 'El Gran Agujero Azul visto desde 300 metros de altura',
    description:
      'Vuelos panorámicos sobre la Barrera de Arrecifes de Belice, el atolón Turneffe y el Gran Agujero Azul en aviones de ala alta, para que cada asiento tenga una ventanilla despejada. Los vuelos salen de la pista de San Pedro con un piloto que te va contando el arrecife que ves abajo.',
  },
  'maya-trails': {
    tagline: 'Cuevas, templos y ríos de la selva del Distrito de Cayo',
    description:
      'Guías de San Ignacio especializados en las cuevas y las ciudades mayas del oeste de Belice, de Actun Tunichil Muknal a Caracol. Cada salida la dirige un guía con licencia del BTB formado en rescate en cuevas y primeros auxilios en zonas remotas, y nuestros almuerzos los cocinan familias de Cayo.',
  },
  'new-river': {
    tagline: 'Lamanai en lancha, las aves al amanecer',
    description:
      'Guías de río de Orange Walk que recorren el New River hasta Lamanai desde 2004. Sabemos dónde toman el sol los cocodrilos de Morelet y dónde anidan los jabirús, y terminamos el día con los mejores tacos de la capital del taco de Belice.',
  },
  'kriol-heritage': {
    tagline: 'Belize City, Altun Ha y el lado salvaje del Distrito de Belice',
    description:
      'Guías de Belize City que cuentan la historia del país en inglés y en kriol: el viejo pueblo colonial, la ciudad maya de Altun Ha, el Belize Zoo y el santuario de monos aulladores que gestionan los pueblos. Los cruceristas son bienvenidos: nuestras salidas siguen el horario del barco.',
  },
  peninsula: {
    tagline: 'Arrecife, río y selva desde Placencia',
    description:
      'Un equipo del pueblo de Placencia de capitanes, naturalistas y cocineras. Vamos a los cayos de afuera, al río Monkey y a la reserva del jaguar de Cockscomb, y compartimos la comida y los tambores garífunas en el vecino Seine Bight.',
  },
  'coral-sands': {
    tagline: 'Casitas frente al mar en el tranquilo norte de Ambergris Caye',
    description:
      'Veintidós casitas y suites con techo de palma en un tramo de playa privada a ocho kilómetros al norte de San Pedro, con un muelle largo sobre el agua, tranquila como una laguna dentro del arrecife, kayaks y tablas de remo para los huéspedes, y un restaurante que cada mañana compra el pescado a la cooperativa de la isla.',
  },
  'caribena-grill': {
    tagline: 'Mariscos a la leña sobre la arena en San Pedro',
    description:
      'Una parrilla frente al mar en Barrier Reef Drive que cocina pargo, camarón y, en temporada, langosta sobre brasas de cáscara de coco, con buñuelos de caracol, fry jacks en el desayuno y ponche de ron al atardecer. Héctor abrió Caribeña en 2012, después de veinte años cocinando en los resorts de la isla.',
  },
  'lagoon-lily-spa': {
    tagline: 'Tradiciones curativas garífunas y mayas en la laguna de Placencia',
    description:
      'Salas de tratamiento al aire libre sobre pilotes en la laguna de Placencia. Nuestras terapeutas combinan baños de hierbas mayas, masajes con aceite de coco y piedras calientes del río Monkey, y cada tratamiento termina con té de zacate limón en la terraza mientras llegan los pelícanos.',
  },
  'coral-cove': {
    tagline: 'Snorkel y pesca sin prisa desde Caye Caulker',
    description:
      'Un nuevo operador de excursiones privadas en Caye Caulker: snorkel, observación de manatíes y pesca con mosca de macabí en los bajos. Nuestra solicitud para vender en BelizePass está en revisión.',
  },
};

/** Spanish texts of the demo deals, by deal key. */
export const DEMO_SPANISH_DEALS: Record<string, DemoSpanishDeal> = {
  'caribena-seafood-dinner': {
    title: 'Cena de mariscos de tres tiempos para dos en la playa',
    description:
      'Ceviche de caracol para compartir, pargo entero a la leña o camarones al coco con arroz con frijoles y plátano frito, y pay de limón, en una mesa sobre la arena en Barrier Reef Drive. Incluye un ponche de ron para cada uno. En temporada hay langosta por US$12 más.',
  },
  'caribena-sunset-happy-hour': {
    title: 'Happy hour al atardecer: dos cócteles y ceviche',
    description:
      'Dos cócteles de la casa (ponche de ron, panty ripper o una Belikin) y un plato de ceviche fresco de camarón y caracol con totopos, de 4 a 7 p. m., mientras el sol se pone detrás de la laguna.',
  },
  'coral-sands-two-nights': {
    title: 'Dos noches en una casita frente al mar con desayuno',
    description:
      'Dos noches para dos en una casita con techo de palma frente al mar, al norte de San Pedro, con desayuno cada mañana, kayaks y tablas de remo, y una bebida de bienvenida en el muelle. Impuesto hotelero incluido; sujeto a disponibilidad: reserva tus fechas directamente con el resort.',
  },
  'coral-sands-golf-cart': {
    title: 'Alquiler de carrito de golf por tres días',
    description:
      'Así se anda en la isla: un carrito de golf de cuatro plazas por tres días, entregado en tu hotel en cualquier punto entre San Pedro y el norte, con la batería cargada y un mapa de la isla. Quien maneje debe tener 18 años y licencia vigente.',
  },
  'sea-star-hol-chan-for-two': {
    title: 'Snorkel en Hol Chan y Shark Ray Alley para dos',
    description:
      'Dos lugares en el snorkel de medio día de Sea Star en la Reserva Marina Hol Chan y Shark Ray Alley, con equipo, guía, fruta y agua. La tarifa de la reserva (unos US$10 por persona) se paga al registrarte.',
  },
  'maya-trails-zipline-cave-tubing': {
    title: 'Día combinado de tirolesa y tubing en cuevas',
    description:
      'Por la mañana, vuela en ocho tirolesas sobre la selva de Cayo; después de un almuerzo beliceño, flota en neumático por una cueva con río. Incluye transporte desde San Ignacio, cascos, arneses y linternas frontales.',
  },
  'maya-trails-xunantunich-sunrise': {
    title: 'Xunantunich a la hora de apertura, con desayuno',
    description:
      'Cruza el río Mopan en el ferri de manivela cuando abren las puertas, sube a El Castillo antes del calor y de la gente, y termina con fry jacks y café en San José Succotz. Entrada al sitio incluida.',
  },
  'new-river-lamanai-lunch': {
    title: 'Safari por el río a Lamanai con almuerzo a la orilla',
    description:
      'El paseo de día completo en lancha por el New River hasta los templos mayas de Lamanai, con un guía que encuentra cocodrilos, monos araña y jabirús, y un almuerzo de pollo guisado en el embarcadero. Entrada al parque incluida.',
  },
  'new-river-taco-trail-for-two': {
    title: 'Ruta de tacos de Orange Walk para dos',
    description:
      'Dos lugares en la caminata de tacos por la tarde en la capital del taco de Belice: seis paradas para probar tortillas de maíz hechas a mano, escabeche, panades y horchata, con las historias de las familias que los cocinan.',
  },
  'kriol-heritage-airport-transfer': {
    title: 'Traslado del aeropuerto a Belize City o al taxi acuático',
    description:
      'Un chofer con licencia te espera a la llegada de tu vuelo en el aeropuerto internacional Philip Goldson con un letrero y agua fría, y lleva hasta cuatro pasajeros con su equipaje a cualquier hotel de Belize City o a la terminal del taxi acuático a Caye Caulker y San Pedro.',
  },
  'kriol-heritage-zoo-family': {
    title: 'Visita familiar al Belize Zoo (2 adultos y 2 niños)',
    description:
      'Una mañana guiada en el Belize Zoo para una familia de cuatro, para conocer a los jaguares, tapires y águilas arpías rescatados de todo el país, con transporte desde Belize City y una parada para tomar agua de coco.',
  },
  'lagoon-lily-hot-stone': {
    title: 'Masaje de piedras calientes de 60 minutos sobre la laguna',
    description:
      'Un masaje de cuerpo entero con piedras de río tibias y aceite de coco en una sala al aire libre sobre la laguna de Placencia, seguido de té de zacate limón en la terraza.',
  },
  'lagoon-lily-couples-afternoon': {
    title: 'Tarde de spa en pareja para dos',
    description:
      'Masajes de 90 minutos lado a lado, un baño de hierbas mayas y un plato de fruta fresca para dos, en la suite privada del spa con vista a la laguna.',
  },
  'peninsula-laughing-bird-snorkel': {
    title: 'Día de snorkel en Laughing Bird Caye con almuerzo en la playa',
    description:
      'En lancha hasta el Parque Nacional Laughing Bird Caye para dos paradas de snorkel en el arrecife, almuerzo de pescado asado en la playa y tiempo para nadar junto al cayo. Equipo, guía y tarifa del parque incluidos.',
  },
  'sea-star-sunset-sail-lobster': {
    title: 'Paseo en velero al atardecer con cena de langosta para dos',
    description:
      'Dos lugares en el paseo en catamarán al atardecer, seguido de una cena de langosta a la parrilla en el muelle. Solo durante la temporada de langosta.',
  },
};

const ONE_YEAR = '1 año desde la compra';
const VALID_ONE_YEAR = 'Válida por 1 año desde la compra';
const IN_PARTS = 'Úsala por partes: el saldo queda en la tarjeta';

/** Spanish texts of the demo merchants' gift cards, by card id. */
export const DEMO_SPANISH_GIFT_CARDS: Record<string, DemoSpanishGiftCard> = {
  'mgc-1': {
    title: 'Tarjeta de regalo de Coral Sands Beach Resort',
    description:
      'Noches frente al mar, desayuno en el muelle y kayaks en el tranquilo norte de Ambergris Caye.',
    longDescription:
      'Regala una estadía en Coral Sands Beach Resort: casitas con techo de palma en una playa privada a ocho kilómetros al norte de San Pedro, desayuno con la pesca de la cooperativa de la isla, kayaks y tablas de remo dentro del arrecife. La tarjeta paga habitaciones, comidas y el bar del resort, por cualquier monto de US$50 a US$500, y vale por un año desde la compra.',
    location: 'Ambergris Caye',
    validityPeriod: ONE_YEAR,
    features: [
      'Habitaciones, comidas y bebidas en Coral Sands Beach Resort',
      'Cualquier monto de US$50 a US$500',
      VALID_ONE_YEAR,
      IN_PARTS,
    ],
  },
  'mgc-2': {
    title: 'Tarjeta de regalo de Caribeña Grill & Bar',
    description:
      'Pargo a la leña, langosta en temporada y ponche de ron al atardecer sobre la arena en San Pedro.',
    longDescription:
      'Invita a cenar en Caribeña Grill & Bar, en Barrier Reef Drive: mariscos asados sobre brasas de cáscara de coco, buñuelos de caracol, desayunos con fry jacks y cócteles al atardecer con los pies en la arena. De US$25 a US$200, válida por un año desde la compra.',
    location: 'San Pedro, Ambergris Caye',
    validityPeriod: ONE_YEAR,
    features: [
      'Desayuno, almuerzo, cena y el bar de Caribeña Grill & Bar',
      'Cualquier monto de US$25 a US$200',
      VALID_ONE_YEAR,
      IN_PARTS,
    ],
  },
  'mgc-3': {
    title: 'Tarjeta de regalo de Maya Trails: selva y tirolesa',
    description:
      'Tirolesas en el dosel, tubing en cuevas y caminatas por la selva con guías con licencia de San Ignacio.',
    longDescription:
      'Para quien busca aventura: el tour de tirolesas de Maya Trails Expeditions, el tubing en cuevas, la cueva ATM y las caminatas por la selva a Xunantunich y Caracol, todo con guías de San Ignacio con licencia del BTB, en el Distrito de Cayo. Elige de US$50 a US$300; la tarjeta vale por un año y paga cualquier tour de Maya Trails reservado en BelizePass.',
    location: 'Distrito de Cayo',
    validityPeriod: ONE_YEAR,
    features: [
      'Cualquier tour de Maya Trails Expeditions en BelizePass',
      'Cualquier monto de US$50 a US$300',
      VALID_ONE_YEAR,
      'Úsala al pagar: primero paga la tarjeta y el resto tu tarjeta bancaria',
    ],
  },
  'mgc-4': {
    title: 'Tarjeta de regalo de Lagoon Lily Spa',
    description:
      'Masaje con piedras calientes, baños de hierbas mayas y té de zacate limón sobre la laguna de Placencia.',
    longDescription:
      'Regala una tarde de calma en Lagoon Lily Spa, en Placencia: salas de tratamiento al aire libre sobre pilotes en la laguna, masajes con piedras de río y aceite de coco, baños de hierbas mayas y suites para parejas. De US$75 a US$400, válida por un año desde la compra.',
    location: 'Placencia',
    validityPeriod: ONE_YEAR,
    features: [
      'Todos los tratamientos de Lagoon Lily Spa',
      'Cualquier monto de US$75 a US$400',
      VALID_ONE_YEAR,
      IN_PARTS,
    ],
  },
};
