import type { DemoSpanishTour } from './demo-spanish-types.ts';

const KRIOL_SIGN = 'Letrero de Kriol Heritage Tours en el Fort Street Tourism Village, Belize City';

/** The Spanish the Belize District operators wrote for their tours (decision 029), by tour key. */
export const BELIZE_DISTRICT_SPANISH: Record<string, DemoSpanishTour> = {
  'altun-ha-maya-site': {
    title: 'Sitio maya de Altun Ha, tour de medio día',
    description:
      'Viaja una hora al norte de Belize City hasta Altun Ha, un centro comercial maya del período Clásico cuyo Templo de los Altares de Mampostería aparece en cada botella de cerveza Belikin. Tu guía te cuenta la historia de la cabeza de jade tallada del dios solar Kinich Ahau, hallada aquí en 1968, la talla maya en jade más grande jamás descubierta. Las salidas para cruceristas se ajustan al horario del barco.',
    itinerary: [
      '8:30 a. m.: recogida en la terminal de cruceros de Belize City o en tu hotel',
      '9:30 a. m.: llegada a Altun Ha; centro de visitantes',
      '9:45 a. m.: recorrido guiado por la Plaza A y la Plaza B',
      '10:30 a. m.: subida al Templo de los Altares de Mampostería',
      '11:15 a. m.: tiempo libre y puestos de artesanía',
      '12:30 p. m.: regreso a Belize City',
    ],
    inclusions: ['Guía con licencia del BTB', 'Transporte con aire acondicionado', 'Agua embotellada'],
    exclusions: ['Entrada a Altun Ha (US$5, se paga en el centro de visitantes)', 'Almuerzo', 'Propinas'],
    bringItems: ['Sombrero y protector solar', 'Repelente de insectos', 'Zapatos para caminar'],
    meetingPoint: KRIOL_SIGN,
    transport: 'Microbús con aire acondicionado',
    safetyInfo:
      'Los escalones de los templos son empinados e irregulares; subir es opcional. A los cruceristas les garantizamos el regreso al muelle de las lanchas dos horas antes de la hora de embarque. Los guías tienen licencia del BTB.',
  },
  'belize-zoo-visit': {
    title: 'Visita guiada al Belize Zoo',
    description:
      'Conoce la fauna de Belice en el Belize Zoo, sobre la carretera George Price, fundado en 1983 para cuidar animales que no pueden volver a la vida silvestre. Un guía formado por los cuidadores te presenta jaguares, pumas, tapires (el animal nacional), águilas arpías, guacamayas rojas y una tropa muy ruidosa de monos aulladores, todos nativos de Belice y en recintos de bosque natural.',
    itinerary: [
      '9:00 a. m.: recogida en Belize City',
      '9:45 a. m.: llegada al Belize Zoo',
      '10:00 a. m.: recorrido guiado: jaguares, pumas y ocelotes',
      '10:45 a. m.: tapires, águilas arpías y guacamayas rojas',
      '11:30 a. m.: tiempo libre y tienda de recuerdos',
      '12:15 p. m.: regreso en carro a Belize City',
      '1:00 p. m.: llegada',
    ],
    inclusions: [
      'Guía con licencia del BTB',
      'Entrada al Belize Zoo',
      'Transporte con aire acondicionado',
      'Agua embotellada',
    ],
    exclusions: ['Almuerzo', 'Propinas'],
    bringItems: ['Zapatos para caminar', 'Repelente de insectos', 'Cámara'],
    meetingPoint: KRIOL_SIGN,
    transport: 'Microbús con aire acondicionado',
    safetyInfo:
      'Los senderos son de grava y casi planos, y el zoológico es accesible en silla de ruedas con ayuda. Por favor, no des de comer a los animales. Los guías tienen licencia del BTB.',
  },
  'community-baboon-sanctuary': {
    title: 'Caminata con monos aulladores en el Community Baboon Sanctuary',
    description:
      'Recorre el bosque ribereño de Bermudian Landing, donde desde 1985 los propietarios kriol a orillas del río Belice protegen al mono aullador negro, al que aquí llaman «baboon». Un guía del pueblo te lleva hasta una tropa en los árboles y te explica los compromisos de los propietarios; el almuerzo es arroz con frijoles y pollo guisado cocinado en la cocina de una familia.',
    itinerary: [
      '9:00 a. m.: recogida en Belize City',
      '9:45 a. m.: llegada a Bermudian Landing; museo y presentación',
      '10:00 a. m.: caminata por el bosque con un guía del pueblo en busca de una tropa de aulladores',
      '11:15 a. m.: sendero de plantas medicinales junto al río Belice',
      '11:45 a. m.: almuerzo kriol con una familia local',
      '1:00 p. m.: regreso a Belize City',
    ],
    inclusions: [
      'Guía del pueblo y guía turístico con licencia del BTB',
      'Entrada al santuario',
      'Almuerzo kriol y un refresco',
      'Transporte',
    ],
    exclusions: ['Propinas'],
    bringItems: ['Repelente de insectos', 'Zapatos cerrados', 'Pantalón largo', 'Cámara'],
    meetingPoint: 'Oficina de Kriol Heritage Tours, 12 Regent Street, Belize City',
    transport: 'Microbús con aire acondicionado',
    safetyInfo:
      'Los senderos pueden estar enlodados después de la lluvia. Los monos son silvestres: habla en voz baja y nunca les des de comer ni los toques. Los guías tienen licencia del BTB.',
  },
  'belize-city-heritage-walk': {
    title: 'Caminata por el patrimonio de Belize City',
    description:
      "Un recorrido a pie por el viejo Belize City con un guía kriol: el Swing Bridge, que se gira a mano sobre el Haulover Creek; la catedral de San Juan (construida entre 1812 y 1820 con ladrillos traídos como lastre); la Casa de Gobierno y el Museo de Belice, en la cárcel colonial de 1857. Las historias de los Baymen, la batalla de St George's Caye y las fiestas de septiembre dan vida a las calles de casas de madera.",
    itinerary: [
      '9:30 a. m.: encuentro en el Fort Street Tourism Village',
      '9:45 a. m.: faro de Fort George y tumba del barón Bliss',
      '10:15 a. m.: el Swing Bridge y el mercado del Haulover Creek',
      '10:45 a. m.: Casa de Gobierno (Casa de la Cultura) y catedral de San Juan',
      '11:30 a. m.: Museo de Belice en la antigua cárcel colonial',
      '12:15 p. m.: parada para un jugo de fruta; el tour termina en el Swing Bridge',
    ],
    inclusions: ['Guía kriol con licencia del BTB', 'Entrada al Museo de Belice', 'Jugo natural'],
    exclusions: ['Almuerzo', 'Propinas'],
    bringItems: ['Zapatos para caminar', 'Sombrero y protector solar', 'Agua'],
    meetingPoint: KRIOL_SIGN,
    transport: 'Recorrido a pie, unos 3 km',
    safetyInfo:
      'Ritmo tranquilo por aceras con algunos tramos irregulares. El guía tiene licencia del BTB y acompaña al grupo todo el tiempo.',
  },
  'nohoch-chen-cave-tubing': {
    title: "Tubing en las cuevas de Nohoch Che'en y caminata por la selva",
    description:
      "Camina 30 minutos por la selva de la Reserva Arqueológica Nohoch Che'en Caves Branch cargando tu neumático y luego déjate llevar por el río Caves Branch a través de una cadena de cuevas de piedra caliza, a la luz de tu linterna frontal. Tu guía te explica que los mayas veían las cuevas como entradas a Xibalbá, el inframundo, y te señala los restos de cerámica y las formaciones de las paredes. La excursión favorita desde Belize City y el puerto de cruceros.",
    itinerary: [
      '8:00 a. m.: recogida en la terminal de cruceros de Belize City o en tu hotel',
      "9:00 a. m.: llegada a Nohoch Che'en; neumáticos, cascos y linternas frontales",
      '9:15 a. m.: caminata por la selva y cruce del río hasta la cueva de arriba',
      '10:00 a. m.: flotando por las cuevas (una hora aproximadamente)',
      '11:15 a. m.: almuerzo y duchas en el parque',
      '12:30 p. m.: regreso en carro a Belize City',
      '2:00 p. m.: llegada a la terminal de cruceros o a tu hotel',
    ],
    inclusions: [
      'Guía de cuevas con licencia del BTB',
      "Tarifa de la reserva de Nohoch Che'en",
      'Neumático, casco, linterna frontal y chaleco salvavidas',
      'Almuerzo y agua',
      'Transporte de ida y vuelta desde Belize City',
    ],
    exclusions: ['Alquiler de casillero en el parque (US$3)', 'Propinas'],
    bringItems: ['Traje de baño', 'Zapatos de agua o sandalias con tiras', 'Toalla y ropa seca'],
    meetingPoint: KRIOL_SIGN,
    transport: 'Microbús con aire acondicionado',
    safetyInfo:
      'En el agua se usan chaleco salvavidas y casco, y los guías tienen licencia del BTB para la reserva. Cuando el río crece tras lluvias fuertes, el parque cierra las cuevas; entonces te devolvemos todo o te damos otra fecha.',
  },
};
