#!/usr/bin/env node
// Draws the installable app's icons (apps/web/public/icons) from the favicon's design: a sun over a
// wave on the brand green. Run again after changing the design; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../apps/web/public/icons/', import.meta.url));
const BRAND = '#0b8466';
const SUN = '#f6b73c';

/** The mark on a 32-unit grid, scaled into `inner` units centred in a `size`-unit square. */
function icon({ rounded, inner }) {
  const offset = (32 - inner) / 2;
  const scale = inner / 32;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M9 22c3-8 11-8 14 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>
    <circle cx="16" cy="11" r="3.5" fill="${SUN}"/>
  </g>
</svg>`);
}

mkdirSync(out, { recursive: true });
const ICONS = [
  // "any": the mark as the favicon draws it, on a rounded square.
  { name: 'icon-192.png', size: 192, svg: icon({ rounded: true, inner: 32 }) },
  { name: 'icon-512.png', size: 512, svg: icon({ rounded: true, inner: 32 }) },
  // "maskable": a full-bleed square with the mark inside the central safe circle (80%).
  { name: 'icon-maskable-512.png', size: 512, svg: icon({ rounded: false, inner: 22 }) },
  { name: 'apple-touch-icon.png', size: 180, svg: icon({ rounded: false, inner: 26 }) },
];
for (const { name, size, svg } of ICONS) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}${name}`);
}
console.log(`Wrote ${ICONS.length} icons to ${out}`);
