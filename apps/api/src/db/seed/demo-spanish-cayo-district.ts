import type { DemoSpanishTour } from './demo-spanish-types.ts';

const MAYA_TRAILS = 'Oficina de Maya Trails, 24 Burns Avenue, San Ignacio (o el vestíbulo de tu hotel)';
const HOTEL_PICKUP = (time: string) => `${time}: recogida en tu hotel de San Ignacio`;

/** The Spanish the Cayo District operators wrote for their tours (decision 029), by tour key. */
export const CAYO_DISTRICT_SPANISH: Record<string, DemoSpanishTour> = {
  'atm-cave-expedition': {
    title: 'Expedición a la cueva Actun Tunichil Muknal (ATM)',
    description:
      'Camina 45 minutos por la Reserva Natural Tapir Mountain, cruzando tres veces el arroyo Roaring Creek, y entra nadando a Actun Tunichil Muknal, la Cueva del Sepulcro de Piedra. Dentro vadeas y trepas cerca de un kilómetro río arriba hasta la Catedral, donde la cerámica maya y los esqueletos calcificados de personas sacrificadas, entre ellas la Doncella de Cristal, siguen donde quedaron hace más de 1000 años. No se permiten cámaras dentro de la cueva.',
    itinerary: [
      HOTEL_PICKUP('7:30 a. m.'),
      '8:30 a. m.: llegada al centro de visitantes de Tapir Mountain; cascos y linternas frontales',
      '9:00 a. m.: caminata por la selva con tres cruces de río',
      '9:45 a. m.: entrada nadando a la cueva',
      '10:00 a. m.: río arriba por la galería principal, vadeando y trepando',
      '11:30 a. m.: visita en calcetines a la Catedral y la Doncella de Cristal',
      '1:30 p. m.: salida de la cueva; almuerzo de estilo maya en el centro de visitantes',
      '3:00 p. m.: regreso a San Ignacio',
      '4:30 p. m.: llegada a tu hotel',
    ],
    inclusions: [
      'Guía de la cueva ATM con licencia del BTB (obligatorio por ley)',
      'Casco, linterna frontal y chaleco salvavidas',
      'Almuerzo, agua y fruta',
      'Transporte de ida y vuelta desde San Ignacio',
    ],
    exclusions: ['Propinas', 'Transporte desde Belize City (disponible por US$40 por persona)'],
    bringItems: [
      'Zapatos cerrados que se puedan mojar',
      'Calcetines limpios para la cámara superior',
      'Traje de baño debajo de ropa de secado rápido',
      'Una muda de ropa seca y una toalla',
    ],
    meetingPoint: MAYA_TRAILS,
    transport: 'Van de 12 asientos con aire acondicionado',
    safetyInfo:
      'Solo los guías del BTB con licencia para ATM pueden entrar a la cueva, con un máximo de 8 visitantes cada uno. Hay que nadar un tramo corto en agua profunda, y dentro de la cueva están prohibidos las cámaras y los teléfonos. Edad mínima: 10 años.',
  },
  'xunantunich-maya-site': {
    title: 'Templo maya de Xunantunich, tour de medio día',
    description:
      'Cruza el río Mopan en el ferri de manivela de San José Succotz y sube a Xunantunich, la Mujer de Piedra, un centro ceremonial maya del período Clásico sobre una loma junto a la frontera con Guatemala. Sube a El Castillo, de 40 metros de altura, para ver su friso de estuco restaurado y una vista de la selva hasta Guatemala.',
    itinerary: [
      HOTEL_PICKUP('8:00 a. m.'),
      '8:20 a. m.: cruce del río Mopan en el ferri de manivela',
      '8:45 a. m.: centro de visitantes y maqueta del sitio',
      '9:15 a. m.: recorrido guiado por las plazas y el juego de pelota',
      '10:15 a. m.: subida a El Castillo para ver el friso de estuco',
      '11:15 a. m.: parada en los puestos de artesanía de Succotz',
      '12:00 p. m.: regreso a San Ignacio',
    ],
    inclusions: [
      'Guía con licencia del BTB',
      'Transporte de ida y vuelta desde San Ignacio',
      'Agua embotellada',
    ],
    exclusions: ['Entrada a Xunantunich (US$5, se paga en el centro de visitantes)', 'Propinas'],
    bringItems: [
      'Zapatos para caminar',
      'Sombrero y protector solar',
      'Repelente de insectos',
      'Efectivo para artesanías',
    ],
    meetingPoint: MAYA_TRAILS,
    transport: 'Van con aire acondicionado y el ferri de manivela de Succotz',
    safetyInfo:
      'Cerca de la cima, El Castillo tiene escalones empinados sin pasamanos; sube a tu ritmo y quédate detrás del guía. Los guías tienen licencia del BTB y llevan botiquín.',
  },
  'caracol-rio-on-pools': {
    title: 'Día en la ciudad maya de Caracol y las pozas del Río On',
    description:
      'Atraviesa los pinares de Mountain Pine Ridge y entra en el bosque del Chiquibul hasta Caracol, la ciudad maya más grande de Belice, que llegó a tener más de 100 000 habitantes y venció a la poderosa Tikal. Sube a Caana, el Palacio del Cielo, que con 43 metros sigue siendo el edificio más alto del país. De regreso, nada en las pozas de granito y las pequeñas cascadas del Río On.',
    itinerary: [
      HOTEL_PICKUP('7:00 a. m.'),
      "8:30 a. m.: parada para un café en la estación forestal Douglas D'Silva",
      '10:00 a. m.: llegada a Caracol; centro de visitantes y museo',
      '10:30 a. m.: recorrido guiado por las plazas y subida a Caana',
      '12:30 p. m.: almuerzo tipo pícnic bajo las ceibas',
      '2:00 p. m.: regreso por Mountain Pine Ridge',
      '3:00 p. m.: baño en las pozas del Río On',
      '5:00 p. m.: llegada a San Ignacio',
    ],
    inclusions: [
      'Guía con licencia del BTB',
      'Entrada a Caracol',
      'Almuerzo tipo pícnic, bocadillos y agua',
      'Transporte en doble tracción desde San Ignacio',
    ],
    exclusions: ['Propinas', 'Bebidas aparte del agua'],
    bringItems: [
      'Traje de baño y toalla',
      'Zapatos para caminar',
      'Repelente de insectos',
      'Sombrero y protector solar',
    ],
    meetingPoint: MAYA_TRAILS,
    transport: 'Toyota Hilux de doble tracción o van de 12 asientos, según el estado del camino',
    safetyInfo:
      'El último tramo del camino es malo y pasa cerca de la frontera con Guatemala; desde la estación forestal los vehículos viajan juntos con escolta de la Fuerza de Defensa de Belice. Los guías tienen licencia del BTB y certificado de primeros auxilios.',
  },
  'barton-creek-cave-canoe': {
    title: 'Aventura en canoa por la cueva de Barton Creek',
    description:
      'Rema en canoa un kilómetro y medio dentro de la cueva de Barton Creek, una cueva inundada por un río que los mayas usaban para sus ceremonias, mientras un potente reflector ilumina formaciones de cristal, cerámica y restos humanos en las cornisas de arriba. El camino de ida pasa por las granjas menonitas de Upper Barton Creek, donde las carretas tiradas por caballos todavía comparten el camino de tierra.',
    itinerary: [
      HOTEL_PICKUP('1:00 p. m.'),
      '1:45 p. m.: por la comunidad menonita de Upper Barton Creek',
      '2:00 p. m.: chalecos salvavidas, remos y charla en el embarcadero de la cueva',
      '2:15 p. m.: en canoa unos 1,5 km dentro de la cueva, con reflector',
      '3:30 p. m.: baño en la boca de la cueva',
      '5:00 p. m.: regreso a San Ignacio',
    ],
    inclusions: [
      'Guía con licencia del BTB',
      'Canoa, remos, chalecos salvavidas y reflector',
      'Entrada a la cueva de Barton Creek',
      'Agua embotellada',
    ],
    exclusions: ['Propinas'],
    bringItems: ['Sandalias o zapatos de agua', 'Traje de baño', 'Chaqueta ligera (en la cueva hace fresco)'],
    meetingPoint: MAYA_TRAILS,
    transport: 'Pickup o van de doble tracción',
    safetyInfo:
      'El chaleco salvavidas se lleva todo el tiempo y en cada canoa van dos personas. El guía tiene licencia del BTB y formación en rescate en cuevas.',
  },
  'mountain-pine-ridge-waterfalls': {
    title: 'Cascadas de Mountain Pine Ridge y cueva del Río Frío',
    description:
      'Un día en las frescas tierras altas de pinos de la Reserva Forestal Mountain Pine Ridge. Mira desde el mirador Thousand Foot Falls, la cascada más alta de Centroamérica; atraviesa el enorme túnel abierto de la cueva del Río Frío y nada al pie de Big Rock Falls, en el río Privassion. Por el camino, busca zopilotes rey, halcones pechirrojos y orquídeas silvestres.',
    itinerary: [
      HOTEL_PICKUP('8:00 a. m.'),
      '9:15 a. m.: mirador de Thousand Foot Falls',
      '10:30 a. m.: caminata por la cueva del Río Frío',
      '11:45 a. m.: almuerzo tipo pícnic en las pozas del Río On',
      '1:00 p. m.: bajada por los escalones a Big Rock Falls y baño',
      '3:00 p. m.: regreso por el camino del rancho de mariposas Green Hills',
      '4:00 p. m.: llegada a San Ignacio',
    ],
    inclusions: [
      'Guía con licencia del BTB',
      'Tarifas de la reserva forestal',
      'Almuerzo tipo pícnic y agua',
      'Transporte en doble tracción',
    ],
    exclusions: ['Propinas'],
    bringItems: [
      'Traje de baño y toalla',
      'Zapatos con buen agarre',
      'Suéter ligero para el mirador',
      'Cámara',
    ],
    meetingPoint: MAYA_TRAILS,
    transport: 'Vehículo de doble tracción',
    safetyInfo:
      'El sendero a Big Rock Falls tiene unos 120 escalones irregulares y la poza es profunda; nadas bajo tu responsabilidad, con el guía vigilando. Los guías tienen licencia del BTB y certificado de primeros auxilios.',
  },
  'cayo-jungle-zipline': {
    title: 'Tirolesa en el dosel de la selva de Cayo',
    description:
      'Vuela sobre el dosel de la selva en un circuito de ocho tirolesas y dos puentes colgantes sobre el valle del río Macal; la línea más larga cruza 300 metros sobre un barranco. Los guías te enganchan en cada plataforma y te señalan tucanes, loros y los matapalos que sostienen las plataformas.',
    itinerary: [
      HOTEL_PICKUP('9:00 a. m.'),
      '9:30 a. m.: ajuste del arnés y práctica en tierra',
      '10:00 a. m.: ocho tirolesas y dos puentes colgantes',
      '11:30 a. m.: fruta fresca y jugo en la última plataforma',
      '12:30 p. m.: regreso a San Ignacio',
    ],
    inclusions: [
      'Arnés, casco y guantes',
      'Dos guías de dosel con licencia del BTB',
      'Fruta y jugo',
      'Transporte de ida y vuelta desde San Ignacio',
    ],
    exclusions: ['Paquete de fotos y video (US$20)', 'Propinas'],
    bringItems: ['Zapatos cerrados', 'Shorts largos o pantalón', 'Repelente de insectos'],
    meetingPoint: MAYA_TRAILS,
    transport: 'Van con aire acondicionado',
    safetyInfo:
      'Hay que tener al menos 6 años y pesar menos de 113 kg. Cada participante va siempre con doble enganche y el circuito se revisa todas las mañanas.',
  },
  'macal-river-horseback': {
    title: 'Cabalgata por el valle del río Macal',
    description:
      'Tres horas a caballo, en animales mansos y bien cuidados, entre huertos de cítricos, potreros y bosque latifoliado en las lomas sobre el río Macal. La cabalgata termina en una poza a la sombra, y tu vaquero creció en el rancho y te puede decir el nombre de cada árbol del camino.',
    itinerary: [
      HOTEL_PICKUP('8:00 a. m.'),
      '8:30 a. m.: en el rancho conoces a tu caballo y a los vaqueros',
      '9:00 a. m.: cabalgata por huertos y senderos del bosque',
      '10:30 a. m.: baño y merienda en el río',
      '11:15 a. m.: regreso a caballo al rancho',
      '12:00 p. m.: llegada a San Ignacio',
    ],
    inclusions: [
      'Caballo, montura y casco',
      'Guía con licencia del BTB y vaqueros del rancho',
      'Merienda y agua',
      'Transporte desde San Ignacio',
    ],
    exclusions: ['Propinas'],
    bringItems: ['Pantalón largo', 'Zapatos cerrados', 'Traje de baño', 'Repelente de insectos'],
    meetingPoint: MAYA_TRAILS,
    transport: 'Van hasta el rancho y luego a caballo',
    safetyInfo:
      'A cada jinete le damos un caballo según su experiencia, y te damos casco. Hay que tener al menos 8 años y pesar menos de 104 kg.',
  },
  'cayo-jungle-ruins-expedition': {
    title: 'Expedición de 3 días por la selva y las ruinas de Cayo',
    description:
      'Tres días y dos noches en lo profundo del oeste de Belice: baja en canoa por el río Macal hasta un campamento en la selva a la orilla del río, pasa un día entero en Caracol y Mountain Pine Ridge y termina en la cueva ATM. Las noches son en cabañas con mosquitero en plena selva, con cenas cocinadas al fuego y una caminata nocturna para encontrar ranas arborícolas de ojos rojos y martas cebadas.',
    itinerary: [
      'Día 1, 8:00 a. m.: recogida en San Ignacio y bajada en canoa por el río Macal',
      'Día 1, 1:00 p. m.: almuerzo y caminata por la selva hasta un montículo maya en una loma',
      'Día 1, 7:30 p. m.: cena al fuego y caminata nocturna guiada',
      'Día 2, 6:30 a. m.: salida temprano por Mountain Pine Ridge',
      'Día 2, 10:00 a. m.: ciudad maya de Caracol y subida a Caana',
      'Día 2, 3:00 p. m.: baño en las pozas del Río On; noche en las cabañas del pinar',
      'Día 3, 7:30 a. m.: cueva ATM: caminata por la selva, cruces de río y la Catedral',
      'Día 3, 2:00 p. m.: almuerzo tardío en el centro de visitantes',
      'Día 3, 4:00 p. m.: llegada a San Ignacio',
    ],
    inclusions: [
      'Guía de expedición con licencia del BTB los tres días',
      'Dos noches en cabañas en la selva (baño compartido)',
      'Todas las comidas, del almuerzo del día 1 al almuerzo del día 3',
      'Entradas a Caracol, a ATM y a la reserva forestal',
      'Canoas, cascos, linternas frontales y chalecos salvavidas',
      'Todo el transporte terrestre desde San Ignacio',
    ],
    exclusions: ['Bebidas alcohólicas', 'Propinas', 'Seguro de viaje'],
    bringItems: [
      'Zapatos cerrados que se puedan mojar, y sandalias',
      'Dos mudas de ropa de secado rápido',
      'Calcetines limpios para la cueva ATM',
      'Linterna frontal, repelente de insectos y una mochila pequeña',
    ],
    meetingPoint: 'Oficina de Maya Trails, 24 Burns Avenue, San Ignacio',
    transport: 'Canoas, vehículo de doble tracción y caminatas',
    safetyInfo:
      'Hace falta buena condición física: hay caminatas largas, natación y trepadas en la cueva. El guía tiene licencia del BTB para ATM y formación en primeros auxilios en zonas remotas, y el grupo lleva un comunicador satelital. Edad mínima: 14 años.',
  },
};
