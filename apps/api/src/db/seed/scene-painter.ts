/** The canvas, colour palettes and seeded randomness every generated scene is drawn with. */

export const W = 1200;
export const H = 800;

export interface Palette {
  sky: [string, string];
  sun: string;
  cloud: string;
  sea: [string, string];
  leaf: [string, string, string];
  haze: string;
  sand: string;
  sunY: [number, number];
}

/**
 * Midday, morning, golden hour and dusk. Fields: sky top and bottom, sun, cloud, sea top and bottom,
 * three foliage shades (dark to light), haze, sand, then the range of the sun's height.
 */
export const PALETTES = [
  '4aa8e8 bfe8fb fff7cf ffffff 46d3cf 0b74ad 1d5a37 2e8a4c 63bd62 a9d9c4 f4e3b5 110 190',
  '86c3ee fde3c4 fff1b8 fff8ee 5ad6c8 1878a6 22523a 3d7f50 7bb96b c9e1cf f6e6c2 190 280',
  'f29a4a ffe2a6 fff4c8 ffe9cf 44b2b5 1b5a84 2a482c 4c773a 93a94e e9c593 f1cf99 230 310',
  '343c8c f3977b ffd18c f5b9b4 2f7f9b 12305c 132e29 224a39 3d6a49 ad8aa3 d8b48f 290 340',
].map((spec): Palette => {
  const f = spec.split(' ');
  const c = (i: number) => `#${f[i]}`;
  const [sky, sea, leaf]: [Palette['sky'], Palette['sea'], Palette['leaf']] = [
    [c(0), c(1)],
    [c(4), c(5)],
    [c(6), c(7), c(8)],
  ];
  const sunY: Palette['sunY'] = [Number(f[11]), Number(f[12])];
  return { sky, sun: c(2), cloud: c(3), sea, leaf, haze: c(9), sand: c(10), sunY };
});

export const CORAL = ['#ff7f6e', '#ffb347', '#c86dd7', '#f25f9c', '#ffd166', '#7fd1ae'];
export const FISH = ['#ffd23f', '#ff8c42', '#3bceac', '#4cc9f0', '#f15bb5', '#ffffff'];
export const HOUSE = ['#3fb6b2', '#f4c95d', '#f28482', '#84c69b', '#6fa8dc', '#f6a04d'];
export const GEAR = ['#f2c94c', '#e24a33', '#2f80ed', '#27ae60'];

/** Small seeded PRNG (mulberry32): the same kind and variant always draw the same picture. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export class Painter {
  readonly parts: string[] = [];
  private readonly defs: string[] = [];
  constructor(
    private readonly rnd: () => number,
    readonly pal: Palette,
    readonly variant: number,
  ) {}
  add(...s: string[]) {
    this.parts.push(...s);
  }
  rand(a: number, b: number) {
    return a + (b - a) * this.rnd();
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)] as T;
  }
  /** A vertical gradient (or a radial one with `radial` attributes); stops are colours or [colour, opacity]. */
  grad(stops: (string | [string, number])[], radial = '') {
    const id = `g${this.defs.length}`;
    const inner = stops.map((s, i) => {
      const [c, o] = typeof s === 'string' ? [s, 1] : s;
      return `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${c}" stop-opacity="${o}"/>`;
    });
    const tag = radial ? 'radialGradient' : 'linearGradient';
    this.defs.push(`<${tag} id="${id}" ${radial || 'x2="0" y2="1"'}>${inner.join('')}</${tag}>`);
    return `url(#${id})`;
  }
  glow(color: string, opacity: number) {
    const stops: [string, number][] = [
      [color, opacity],
      [color, 0],
    ];
    return this.grad(stops, 'r="0.5"');
  }
  svg() {
    const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`;
    return `${head}<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}
