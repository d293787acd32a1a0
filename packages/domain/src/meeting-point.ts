/**
 * Where a tour meets: the bounds a meeting point's coordinates must fall in, and the links that open
 * a phone's maps app (docs/decisions/025-meeting-point-map.md). No zod here: the tour page and the
 * ticket use these without loading any schema.
 */

/** Belize's bounding box with its cayes and atolls, a little generous on every side (WGS 84 degrees). */
export const BELIZE_BOUNDS = { south: 15.8, north: 18.6, west: -89.3, east: -87.4 } as const;

export interface Coordinates {
  lat: number;
  lng: number;
}

export const MEETING_POINT_MESSAGES = {
  latitudeNumber: 'Latitude must be a number',
  longitudeNumber: 'Longitude must be a number',
  latitudeInBelize: `Latitude must be in Belize (between ${BELIZE_BOUNDS.south} and ${BELIZE_BOUNDS.north})`,
  longitudeInBelize: `Longitude must be in Belize (between ${BELIZE_BOUNDS.west} and ${BELIZE_BOUNDS.east})`,
  latitudeWithLongitude: 'Enter a latitude with the longitude, or clear both',
  longitudeWithLatitude: 'Enter a longitude with the latitude, or clear both',
} as const;

/** Decimal places kept: 6 places is about 10 cm, finer than any pin a person can place. */
export const COORDINATE_DECIMALS = 6;

export const roundCoordinate = (value: number) =>
  Math.round(value * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS;

export const isLatitudeInBelize = (lat: number) => lat >= BELIZE_BOUNDS.south && lat <= BELIZE_BOUNDS.north;
export const isLongitudeInBelize = (lng: number) => lng >= BELIZE_BOUNDS.west && lng <= BELIZE_BOUNDS.east;

/** The pair of nullable columns as coordinates, or null when the tour has none. */
export function coordinatesOf(lat: number | null | undefined, lng: number | null | undefined) {
  return lat == null || lng == null ? null : { lat, lng };
}

/** "17.158900, -89.069500": the coordinates as text, for reading and for pasting into a maps app. */
export const formatCoordinates = ({ lat, lng }: Coordinates) =>
  `${lat.toFixed(COORDINATE_DECIMALS)}, ${lng.toFixed(COORDINATE_DECIMALS)}`;

/**
 * Directions to the point in Google Maps: the app on Android and iOS when installed, the web otherwise
 * (the documented cross-platform "Maps URLs" form; the traveller's own position is the start).
 */
export const directionsUrl = ({ lat, lng }: Coordinates) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
