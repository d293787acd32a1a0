import type { DemoSpanishTour } from './demo-spanish-types.ts';

/** The Spanish the Ambergris Caye operators wrote for their tours (decision 029), by tour key. */
export const AMBERGRIS_CAYE_SPANISH: Record<string, DemoSpanishTour> = {
  'hol-chan-shark-ray-alley': {
    title: 'Snorkel en la Reserva Marina Hol Chan y Shark Ray Alley',
    description:
      'Haz snorkel en el canal más famoso de la Barrera de Arrecifes de Belice, a seis kilómetros al sur de San Pedro, donde morenas verdes, rayas águila y tortugas marinas se deslizan entre cañones de coral. En la cercana Shark Ray Alley entras al agua, que llega a la cintura, junto a tiburones gata y rayas látigo. Nuestro guía nada con cada grupo y te señala la vida marina que de otro modo pasarías por alto.',
    itinerary: [
      '8:45 a. m.: registro y prueba de máscara y aletas en el muelle de Sea Star',
      '9:00 a. m.: salida en lancha a lo largo del arrecife, 20 minutos al sur',
      '9:20 a. m.: charla en la estación de guardaparques de Hol Chan',
      '9:30 a. m.: snorkel guiado por el canal de Hol Chan (unos 45 minutos)',
      '10:30 a. m.: corto trayecto a Shark Ray Alley',
      '10:45 a. m.: snorkel con tiburones gata y rayas látigo',
      '11:30 a. m.: fruta fresca y agua de regreso',
      '12:45 p. m.: llegada al muelle',
    ],
    inclusions: [
      'Guía de snorkel con licencia del BTB que entra al agua contigo',
      'Máscara, snorkel, aletas y chaleco salvavidas',
      'Agua embotellada y fruta fresca',
      'Protector solar apto para arrecifes a bordo',
    ],
    exclusions: [
      'Tarifa de la Reserva Marina Hol Chan (US$10, se paga al registrarte)',
      'Propinas para el capitán y el guía',
      'Alquiler de cámara submarina (US$15)',
    ],
    bringItems: [
      'Traje de baño y toalla',
      'Protector solar apto para arrecifes',
      'Sombrero y lentes de sol',
      'Efectivo para la tarifa de la reserva',
    ],
    meetingPoint:
      'Muelle de Sea Star en Barrier Reef Drive, junto a la terminal del taxi acuático de San Pedro',
    transport: 'Lancha techada de 32 pies con dos motores y escalera para nadar',
    safetyInfo:
      'Todos los guías tienen licencia del BTB y certificado de primeros auxilios; te damos chaleco salvavidas, obligatorio si no nadas bien. La lancha lleva radio, botiquín y oxígeno.',
  },
  'great-blue-hole-dive': {
    title: 'Buceo de tres tanques en el Gran Agujero Azul y el arrecife Lighthouse',
    description:
      'Un día entero en el atolón Lighthouse Reef, a dos horas de San Pedro en lancha rápida, para una inmersión profunda en el Gran Agujero Azul entre estalactitas a 40 metros. Siguen dos inmersiones más en las paredes de Half Moon Caye y el Acuario, con almuerzo en tierra junto a la colonia de piqueros de patas rojas. Para buceadores avanzados certificados con experiencia reciente en inmersiones profundas.',
    itinerary: [
      '5:45 a. m.: registro y revisión de certificación en el muelle de Sea Star',
      '6:00 a. m.: salida hacia Lighthouse Reef, desayuno a bordo',
      '8:15 a. m.: charla de buceo en el Gran Agujero Azul',
      '8:30 a. m.: inmersión 1, el Gran Agujero Azul hasta 40 m, 8 minutos en el fondo',
      '10:30 a. m.: inmersión 2, la pared de Half Moon Caye',
      '12:00 p. m.: almuerzo en Half Moon Caye y caminata al mirador de los piqueros',
      '1:30 p. m.: inmersión 3, el Acuario o la pared de Long Caye',
      '4:00 p. m.: regreso a San Pedro',
    ],
    inclusions: [
      'Tres tanques, plomos y divemaster',
      'Desayuno, almuerzo tipo pícnic, bocadillos y bebidas',
      'Computadora de buceo para cada buceador',
      'Oxígeno de emergencia y botiquín a bordo',
    ],
    exclusions: [
      'Tarifa del Monumento Natural Blue Hole y de Half Moon Caye (US$40, se paga al registrarte)',
      'Alquiler de chaleco, regulador y traje de neopreno (US$35 el juego)',
      'Propinas',
    ],
    bringItems: [
      'Tarjeta de certificación y bitácora de buceo',
      'Pastillas para el mareo',
      'Una prenda abrigada para el trayecto',
      'Toalla y protector solar',
    ],
    meetingPoint: 'Muelle de Sea Star en Barrier Reef Drive, San Pedro',
    transport: 'Lancha de buceo de 46 pies con dos motores de 300 hp, sombra, baño y ducha de agua dulce',
    safetyInfo:
      'Se exige la certificación Advanced Open Water y al menos 20 inmersiones registradas; la inmersión en el Agujero Azul la dirige un divemaster con licencia del BTB, con límites estrictos de profundidad y tiempo. No vueles hasta 24 horas después del viaje.',
  },
  'caye-caulker-day-trip': {
    title: 'Día en Caye Caulker con manatíes y jardines de coral',
    description:
      'Navega hacia el sur hasta Caye Caulker, la isla del «go slow», con una parada en el Santuario de Vida Silvestre de Swallow Caye para ver manatíes antillanos pastando entre los pastos marinos. Haz snorkel en los jardines de coral de poca profundidad y pasa la tarde en el Split, con tiempo para recorrer Front Street y comer langosta o pollo jerk en una cabaña de playa.',
    itinerary: [
      '8:45 a. m.: registro en el muelle de Sea Star',
      '9:00 a. m.: trayecto en lancha hacia el sur, por dentro del arrecife',
      '10:00 a. m.: observación de manatíes en Swallow Caye (motores apagados, avanzamos con pértiga en silencio)',
      '11:00 a. m.: snorkel en Coral Gardens',
      '12:15 p. m.: llegada a Caye Caulker; tiempo libre para almorzar y para el Split',
      '3:30 p. m.: ponche de ron y regreso a San Pedro',
      '5:00 p. m.: llegada al muelle',
    ],
    inclusions: [
      'Transporte en lancha y guía con licencia del BTB',
      'Equipo de snorkel',
      'Agua, refrescos y ponche de ron por la tarde',
    ],
    exclusions: [
      'Tarifa del Santuario de Vida Silvestre de Swallow Caye (US$10, se paga a bordo)',
      'Almuerzo en Caye Caulker (unos US$15-25)',
      'Propinas',
    ],
    bringItems: [
      'Traje de baño y toalla',
      'Efectivo para el almuerzo y la tarifa del santuario',
      'Protector solar y sombrero',
      'Sandalias',
    ],
    meetingPoint: 'Muelle de Sea Star en Barrier Reef Drive, San Pedro',
    transport: 'Lancha techada de 32 pies',
    safetyInfo:
      'Los guías tienen licencia del BTB y certificado de primeros auxilios, y hay chaleco salvavidas para cada pasajero. Los manatíes se observan solo desde la lancha; no se permite tocarlos ni nadar con ellos.',
  },
  'bacalar-chico-reserve': {
    title: 'Expedición al Parque Nacional Bacalar Chico y el arrecife del norte',
    description:
      'Ve hasta la punta norte de Ambergris Caye, donde los antiguos mayas abrieron un canal para unir la bahía de Chetumal con el Caribe. Visita la estación de guardaparques y el pequeño museo de San Juan, busca cocodrilos y aves zancudas en la laguna y haz snorkel en Rocky Point, el único lugar donde la barrera de arrecifes toca la orilla. Un día largo y salvaje, lejos de la multitud.',
    itinerary: [
      '7:45 a. m.: registro en el muelle de Sea Star',
      '8:00 a. m.: en lancha hacia el norte junto al arrecife, unos 90 minutos',
      '9:30 a. m.: snorkel en Rocky Point, donde el arrecife llega a la orilla',
      '11:00 a. m.: estación de guardaparques de Bacalar Chico, museo y torre mirador',
      '12:00 p. m.: almuerzo tipo pícnic en la playa',
      '1:00 p. m.: por el canal maya hacia la laguna, en busca de cocodrilos y espátulas rosadas',
      '2:30 p. m.: snorkel en Mexico Rocks de regreso',
      '4:00 p. m.: llegada a San Pedro',
    ],
    inclusions: [
      'Guía y capitán con licencia del BTB',
      'Equipo de snorkel',
      'Almuerzo tipo pícnic, fruta y bebidas',
      'Bolsa seca para tus cosas',
    ],
    exclusions: [
      'Tarifa del Parque Nacional Bacalar Chico (US$10, se paga en la estación de guardaparques)',
      'Propinas',
    ],
    bringItems: [
      'Traje de baño y toalla',
      'Repelente de insectos',
      'Protector solar apto para arrecifes',
      'Camisa ligera de manga larga',
    ],
    meetingPoint: 'Muelle de Sea Star en Barrier Reef Drive, San Pedro',
    transport: 'Lancha abierta de 28 pies con toldo',
    safetyInfo:
      'Solo salimos con el mar en calma; la ruta cruza aguas abiertas cerca de la frontera con México y el capitán lleva un teléfono satelital. Los guías tienen licencia del BTB y certificado de primeros auxilios.',
  },
  'san-pedro-sunset-sail': {
    title: 'Paseo al atardecer en catamarán por San Pedro',
    description:
      'Navega por las aguas tranquilas dentro del arrecife en un catamarán de 40 pies mientras el sol se esconde tras los manglares del lado de la laguna. En cubierta se sirven ponche de ron, Belikin bien fría y ceviche fresco, y en la proa hay una red para recostarte a ver cómo cambia el color del cielo.',
    itinerary: [
      '4:15 p. m.: embarque en el muelle de Sea Star',
      '4:30 p. m.: zarpamos hacia el norte a lo largo del arrecife',
      '5:15 p. m.: bebidas y ceviche en cubierta',
      '5:45 p. m.: atardecer frente al norte de la isla',
      '7:00 p. m.: regreso al muelle',
    ],
    inclusions: [
      'Ponche de ron, cerveza, refrescos y agua',
      'Ceviche de caracol o de camarón con totopos',
      'Capitán y marinero',
    ],
    exclusions: ['Traslados desde el hotel', 'Propinas'],
    bringItems: ['Chaqueta ligera para la brisa', 'Cámara', 'Zapatos de suela blanda'],
    meetingPoint: 'Muelle de Sea Star en Barrier Reef Drive, San Pedro',
    transport: 'Catamarán de vela de 40 pies con sombra y baño',
    safetyInfo:
      'Chaleco salvavidas para cada pasajero y capitán con licencia a bordo. El alcohol se sirve solo a mayores de 18 años.',
  },
  'great-blue-hole-flyover': {
    title: 'Vuelo panorámico sobre el Gran Agujero Azul',
    description:
      'Un vuelo de una hora desde San Pedro sobre la Barrera de Arrecifes de Belice, el atolón Turneffe y Lighthouse Reef hasta el Gran Agujero Azul, la dolina de 300 metros que Jacques Cousteau hizo famosa. El piloto da varias vueltas sobre el agujero a unos 300 metros de altura para que ambos lados del avión lo vean bien, y regresa pasando por Half Moon Caye y los cayos de Turneffe.',
    itinerary: [
      '9:30 a. m.: registro y pesaje en la pista de San Pedro',
      '9:45 a. m.: charla de seguridad con el piloto',
      '10:00 a. m.: despegue sobre San Pedro y a lo largo de la barrera de arrecifes',
      '10:20 a. m.: sobre el atolón Turneffe',
      '10:35 a. m.: vueltas sobre el Gran Agujero Azul a unos 300 metros',
      '10:50 a. m.: regreso por Half Moon Caye y Lighthouse Reef',
      '11:15 a. m.: aterrizaje en San Pedro',
    ],
    inclusions: [
      'Vuelo panorámico con el piloto como narrador',
      'Asiento de ventanilla para cada pasajero',
      'Audífonos',
      'Mapa impreso del vuelo',
    ],
    exclusions: ['Traslados a la pista (un corto trayecto en carrito de golf desde el pueblo)', 'Propinas'],
    bringItems: ['Lentes de sol polarizados', 'Cámara o teléfono', 'Identificación con foto'],
    meetingPoint: 'Mostrador de Reef Wings, terminal de la pista de San Pedro, Coconut Drive',
    transport: 'Cessna 208 Caravan o 182 Skylane de ala alta, según el tamaño del grupo',
    safetyInfo:
      'Los vuelos los hacen pilotos con licencia comercial y solo salen con buena visibilidad. Los pasajeros de más de 136 kg deben reservar un asiento adicional por razones de peso y balance.',
  },
};
