import { m } from './i18n/index.ts';

/**
 * Where a tour meets: the bounds a meeting point's coordinates must fall in, and the links that open
 * a phone's maps app (docs/decisions/025-meeting-point-map.md). No zod here: the tour page and the
 * ticket use these without loading any schema.
 */

/** Belize's bounding box with its cayes and atolls, a little generous on every side (WGS 84 degrees). */
export const BELIZE_BOUNDS = { south: 15.8, north: 18.6, west: -89.3, east: -87.4 };

export interface Coordinates {
  lat: number;
  lng: number;
}

export const MEETING_POINT_MESSAGES = {
  get latitudeNumber() {
    return m.errors_latitude_number();
  },
  get longitudeNumber() {
    return m.errors_longitude_number();
  },
  get latitudeInBelize() {
    return m.errors_latitude_in_belize({ south: BELIZE_BOUNDS.south, north: BELIZE_BOUNDS.north });
  },
  get longitudeInBelize() {
    return m.errors_longitude_in_belize({ west: BELIZE_BOUNDS.west, east: BELIZE_BOUNDS.east });
  },
  get latitudeWithLongitude() {
    return m.errors_latitude_with_longitude();
  },
  get longitudeWithLatitude() {
    return m.errors_longitude_with_latitude();
  },
};

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
