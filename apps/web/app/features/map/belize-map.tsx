import { type Coordinates, directionsUrl, formatCoordinates } from '@belizepass/domain';
import { m } from '@belizepass/domain/i18n';
import { Navigation } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import {
  ATOLL_SHAPES,
  CAYE_PATHS,
  MAINLAND_PATH,
  MAP_HEIGHT,
  MAP_WIDTH,
  nearestTown,
  project,
  REEF_PATH,
  REGION_LABELS,
  SEA_PATH,
  TOWNS,
  unproject,
} from './belize-geography';

/** "Map: meeting point near San Ignacio": the map's accessible name. */
export const meetingPointMapLabel = (point: Coordinates) =>
  m.tours_map_label({ town: nearestTown(point).name });

/** A map pin whose tip is at (x, y). */
function Pin({ x, y }: { x: number; y: number }) {
  return (
    <g data-pin="">
      <path
        d={`M${x} ${y}C${x - 1.5} ${y - 4.5} ${x - 6} ${y - 7} ${x - 6} ${y - 11.5}A6 6 0 1 1 ${x + 6} ${y - 11.5}C${x + 6} ${y - 7} ${x + 1.5} ${y - 4.5} ${x} ${y}Z`}
        fill="#dc2626"
        stroke="#ffffff"
        strokeWidth="1.5"
      />
      <circle cx={x} cy={y - 11.5} r="2.3" fill="#ffffff" />
    </g>
  );
}

/**
 * A drawn locator map of Belize with an optional pin (docs/decisions/025-meeting-point-map.md): no
 * tiles, nothing loaded from another host, a few KB of SVG. With `onPick`, a click or tap on the map
 * reports the point under it (the coordinate fields beside the map are the keyboard way).
 */
export function BelizeMap({
  point,
  label,
  onPick,
  className = '',
}: {
  point: Coordinates | null;
  /** The accessible name. */
  label: string;
  onPick?: (point: Coordinates) => void;
  className?: string;
}) {
  const pin = point ? project(point) : null;
  const pick = (event: React.MouseEvent<SVGSVGElement>) => {
    const svg = event.currentTarget;
    const matrix = svg.getScreenCTM();
    if (!onPick || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    onPick(unproject({ x: at.x, y: at.y }));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the latitude and longitude fields beside a picking map are its keyboard way
    <svg
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      onClick={onPick ? pick : undefined}
      className={`block h-auto w-full select-none rounded-lg border border-slate-200 ${onPick ? 'cursor-crosshair' : ''} ${className}`}
    >
      <rect width={MAP_WIDTH} height={MAP_HEIGHT} fill="#f1f5f9" />
      <path d={SEA_PATH} fill="#e0f2fe" />
      <g fontSize="6" fill="#64748b" letterSpacing="0.5">
        {REGION_LABELS.map((r) => (
          <text
            key={r.name}
            x={r.x}
            y={r.y}
            textAnchor="middle"
            fontStyle={r.name === 'Caribbean Sea' ? 'italic' : undefined}
            transform={r.vertical ? `rotate(-90 ${r.x} ${r.y})` : undefined}
          >
            {r.label()}
          </text>
        ))}
      </g>
      <path d={REEF_PATH} fill="none" stroke="#38bdf8" strokeWidth="1.2" strokeDasharray="3 2" />
      {ATOLL_SHAPES.map((a) => (
        <ellipse
          key={a.name}
          cx={a.cx}
          cy={a.cy}
          rx={a.rx}
          ry={a.ry}
          fill="#bae6fd"
          stroke="#38bdf8"
          strokeWidth="0.8"
        />
      ))}
      <path d={MAINLAND_PATH} fill="#ecfccb" stroke="#65a30d" strokeWidth="0.8" strokeLinejoin="round" />
      {CAYE_PATHS.map((d) => (
        <path key={d} d={d} fill="#ecfccb" stroke="#65a30d" strokeWidth="0.6" />
      ))}
      <g
        fontSize="7"
        fill="#334155"
        stroke="#ffffff"
        strokeWidth="2"
        paintOrder="stroke"
        fontFamily="inherit"
      >
        {TOWNS.map((town) => {
          const { x, y } = project(town);
          const left = town.label === 'left';
          return (
            <g key={town.name}>
              <circle
                cx={x}
                cy={y}
                r={town.capital ? 2.2 : 1.6}
                fill="#334155"
                stroke="#ffffff"
                strokeWidth="0.6"
              />
              <text
                x={left ? x - 3.5 : x + 3.5}
                y={y + 2.4}
                textAnchor={left ? 'end' : 'start'}
                fontWeight={town.capital ? 600 : 400}
              >
                {town.name}
              </text>
            </g>
          );
        })}
      </g>
      {pin && <Pin x={pin.x} y={pin.y} />}
    </svg>
  );
}

/**
 * Where to meet, for the tour page and the ticket: the locator map with the pin, the coordinates as
 * text and a Directions link that opens the phone's maps app.
 */
export function MeetingPointMap({ point, className = '' }: { point: Coordinates; className?: string }) {
  return (
    <div className={`max-w-xs ${className}`}>
      <BelizeMap point={point} label={meetingPointMapLabel(point)} />
      <p className="mt-2 text-sm text-slate-600">
        {m.tours_map_coordinates()}{' '}
        <span className="font-mono text-slate-800">{formatCoordinates(point)}</span>
      </p>
      <a
        href={directionsUrl(point)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.tours_map_directions_label()}
        className={buttonClass({ variant: 'secondary' }, 'mt-2 min-h-11 print:hidden')}
      >
        <Navigation aria-hidden="true" className="size-4" />
        {m.tours_map_directions()}
      </a>
    </div>
  );
}
