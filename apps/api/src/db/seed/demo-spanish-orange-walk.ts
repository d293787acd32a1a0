import type { DemoSpanishTour } from './demo-spanish-types.ts';

const TOWER_HILL =
  'Embarcadero de New River Safaris en el puente de Tower Hill, milla 53 de la carretera Philip Goldson, Orange Walk';

/** The Spanish the Orange Walk operators wrote for their tours (decision 029), by tour key. */
export const ORANGE_WALK_SPANISH: Record<string, DemoSpanishTour> = {
  'lamanai-river-safari': {
    title: 'Ruinas mayas de Lamanai y safari por el New River',
    description:
      'Navega 42 kilómetros río arriba por el sinuoso New River en lancha abierta, atento a los cocodrilos de Morelet, los basiliscos que corren sobre el agua, los caracoleros y los monos araña, y pasa junto a las granjas menonitas de Shipyard. En Lamanai, una de las ciudades mayas habitadas por más tiempo, sube al Templo Alto por encima del dosel y mira los rostros tallados del Templo de las Máscaras. El almuerzo se sirve en el sitio antes de volver río abajo.',
    itinerary: [
      '8:30 a. m.: embarque en el embarcadero del puente de Tower Hill',
      '8:45 a. m.: safari río arriba por el New River (unos 90 minutos)',
      '10:15 a. m.: llegada a Lamanai; caminata al Templo de las Máscaras',
      '11:15 a. m.: subida al Templo Alto, con vista sobre la laguna del New River',
      '12:15 p. m.: almuerzo de pollo guisado con arroz y frijoles en el sitio',
      '1:15 p. m.: Templo del Jaguar y el pequeño museo del sitio',
      '2:30 p. m.: regreso por el río con paradas para ver fauna',
      '4:30 p. m.: llegada al embarcadero',
    ],
    inclusions: ['Guía y capitán con licencia del BTB', 'Entrada a Lamanai', 'Almuerzo, agua y refrescos'],
    exclusions: ['Traslados desde Belize City o Corozal (disponibles a pedido)', 'Propinas'],
    bringItems: [
      'Sombrero y protector solar',
      'Repelente de insectos',
      'Zapatos para caminar',
      'Binoculares',
    ],
    meetingPoint: TOWER_HILL,
    transport: 'Lancha de río techada de 25 pies',
    safetyInfo:
      'Hay chalecos salvavidas a bordo para cada pasajero y el capitán guarda una distancia segura de los cocodrilos. El Templo Alto es empinado y tiene una cuerda como pasamanos; subir es opcional. Los guías tienen licencia del BTB.',
  },
  'crooked-tree-birding': {
    title: 'Aves en lancha en el Santuario de Vida Silvestre de Crooked Tree',
    description:
      'Sal temprano hacia las lagunas del Santuario de Vida Silvestre de Crooked Tree, un humedal Ramsar donde se han registrado más de 300 especies de aves. Desde una lancha silenciosa buscas al jabirú, el ave voladora más grande de América, y también garzas cucharón, caracoleros, águilas pescadoras y gavilanes de collar negro; después caminas por las calles del pueblo, a la sombra de los marañones.',
    itinerary: [
      '5:45 a. m.: recogida en Orange Walk Town',
      '6:45 a. m.: llegada al pueblo de Crooked Tree y embarque',
      '7:00 a. m.: observación de aves en lancha, despacio, por la laguna del Norte',
      '9:00 a. m.: desayuno criollo en el pueblo',
      '9:45 a. m.: caminata por el terraplén y la pasarela del centro de visitantes',
      '10:45 a. m.: regreso a Orange Walk Town',
    ],
    inclusions: [
      'Guía de aves con licencia del BTB',
      'Lancha y capitán',
      'Desayuno criollo',
      'Binoculares prestados y una lista de aves',
    ],
    exclusions: [
      'Tarifa del Santuario de Vida Silvestre de Crooked Tree (US$4, se paga en el centro de visitantes)',
      'Propinas',
    ],
    bringItems: [
      'Binoculares, si tienes',
      'Manga larga y repelente de insectos',
      'Sombrero',
      'Cámara con zoom',
    ],
    meetingPoint: 'Tu hotel en Orange Walk Town, o el embarcadero de New River Safaris',
    transport: 'Van hasta Crooked Tree y luego una lancha de fondo plano para la laguna',
    safetyInfo:
      'En la lancha te damos chaleco salvavidas. Al final de la temporada seca (abril y mayo) la laguna puede estar demasiado baja para las lanchas, y entonces el tour se hace a pie por la orilla. Los guías tienen licencia del BTB.',
  },
  'orange-walk-taco-trail': {
    title: 'Ruta de tacos y mercado en Orange Walk',
    description:
      'Come a tus anchas en la capital del taco de Belice con un guía local, empezando por los puestos de tacos de desayuno junto al parque central, donde las tortillas de maíz se hacen al momento y se cargan de pollo deshebrado y cebolla encurtida. Visita el mercado para probar salbutes, panades y horchata fresca, aprende cómo se condimenta el escabeche y termina con queso menonita y una rebanada de pudín de camote.',
    itinerary: [
      '7:00 a. m.: encuentro en el parque central de Orange Walk Town',
      '7:10 a. m.: tacos de desayuno en dos puestos familiares',
      '8:00 a. m.: visita a una tortillería, y a probar a hacer tortillas',
      '8:30 a. m.: mercado de Orange Walk: salbutes, panades y horchata',
      '9:15 a. m.: escabeche y recados en la cocina de una casa',
      '9:45 a. m.: queso menonita y pudín de camote',
      '10:00 a. m.: fin del tour cerca del parque central',
    ],
    inclusions: [
      'Guía local con licencia del BTB',
      'Todas las degustaciones (lo que equivale a un desayuno completo)',
      'Horchata, café y agua',
    ],
    exclusions: ['Transporte al punto de encuentro', 'Comida o bebidas extra que compres', 'Propinas'],
    bringItems: ['Mucha hambre', 'Zapatos cómodos para caminar', 'Sencillo para antojitos extra'],
    meetingPoint: 'Parque central de Orange Walk Town (el guía lleva una bandera de New River Safaris)',
    transport: 'Recorrido a pie, unos 2 km',
    safetyInfo:
      'Avísanos de alergias o necesidades de dieta al reservar; en cada parada hay opciones vegetarianas. El guía tiene licencia del BTB y lleva botiquín.',
  },
};

/** The tour waiting for staff approval in the demo data. */
export const PENDING_SPANISH: Record<string, DemoSpanishTour> = {
  'new-river-night-spotlight-safari': {
    title: 'Atardecer y safari nocturno con reflector en el New River',
    description:
      'Sal del embarcadero de Tower Hill al final de la tarde para ver caer el sol sobre el New River, y luego enciende los reflectores para encontrar el brillo rojo de los ojos de los cocodrilos de Morelet, aves dormidas, murciélagos pescadores y, a veces, una marta cebada en los árboles de la orilla. La cena se sirve en un campamento junto al río antes de volver bajo las estrellas.',
    itinerary: [
      '4:30 p. m.: embarque en el embarcadero del puente de Tower Hill',
      '5:00 p. m.: paseo lento río arriba para ver el vuelo de las aves al anochecer',
      '6:00 p. m.: atardecer en el río',
      '6:30 p. m.: safari con reflector en busca de cocodrilos y animales nocturnos',
      '7:30 p. m.: cena en el campamento junto al río',
      '8:30 p. m.: regreso al embarcadero',
    ],
    inclusions: ['Guía y capitán con licencia del BTB', 'Reflectores', 'Cena y refrescos'],
    exclusions: ['Traslados desde Belize City', 'Propinas'],
    bringItems: ['Manga larga y pantalón largo', 'Repelente de insectos', 'Chaqueta ligera'],
    meetingPoint: TOWER_HILL,
    transport: 'Lancha de río techada de 25 pies con luces de navegación',
    safetyInfo:
      'Después del anochecer se usa chaleco salvavidas, y la lancha lleva luces de navegación y radio. Mientras la lancha avanza, todos van sentados. Los guías tienen licencia del BTB.',
  },
};
