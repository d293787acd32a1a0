import { BELIZE_BOUNDS, type Coordinates } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';

/**
 * A drawn locator map of Belize (docs/decisions/025-meeting-point-map.md): the outline of the
 * mainland, the main cayes and atolls, the barrier reef and the main towns, in WGS 84 degrees,
 * simplified to a few dozen points (a locator, not a survey). Projected equirectangularly over
 * `BELIZE_BOUNDS`, with longitudes shortened by the cosine of Belize's middle latitude so the country
 * keeps its shape.
 */

/** Map units per degree of latitude. */
const SCALE = 100;
const MIDDLE_LATITUDE = (BELIZE_BOUNDS.north + BELIZE_BOUNDS.south) / 2;
const LONGITUDE_FACTOR = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);

export const MAP_WIDTH = round((BELIZE_BOUNDS.east - BELIZE_BOUNDS.west) * LONGITUDE_FACTOR * SCALE);
export const MAP_HEIGHT = round((BELIZE_BOUNDS.north - BELIZE_BOUNDS.south) * SCALE);

function round(value: number) {
  return Math.round(value * 10) / 10;
}

/** A point in degrees to the map's units (x east, y south). */
export function project({ lat, lng }: Coordinates): { x: number; y: number } {
  return {
    x: round((lng - BELIZE_BOUNDS.west) * LONGITUDE_FACTOR * SCALE),
    y: round((BELIZE_BOUNDS.north - lat) * SCALE),
  };
}

/** A point of the map back to degrees (where a merchant clicks). */
export function unproject({ x, y }: { x: number; y: number }): Coordinates {
  return {
    lat: BELIZE_BOUNDS.north - y / SCALE,
    lng: BELIZE_BOUNDS.west + x / (LONGITUDE_FACTOR * SCALE),
  };
}

type LatLng = readonly [lat: number, lng: number];

/** An SVG path through the points, closed when it outlines an area. */
function pathOf(points: readonly LatLng[], closed: boolean) {
  const d = points
    .map(([lat, lng], i) => {
      const { x, y } = project({ lat, lng });
      return `${i === 0 ? 'M' : 'L'}${x} ${y}`;
    })
    .join('');
  return closed ? `${d}Z` : d;
}

/** The mainland, clockwise from the mouth of the Rio Hondo on Chetumal Bay. */
const MAINLAND: readonly LatLng[] = [
  // The Rio Hondo and the border with Mexico, upstream to the three-country corner.
  [18.484, -88.3],
  [18.4, -88.48],
  [18.26, -88.6],
  [18.12, -88.72],
  [17.96, -88.85],
  [17.88, -88.98],
  [17.818, -89.146],
  // The border with Guatemala, south to the Sarstoon River, then down the river to the sea.
  [15.894, -89.218],
  [15.93, -89.05],
  [15.895, -88.914],
  // The coast northwards: Barranco, Punta Gorda, Monkey River, the Placencia peninsula, Dangriga.
  [15.99, -88.9],
  [16.1, -88.81],
  [16.18, -88.74],
  [16.27, -88.6],
  [16.36, -88.49],
  [16.46, -88.42],
  [16.51, -88.368],
  [16.6, -88.352],
  [16.72, -88.335],
  [16.8, -88.3],
  [16.86, -88.278],
  [16.97, -88.218],
  [17.1, -88.285],
  [17.25, -88.25],
  [17.43, -88.215],
  [17.49, -88.18],
  [17.58, -88.2],
  [17.7, -88.17],
  [17.8, -88.18],
  [17.95, -88.14],
  [18.1, -88.1],
  [18.25, -88.08],
  [18.38, -88.07],
  // Sarteneja, Corozal Bay, Corozal and Consejo.
  [18.36, -88.15],
  [18.35, -88.2],
  [18.32, -88.28],
  [18.34, -88.34],
  [18.38, -88.39],
  [18.43, -88.37],
  [18.46, -88.33],
];

/** Where the mainland's coast starts in `MAINLAND`: the mouth of the Sarstoon. */
const SARSTOON_MOUTH = MAINLAND.findIndex(([lat, lng]) => lat === 15.895 && lng === -88.914);

/**
 * The sea: the Caribbean east of the coast, Chetumal Bay behind Ambergris Caye and the Gulf of
 * Honduras to the south; what is left of the box is Mexico and Guatemala.
 */
const SEA: readonly LatLng[] = [
  [BELIZE_BOUNDS.north, BELIZE_BOUNDS.east],
  [BELIZE_BOUNDS.north, -87.72],
  [18.27, -87.83],
  [18.19, -87.85],
  [18.35, -87.95],
  [18.5, -88.05],
  [BELIZE_BOUNDS.north, -88.1],
  [BELIZE_BOUNDS.north, -88.25],
  [18.484, -88.3],
  ...MAINLAND.slice(SARSTOON_MOUTH).reverse(),
  [15.83, -88.75],
  [BELIZE_BOUNDS.south, -88.7],
  [BELIZE_BOUNDS.south, BELIZE_BOUNDS.east],
];

const AMBERGRIS_CAYE: readonly LatLng[] = [
  [18.18, -87.84],
  [18.1, -87.87],
  [18.0, -87.925],
  [17.92, -87.952],
  [17.86, -87.98],
  [17.85, -88.0],
  [17.88, -87.992],
  [17.96, -87.972],
  [18.06, -87.935],
  [18.14, -87.895],
  [18.18, -87.862],
];

const CAYE_CAULKER: readonly LatLng[] = [
  [17.8, -88.018],
  [17.76, -88.022],
  [17.72, -88.035],
  [17.725, -88.04],
  [17.765, -88.03],
  [17.8, -88.026],
];

/** The barrier reef, from the north of Ambergris Caye to the Sapodilla Cayes. */
const BARRIER_REEF: readonly LatLng[] = [
  [18.17, -87.83],
  [18.0, -87.9],
  [17.88, -87.94],
  [17.75, -87.985],
  [17.55, -88.04],
  [17.35, -88.06],
  [17.15, -88.07],
  [16.95, -88.04],
  [16.75, -88.07],
  [16.55, -88.11],
  [16.35, -88.16],
  [16.15, -88.25],
];

/** The three atolls beyond the reef, as ellipses: centre and half sizes in degrees. */
const ATOLLS = [
  { name: 'Turneffe Atoll', lat: 17.37, lng: -87.86, latRadius: 0.2, lngRadius: 0.07 },
  { name: 'Lighthouse Reef', lat: 17.3, lng: -87.53, latRadius: 0.17, lngRadius: 0.045 },
  { name: "Glover's Reef", lat: 16.8, lng: -87.78, latRadius: 0.12, lngRadius: 0.06 },
] as const;

export const MAINLAND_PATH = pathOf(MAINLAND, true);
export const SEA_PATH = pathOf(SEA, true);
/** Where the names of the neighbours and the sea are written; `label` is the name in the page's language. */
export const REGION_LABELS = [
  {
    name: 'MEXICO',
    label: () => m.tours_map_mexico(),
    ...project({ lat: 18.53, lng: -88.95 }),
    vertical: false,
  },
  {
    name: 'GUATEMALA',
    label: () => m.tours_map_guatemala(),
    ...project({ lat: 16.9, lng: -89.24 }),
    vertical: true,
  },
  {
    name: 'Caribbean Sea',
    label: () => m.tours_map_caribbean_sea(),
    ...project({ lat: 16.25, lng: -87.78 }),
    vertical: false,
  },
];
export const CAYE_PATHS = [pathOf(AMBERGRIS_CAYE, true), pathOf(CAYE_CAULKER, true)];
export const REEF_PATH = pathOf(BARRIER_REEF, false);
export const ATOLL_SHAPES = ATOLLS.map((a) => {
  const centre = project(a);
  return {
    name: a.name,
    cx: centre.x,
    cy: centre.y,
    rx: round(a.lngRadius * LONGITUDE_FACTOR * SCALE),
    ry: round(a.latRadius * SCALE),
  };
});

export interface Town {
  name: string;
  lat: number;
  lng: number;
  /** Which side of its dot the name is written. */
  label: 'left' | 'right';
  /** The capital gets a larger dot. */
  capital?: boolean;
}

/** The main towns and villages a tour meets in. */
export const TOWNS: readonly Town[] = [
  { name: 'Corozal', lat: 18.393, lng: -88.388, label: 'left' },
  { name: 'Orange Walk', lat: 18.081, lng: -88.563, label: 'left' },
  { name: 'San Pedro', lat: 17.922, lng: -87.961, label: 'right' },
  { name: 'Caye Caulker', lat: 17.742, lng: -88.025, label: 'right' },
  { name: 'Belize City', lat: 17.498, lng: -88.188, label: 'left' },
  { name: 'Belmopan', lat: 17.251, lng: -88.759, label: 'right', capital: true },
  { name: 'San Ignacio', lat: 17.159, lng: -89.069, label: 'right' },
  { name: 'Dangriga', lat: 16.97, lng: -88.22, label: 'left' },
  { name: 'Hopkins', lat: 16.856, lng: -88.281, label: 'left' },
  { name: 'Placencia', lat: 16.514, lng: -88.366, label: 'left' },
  { name: 'Punta Gorda', lat: 16.098, lng: -88.809, label: 'right' },
];

/** The town nearest a point (for the map's name: "Map: meeting point near San Ignacio"). */
export function nearestTown(point: Coordinates): Town {
  const at = project(point);
  let best = TOWNS[0] as Town;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const town of TOWNS) {
    const p = project(town);
    const distance = (p.x - at.x) ** 2 + (p.y - at.y) ** 2;
    if (distance < bestDistance) {
      best = town;
      bestDistance = distance;
    }
  }
  return best;
}
