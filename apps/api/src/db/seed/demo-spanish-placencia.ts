import type { DemoSpanishTour } from './demo-spanish-types.ts';

const PENINSULA_DOCK = 'Muelle de Peninsula Reef & Jungle Tours, Main Street, Placencia Village';

/** The Spanish the Placencia operators wrote for their tours (decision 029), by tour key. */
export const PLACENCIA_SPANISH: Record<string, DemoSpanishTour> = {
  'laughing-bird-caye-snorkel': {
    title: 'Snorkel y playa en el Parque Nacional Laughing Bird Caye',
    description:
      'Cruza una hora de mar abierto hasta Laughing Bird Caye, una islita cubierta de palmeras sobre un arrecife faro y parte del Sitio de Patrimonio Mundial de la Barrera de Arrecifes de Belice. Haz snorkel en dos sitios entre coral cuerno de alce, rayas águila, tortugas carey y peces loro, y luego descansa con una parrillada en la playa de pescado asado y arroz con coco mientras los pelícanos pardos se lanzan al agua.',
    itinerary: [
      '8:15 a. m.: registro y prueba del equipo en el muelle de Peninsula',
      '8:30 a. m.: en lancha hasta el cayo (una hora aproximadamente)',
      '9:45 a. m.: primer snorkel en la pared este del arrecife',
      '11:00 a. m.: estación de guardaparques y paseo alrededor de la isla',
      '12:00 p. m.: almuerzo de parrillada en la playa',
      '1:30 p. m.: segundo snorkel en los jardines de coral poco profundos',
      '3:00 p. m.: regreso a Placencia',
      '4:30 p. m.: llegada al muelle',
    ],
    inclusions: [
      'Guía y capitán con licencia del BTB',
      'Equipo de snorkel y chalecos salvavidas',
      'Parrillada en la playa, fruta y bebidas',
    ],
    exclusions: ['Tarifa del Parque Nacional Laughing Bird Caye (US$10, se paga al registrarte)', 'Propinas'],
    bringItems: [
      'Traje de baño y toalla',
      'Protector solar apto para arrecifes',
      'Sombrero y lentes de sol',
      'Efectivo para la tarifa del parque',
    ],
    meetingPoint: PENINSULA_DOCK,
    transport: 'Lancha techada de 34 pies con dos motores',
    safetyInfo:
      'La travesía es en mar abierto y solo salimos cuando el mar lo permite. Los guías tienen licencia del BTB y certificado de primeros auxilios, y hay chaleco salvavidas para cada pasajero.',
  },
  'monkey-river-tour': {
    title: 'Monkey River: manatíes, cocodrilos y monos aulladores',
    description:
      'Recorre la costa hacia el sur en lancha rápida hasta el río Monkey, atento a los manatíes antillanos por el camino. Sube por el río en busca de cocodrilos de Morelet, iguanas verdes y martines pescadores, y luego camina por un sendero del bosque mientras tu guía llama a los monos aulladores negros. El almuerzo es en Monkey River Town, un pequeño pueblo pesquero kriol.',
    itinerary: [
      '7:45 a. m.: registro en el muelle de Peninsula',
      '8:00 a. m.: trayecto en lancha por la costa con parada para ver manatíes',
      '9:00 a. m.: río Monkey arriba en busca de cocodrilos y aves',
      '10:00 a. m.: caminata guiada por la selva para encontrar monos aulladores',
      '12:00 p. m.: almuerzo en Monkey River Town',
      '1:30 p. m.: regreso a Placencia',
      '3:00 p. m.: llegada al muelle',
    ],
    inclusions: [
      'Guía naturalista con licencia del BTB',
      'Lancha y capitán',
      'Almuerzo y bebidas',
      'Botas de hule prestadas para el sendero',
    ],
    exclusions: ['Propinas'],
    bringItems: [
      'Repelente de insectos',
      'Pantalón largo y manga larga',
      'Zapatos que se puedan enlodar',
      'Binoculares',
    ],
    meetingPoint: PENINSULA_DOCK,
    transport: 'Lancha techada de 28 pies',
    safetyInfo:
      'El sendero de la selva es lodoso e irregular y los zancudos pueden ser feroces. Los guías tienen licencia del BTB y certificado de primeros auxilios, y en el tramo de mar abierto se usa chaleco salvavidas.',
  },
  'cockscomb-jaguar-preserve-hike': {
    title: 'Caminata y cascada en la reserva del jaguar de Cockscomb Basin',
    description:
      'Explora el Santuario de Vida Silvestre Cockscomb Basin, creado en 1986 como la primera reserva del jaguar del mundo, con el pico Victoria en el horizonte. Sube por el sendero Tiger Fern hasta una cascada de dos saltos para darte un baño, busca huellas de jaguar y de tapir en los senderos del río y, de camino, para en la cooperativa de artesanía del pueblo de Maya Center.',
    itinerary: [
      '7:30 a. m.: recogida en tu hotel de Placencia',
      '8:45 a. m.: pueblo de Maya Center y registro en el santuario',
      '9:15 a. m.: centro de visitantes y orientación',
      '9:30 a. m.: subida por el sendero Tiger Fern hasta la cascada (unas 2 horas)',
      '11:45 a. m.: baño en la cascada',
      '1:00 p. m.: almuerzo tipo pícnic en el centro de visitantes',
      '2:00 p. m.: caminata por el sendero del río en busca de huellas y aves',
      '4:30 p. m.: llegada a Placencia',
    ],
    inclusions: [
      'Guía naturalista con licencia del BTB',
      'Tarifa del santuario de Cockscomb',
      'Almuerzo tipo pícnic y agua',
      'Transporte de ida y vuelta',
    ],
    exclusions: ['Tubing en el río South Stann Creek (alquiler del neumático US$5)', 'Propinas'],
    bringItems: ['Zapatos de senderismo', 'Traje de baño', 'Dos litros de agua', 'Repelente de insectos'],
    meetingPoint: 'El vestíbulo de tu hotel en Placencia, Seine Bight o Maya Beach',
    transport: 'Van con aire acondicionado',
    safetyInfo:
      'El sendero Tiger Fern es empinado y resbaloso en algunos tramos; cuenta con unos 4 km de caminata. Los jaguares son tímidos y verlos es muy raro. Los guías tienen licencia del BTB y llevan botiquín y radio.',
  },
  'placencia-lagoon-kayak': {
    title: 'Kayak al amanecer en la laguna de Placencia',
    description:
      'Rema en la laguna de Placencia, tranquila y bordeada de manglares, al amanecer, cuando los manatíes salen a respirar y las águilas pescadoras, las garzas y las fragatas empiezan a cazar. Tu guía te explica cómo el mangle rojo protege a los peces jóvenes del arrecife, y terminas con café y johnnycakes en el muelle.',
    itinerary: [
      '6:00 a. m.: encuentro en el muelle de la laguna; kayak y charla sobre cómo remar',
      '6:15 a. m.: remando junto a la orilla de manglares',
      '7:00 a. m.: observación de manatíes en las caletas tranquilas',
      '7:45 a. m.: regreso remando',
      '8:30 a. m.: café y johnnycakes en el muelle',
    ],
    inclusions: [
      'Kayak abierto, remo y chaleco salvavidas',
      'Guía con licencia del BTB',
      'Café y johnnycakes',
    ],
    exclusions: ['Propinas'],
    bringItems: ['Sombrero y protector solar', 'Ropa que se pueda mojar', 'Bolsa seca para tu teléfono'],
    meetingPoint: 'Muelle de Peninsula en la laguna, detrás de la cancha de fútbol de Placencia',
    transport: 'Kayaks (individuales o dobles)',
    safetyInfo:
      'Cerca de la orilla la laguna es tranquila y poco profunda, y todos reman con chaleco salvavidas. El guía tiene licencia del BTB y mantiene al grupo unido.',
  },
  'garifuna-cooking-drumming': {
    title: 'Clase de cocina garífuna y tambores en Seine Bight',
    description:
      'Cocina un banquete garífuna en la cocina de una familia del pueblo de Seine Bight: ralla cocos a mano, machaca plátanos verdes y maduros en un pilón de madera y cuece pescado a fuego lento en caldo de coco para hacer hudut. Mientras se cocina, aprende algunas palabras en garífuna y los ritmos de los tambores primero y segunda, y escucha cómo llegaron los garinagu a Belice en 1802.',
    itinerary: [
      '3:00 p. m.: recogida en Placencia y corto trayecto a Seine Bight',
      '3:15 p. m.: bienvenida y recorrido por el huerto de la familia',
      '3:30 p. m.: rallar cocos y hacer leche de coco',
      '4:00 p. m.: machacar plátanos y cocinar el pescado para el hudut',
      '5:00 p. m.: clase de tambor y baile',
      '5:45 p. m.: a la mesa, a comer todos juntos',
      '6:30 p. m.: llegada a Placencia',
    ],
    inclusions: [
      'Clase práctica de cocina y cena',
      'Clase de tambor',
      'Receta impresa',
      'Jugo de fruta local',
      'Transporte desde Placencia',
    ],
    exclusions: ['Bebidas alcohólicas', 'Propinas para la familia'],
    bringItems: ['Ropa cómoda', 'Mucha hambre', 'Efectivo si quieres comprar tambores o artesanías'],
    meetingPoint: 'Oficina de Peninsula Reef & Jungle Tours, Main Street, Placencia Village',
    transport: 'Van con aire acondicionado',
    safetyInfo:
      'Avísanos de alergias alimentarias al reservar; el plato lleva pescado y coco, y hay una versión vegetariana. El guía tiene licencia del BTB y la familia anfitriona tiene certificado de manipulación de alimentos.',
  },
};
