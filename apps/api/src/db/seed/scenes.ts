import type { SceneKind } from './demo-types.ts';
import { SCENES } from './scene-drawings.ts';
import { hashString, mulberry32, PALETTES, Painter } from './scene-painter.ts';

/** Human-readable names of the generated photo scenes. */
export const SCENE_LABEL: Record<SceneKind, string> = {
  reef: 'Coral reef',
  beach: 'Beach',
  cave: 'Cave',
  jungle: 'Jungle',
  river: 'River',
  'maya-temple': 'Maya temple',
  'blue-hole': 'Great Blue Hole',
  waterfall: 'Waterfall',
  'sunset-sea': 'Sunset at sea',
  zipline: 'Zip line',
  wildlife: 'Wildlife',
  lagoon: 'Lagoon',
  village: 'Village',
  mountains: 'Mountains',
};

/** A self-contained 1200x800 SVG illustration; `variant` changes palette, time of day and layout. */
export function renderScene(kind: SceneKind, variant: number): string {
  const v = Math.max(0, Math.floor(variant));
  const palette = PALETTES[v % PALETTES.length] ?? PALETTES[0]!;
  const p = new Painter(mulberry32(hashString(`${kind}:${v}`)), palette, v);
  SCENES[kind](p);
  return p.svg().replace(/(\d+\.\d\d)\d+/g, '$1');
}
