/**
 * The Spanish some demo operators wrote for their tours, deals and profiles (decision 029), by the
 * demo keys. The others are English only, so the Spanish site shows both: operators' Spanish, and
 * English marked "Se muestra en inglés" where none was written.
 */

export interface DemoSpanishTour {
  title: string;
  description: string;
  itinerary?: string[];
  meetingPoint?: string;
}

export const DEMO_SPANISH_TOURS: Record<string, DemoSpanishTour> = {
  'hol-chan-shark-ray-alley': {
    title: 'Snorkel en la Reserva Marina Hol Chan y Shark Ray Alley',
    description:
      'Haz snorkel en el canal más famoso de la Barrera de Arrecifes de Belice, a seis kilómetros al sur de San Pedro, donde morenas verdes, rayas águila y tortugas marinas se deslizan entre cañones de coral. En la cercana Shark Ray Alley entras al agua, que llega a la cintura, junto a tiburones gata y rayas látigo. Nuestro guía nada con cada grupo y te señala la vida marina que de otro modo pasarías por alto.',
    meetingPoint:
      'Muelle de Sea Star en Barrier Reef Drive, junto a la terminal del taxi acuático de San Pedro',
  },
  'atm-cave-expedition': {
    title: 'Expedición a la cueva Actun Tunichil Muknal (ATM)',
    description:
      'Camina 45 minutos por la Reserva Natural Tapir Mountain, cruzando tres veces el arroyo Roaring Creek, y entra nadando a Actun Tunichil Muknal, la Cueva del Sepulcro de Piedra. Dentro vadeas y trepas cerca de un kilómetro río arriba hasta la Catedral, donde la cerámica maya y los esqueletos calcificados de personas sacrificadas, entre ellas la Doncella de Cristal, siguen donde quedaron hace más de 1000 años. No se permiten cámaras dentro de la cueva.',
    itinerary: [
      '7:30 a. m.: recogida en tu hotel de San Ignacio',
      '8:30 a. m.: llegada al centro de visitantes de Tapir Mountain; cascos y linternas frontales',
      '9:00 a. m.: caminata por la selva con tres cruces de río',
      '9:45 a. m.: entrada nadando a la cueva',
      '10:00 a. m.: río arriba por la galería principal, vadeando y trepando',
      '11:30 a. m.: visita en calcetines a la Catedral y la Doncella de Cristal',
      '1:30 p. m.: salida de la cueva; almuerzo de estilo maya en el centro de visitantes',
      '3:00 p. m.: regreso a San Ignacio',
      '4:30 p. m.: llegada a tu hotel',
    ],
    meetingPoint: 'Oficina de Maya Trails, 24 Burns Avenue, San Ignacio (o el vestíbulo de tu hotel)',
  },
  'xunantunich-maya-site': {
    title: 'Templo maya de Xunantunich, tour de medio día',
    description:
      'Cruza el río Mopan en el ferri de manivela de San José Succotz y sube a Xunantunich, la Mujer de Piedra, un centro ceremonial maya del período Clásico sobre una loma junto a la frontera con Guatemala. Sube a El Castillo, de 40 metros de altura, para ver su friso de estuco restaurado y una vista de la selva hasta Guatemala.',
    meetingPoint: 'Oficina de Maya Trails, 24 Burns Avenue, San Ignacio (o el vestíbulo de tu hotel)',
  },
  // The meeting point is left in English: the Spanish page shows it marked as such.
  'lamanai-river-safari': {
    title: 'Ruinas mayas de Lamanai y safari por el New River',
    description:
      'Navega 42 kilómetros río arriba por el sinuoso New River en lancha abierta, atento a los cocodrilos de Morelet, los basiliscos que corren sobre el agua, los caracoleros y los monos araña, y pasa junto a las granjas menonitas de Shipyard. En Lamanai, una de las ciudades mayas habitadas por más tiempo, sube al Templo Alto por encima del dosel y mira los rostros tallados del Templo de las Máscaras. El almuerzo se sirve en el sitio antes de volver río abajo.',
  },
};

/** Spanish profile descriptions of demo merchants, by merchant key. */
export const DEMO_SPANISH_MERCHANTS: Record<string, string> = {
  'maya-trails':
    'Guías de San Ignacio especializados en las cuevas y las ciudades mayas del oeste de Belice, de Actun Tunichil Muknal a Caracol. Cada salida la dirige un guía con licencia del BTB formado en rescate en cuevas y primeros auxilios en zonas remotas, y nuestros almuerzos los cocinan familias de Cayo.',
};
