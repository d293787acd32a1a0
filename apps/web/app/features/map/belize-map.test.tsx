import { BELIZE_BOUNDS } from '@belizepass/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, nearestTown, project, TOWNS, unproject } from './belize-geography';
import { BelizeMap, MeetingPointMap } from './belize-map';

afterEach(cleanup);

describe('the locator map of Belize', () => {
  it('puts the corners of Belize at the corners of the map, and a picked point back where it was', () => {
    expect(project({ lat: BELIZE_BOUNDS.north, lng: BELIZE_BOUNDS.west })).toEqual({ x: 0, y: 0 });
    expect(project({ lat: BELIZE_BOUNDS.south, lng: BELIZE_BOUNDS.east })).toEqual({
      x: MAP_WIDTH,
      y: MAP_HEIGHT,
    });
    // Longitudes are shortened by the cosine of the middle latitude: the map is taller than wide.
    expect(MAP_WIDTH / MAP_HEIGHT).toBeCloseTo((1.9 * Math.cos((17.2 * Math.PI) / 180)) / 2.8, 2);
    for (const town of TOWNS) {
      const back = unproject(project(town));
      expect(back.lat).toBeCloseTo(town.lat, 2);
      expect(back.lng).toBeCloseTo(town.lng, 2);
    }
  });

  it('names a point by its nearest town', () => {
    expect(nearestTown({ lat: 17.9172, lng: -87.9569 }).name).toBe('San Pedro');
    expect(nearestTown({ lat: 17.19, lng: -89.01 }).name).toBe('San Ignacio');
    expect(nearestTown({ lat: 16.5146, lng: -88.367 }).name).toBe('Placencia');
  });

  it('shows the pin, the coordinates as text and directions to the meeting point', () => {
    render(<MeetingPointMap point={{ lat: 16.5146, lng: -88.367 }} />);
    const map = screen.getByRole('img', { name: 'Map: meeting point near Placencia' });
    expect(map.querySelectorAll('[data-pin]')).toHaveLength(1);
    expect(screen.getByText('16.514600, -88.367000')).toBeTruthy();
    const directions = screen.getByRole('link', { name: /^Directions to the meeting point/ });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=16.5146,-88.367',
    );
    expect(directions.getAttribute('rel')).toContain('noopener');
  });

  it('draws no pin without a point', () => {
    render(<BelizeMap point={null} label="Map of Belize: no meeting point placed" />);
    const map = screen.getByRole('img', { name: 'Map of Belize: no meeting point placed' });
    expect(map.querySelectorAll('[data-pin]')).toHaveLength(0);
  });
});
