import type { SceneKind } from './demo-types.ts';

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

const W = 1200;
const H = 800;

interface Palette {
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
const PALETTES = [
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

const CORAL = ['#ff7f6e', '#ffb347', '#c86dd7', '#f25f9c', '#ffd166', '#7fd1ae'];
const FISH = ['#ffd23f', '#ff8c42', '#3bceac', '#4cc9f0', '#f15bb5', '#ffffff'];
const HOUSE = ['#3fb6b2', '#f4c95d', '#f28482', '#84c69b', '#6fa8dc', '#f6a04d'];
const GEAR = ['#f2c94c', '#e24a33', '#2f80ed', '#27ae60'];

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
/** Places a figure drawn around its own origin; `fill` and `color` (currentColor) tint it. */
const fig = (svg: string, x: number, y: number, s: number, fill = '#000', color = '#000', dir = 1) =>
  `<g transform="translate(${x} ${y}) scale(${dir * s} ${s})" fill="${fill}" color="${color}">${svg}</g>`;

/** Small figures in local coordinates (about 100 units across). */
const FIG = {
  cloud:
    '<ellipse cx="-50" rx="40" ry="24"/><ellipse cx="-10" cy="-18" rx="48" ry="34"/><ellipse cx="35" rx="40" ry="24"/><ellipse cx="70" cy="-18" rx="48" ry="34"/>',
  fish: '<path d="M-22 0 L-42 -14 L-38 0 L-42 14Z"/><ellipse rx="26" ry="12"/><path d="M-4 -10 Q2 0 -4 10" fill="none" stroke="#fff" stroke-width="3" opacity="0.6"/><circle cx="13" cy="-3" r="2.6" fill="#10233a"/>',
  boat: '<path d="M-110 -10 L118 -10 Q108 18 84 26 L-100 26Z"/><rect x="-104" y="-3" width="210" height="6" fill="#fff" opacity="0.85"/><path d="M-70 -10 V-62 M50 -10 V-62" stroke="#ddd" stroke-width="4"/><rect x="-82" y="-70" width="146" height="9" rx="3" fill="#f6f0e2"/><circle cx="-40" cy="-30" r="9" fill="#f2c29b"/><circle cx="-10" cy="-30" r="9" fill="#8d5a3b"/><circle cx="20" cy="-30" r="9" fill="#c98b5b"/><circle cx="48" cy="-30" r="9" fill="#5c3a24"/><rect x="-122" y="-18" width="16" height="30" rx="3" fill="#333b45"/>',
  sailboat:
    '<path d="M-80 0 L85 0 L62 22 L-62 22Z"/><path d="M0 -4 V-190" stroke="#1b1730" stroke-width="5"/><path d="M6 -182 L6 -10 L78 -10Z" fill="#2b2540"/><path d="M-6 -170 L-6 -10 L-62 -10Z" fill="#2b2540" opacity="0.85"/>',
  kayak:
    '<ellipse cy="8" rx="80" ry="7" fill="#000" opacity="0.15"/><path d="M-82 0 Q0 -14 84 0 Q0 14 -82 0Z"/><path d="M-4 -8 Q-6 -34 4 -44 L16 -40 Q18 -20 12 -8Z" fill="currentColor"/><circle cx="8" cy="-56" r="11" fill="#c98b5b"/><path d="M-40 -6 L60 -52" stroke="#3a3a3a" stroke-width="4"/><ellipse cx="-42" cy="-5" rx="12" ry="5" fill="#f2c94c" transform="rotate(-25 -42 -5)"/><ellipse cx="62" cy="-53" rx="12" ry="5" fill="#f2c94c" transform="rotate(-25 62 -53)"/>',
  snorkeller:
    '<ellipse rx="70" ry="16" fill="#1f3b57"/><path d="M-60 -4 L-110 -14 M-60 6 L-110 12 M30 8 L80 36" stroke="#1f3b57" stroke-width="11" stroke-linecap="round"/><path d="M-108 -26 L-150 -36 L-140 -6Z M-108 0 L-150 2 L-136 26Z" fill="#ffdd57"/><circle cx="82" cy="2" r="17" fill="#c98b5b"/><rect x="84" y="-6" width="18" height="13" rx="4" fill="#4cc9f0"/><path d="M86 -10 V-52" stroke="#ffdd57" stroke-width="5"/><circle cx="90" cy="-70" r="5" fill="#fff" opacity="0.6"/><circle cx="96" cy="-100" r="4" fill="#fff" opacity="0.6"/>',
  rider:
    '<circle r="9" fill="#666"/><path d="M0 0 L-6 60 M0 0 L10 60" stroke="#e24a33" stroke-width="4"/><circle cx="2" cy="36" r="14" fill="#c98b5b"/><path d="M-13 32 A15 15 0 0 1 17 32Z" fill="currentColor"/><path d="M2 54 L0 100" stroke="#2f80ed" stroke-width="18" stroke-linecap="round"/><path d="M-2 98 L40 118 M6 98 L48 106" stroke="#2e4a62" stroke-width="13" stroke-linecap="round"/>',
  caver:
    '<circle cx="12" cy="-16" r="44" fill="#fff6c8" opacity="0.12"/><circle cx="12" cy="-16" r="24" fill="#fff6c8" opacity="0.2"/><circle r="18" fill="#8d5a3b"/><path d="M-20 -4 A20 20 0 0 1 20 -4Z" fill="currentColor"/><circle cx="12" cy="-16" r="4" fill="#fffbe0"/>',
  canoe:
    '<circle cx="60" cy="-30" r="90" fill="#fff0b3" opacity="0.12"/><circle cx="60" cy="-30" r="50" fill="#fff0b3" opacity="0.2"/><path d="M-130 -8 Q0 44 140 -8Z" fill="#8a5a36"/><circle cx="-30" cy="-30" r="13" fill="#2b1f18"/><path d="M-44 -8 Q-30 -40 -16 -8Z" fill="#2b1f18"/><rect x="52" y="-40" width="16" height="22" rx="4" fill="#fff3c0"/>',
  toucan:
    '<path d="M-20 40 L-46 120 L-18 118 L2 46Z" fill="#111"/><ellipse rx="36" ry="58" fill="#141414" transform="rotate(12)"/><ellipse cx="14" cy="-30" rx="22" ry="26" fill="#ffd43b"/><ellipse cx="4" cy="48" rx="16" ry="9" fill="#e63b2e"/><circle cx="8" cy="-56" r="27" fill="#141414"/><path d="M26 -72 Q96 -94 150 -44 Q98 -38 30 -42Z" fill="#ffb21e"/><path d="M30 -72 Q96 -94 150 -44 Q110 -70 30 -62Z" fill="#7cc242"/><path d="M126 -62 Q142 -54 150 -44 Q136 -44 122 -46Z" fill="#e63b2e"/><circle cx="20" cy="-60" r="9" fill="#8be04e"/><circle cx="21" cy="-60" r="4" fill="#0b1a2a"/><path d="M-6 56 V68 M10 56 V68" stroke="#4d6ea8" stroke-width="6" stroke-linecap="round"/>',
  howler:
    '<path d="M-30 -4 Q-70 70 -40 120 Q-22 150 -52 150 M-30 -10 Q-40 10 -20 12 M34 -20 Q46 6 24 12" fill="none" stroke="#2d1e15" stroke-width="14" stroke-linecap="round"/><ellipse cy="-52" rx="42" ry="56"/><circle cx="14" cy="-118" r="30"/><ellipse cx="24" cy="-112" rx="16" ry="14" fill="#4b3526"/><ellipse cx="18" cy="-92" rx="18" ry="14"/><circle cx="18" cy="-120" r="3.5" fill="#d9a441"/><circle cx="32" cy="-120" r="3.5" fill="#d9a441"/>',
  egret:
    '<path d="M0 0 V-30 M0 -30 Q14 -52 4 -62 L20 -60" fill="none" stroke="#fff" stroke-width="5"/><ellipse cx="-6" cy="-30" rx="16" ry="9" fill="#fff"/>',
};

/** Small seeded PRNG (mulberry32): the same kind and variant always draw the same picture. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

class Painter {
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

function sky(p: Painter, horizon: number) {
  p.add(rect(0, 0, W, horizon, p.grad(p.pal.sky)));
  const [sx, sy] = [p.rand(150, 1050), Math.min(p.rand(...p.pal.sunY), horizon - 40)];
  p.add(circle(sx, sy, 170, p.glow(p.pal.sun, 0.6)), circle(sx, sy, 52, p.pal.sun));
  for (let i = Math.floor(p.rand(1, 4)); i > 0; i--) {
    const [x, y] = [p.rand(60, 1140), p.rand(70, Math.max(90, horizon - 200))];
    p.add(`<g opacity="0.85">${fig(FIG.cloud, x, y, p.rand(0.6, 1.2), p.pal.cloud)}</g>`);
  }
}

/** A smooth rolling silhouette across the picture, filled down (or up) to `edge`. */
function ridge(p: Painter, y: number, amp: number, fill: string, steps = 6, edge = H) {
  let [px, py] = [0, y - p.rand(0, amp)];
  let d = `M0 ${edge} L0 ${py}`;
  for (let i = 1; i <= steps; i++) {
    const [x, ny] = [(i * W) / steps, y - p.rand(0, amp)];
    d += ` C${(px + x) / 2} ${py} ${(px + x) / 2} ${ny} ${x} ${ny}`;
    [px, py] = [x, ny];
  }
  return path(`${d} L${W} ${edge}Z`, fill);
}

/** A row of round tree crowns along y, solid down to `bottom`; crowns inside `gap` are left out. */
function canopy(p: Painter, y: number, fill: string, r: [number, number], bottom = H, gap = [-1, -1]) {
  let s = bottom > y ? rect(0, y, W, bottom - y, fill) : '';
  for (let x = -30; x < W + 60; x += r[0] * 1.3) {
    const rr = p.rand(...r);
    if (x + rr < (gap[0] ?? 0) || x - rr > (gap[1] ?? 0))
      s += circle(x, y + p.rand(-0.2, 0.35) * rr, rr, fill);
  }
  return s;
}

/** A closed wobbly blob (reef platform, bushes, boulders, clouds seen from above). */
function blob(p: Painter, cx: number, cy: number, rx: number, ry: number, wobble: number, fill: string) {
  const pts = Array.from({ length: 12 }, (_, i) => {
    const [a, k] = [(i / 6) * Math.PI, 1 + p.rand(-wobble, wobble)];
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  const at = (i: number) => pts[i % 12] ?? ([cx, cy] as const);
  const mid = (i: number) => `${(at(i)[0] + at(i + 1)[0]) / 2} ${(at(i)[1] + at(i + 1)[1]) / 2}`;
  let d = `M${mid(0)}`;
  for (let i = 1; i <= 12; i++) d += ` Q${at(i).join(' ')} ${mid(i)}`;
  return path(`${d}Z`, fill);
}

function palm(p: Painter, x: number, y: number, h: number, lean: number, leaf: string) {
  const [tx, ty] = [x + lean, y - h];
  let s = line(`M${x} ${y} Q${x + lean * 0.1} ${y - h * 0.6} ${tx} ${ty}`, '#7b5a3c', h * 0.055);
  for (let i = 0; i < 8; i++) {
    const a = -Math.PI - 0.35 + (i / 7) * (Math.PI + 0.7) + p.rand(-0.12, 0.12);
    const [len, cos, sin] = [h * p.rand(0.42, 0.58), Math.cos(a), Math.sin(a)];
    const [ex, ey] = [tx + cos * len, ty + sin * len * 0.55 + len * 0.5];
    const [mx, my] = [tx + cos * len * 0.55, ty + sin * len * 0.5];
    const [nx, ny] = [-sin * len * 0.13, cos * len * 0.13];
    s += path(`M${tx} ${ty} Q${mx + nx} ${my + ny} ${ex} ${ey} Q${mx - nx} ${my - ny} ${tx} ${ty}Z`, leaf);
  }
  return s + circle(tx - 8, ty + 10, h * 0.025, '#5a4026') + circle(tx + 6, ty + 10, h * 0.025, '#5a4026');
}

function leaves(p: Painter, x: number, y: number, n: number, color: string, size = 1) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const [a, l] = [p.rand(0, 360), p.rand(50, 110) * size];
    s += `<ellipse cx="${l / 2}" rx="${l / 2}" ry="${l / 5}" fill="${color}" transform="translate(${x} ${y}) rotate(${a})"/>`;
  }
  return s;
}

/** Branching, brain or fan coral standing on (x, y). */
function coral(p: Painter, x: number, y: number, s: number) {
  const [kind, color] = [p.pick([0, 1, 2]), p.pick(CORAL)];
  if (kind === 1) {
    const [rx, ry] = [70 * s, 48 * s];
    const arc = (k: number) => `M${x - rx * k} ${y} A${rx * k} ${ry * k} 0 0 1 ${x + rx * k} ${y}`;
    return path(`${arc(1)}Z`, color) + line(`${arc(0.45)} ${arc(0.75)}`, '#000', 4, 'opacity="0.18"');
  }
  const [count, spread] = kind === 0 ? [5, 1.6] : [11, 1.9];
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = -Math.PI / 2 + (i / (count - 1) - 0.5) * spread;
    const len = (kind === 0 ? p.rand(70, 130) : 120) * s;
    const [ex, ey] = [x + Math.cos(a) * len, y + Math.sin(a) * len];
    d += `M${x} ${y} Q${x + Math.cos(a) * len * 0.3} ${ey + len * 0.3} ${ex} ${ey} `;
  }
  return line(d, color, (kind === 0 ? 16 : 4) * s);
}

function house(x: number, base: number, w: number, h: number, color: string, roof: string) {
  const top = base - 46 - h;
  const stilts = [0.08, 0.5, 0.92].map((k) => `M${x + w * k} ${base} V${base - 46}`).join(' ');
  const roofPath = `M${x - 16} ${top} L${x + w / 2} ${top - h * 0.55} L${x + w + 16} ${top}Z`;
  const [wx, wy] = [x + w * 0.55, top + h * 0.3];
  return (
    line(stilts, '#6b4d33', 8) +
    rect(x, top, w, h, color) +
    line(`M${x} ${top + h * 0.35} H${x + w}`, '#fff', 3, 'stroke-opacity="0.35"') +
    path(roofPath, roof) +
    rect(x + w * 0.18, top + h * 0.4, w * 0.2, h * 0.6, '#5a3d2a') +
    rect(wx, wy, w * 0.25, h * 0.28, '#fdf6e3') +
    line(`M${wx} ${wy + h * 0.14} h${w * 0.25}`, color, 3)
  );
}

function pine(x: number, y: number, h: number, color: string) {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const [ty, w] = [y - h * (0.25 + i * 0.25), h * (0.34 - i * 0.08)];
    d += `M${x - w} ${ty + h * 0.25} L${x} ${ty - h * 0.28} L${x + w} ${ty + h * 0.25}Z `;
  }
  return rect(x - h * 0.03, y - h * 0.2, h * 0.06, h * 0.2, '#5b4330') + path(d, color);
}

function water(p: Painter, top: number, bottom: number, colors: string[] = p.pal.sea) {
  p.add(rect(0, top, W, bottom - top, p.grad(colors)));
  for (let i = 0; i < 10; i++) {
    const [x, y, w] = [p.rand(0, W), p.rand(top + 10, bottom - 10), p.rand(30, 110)];
    p.add(line(`M${x} ${y} q${w / 2} -6 ${w} 0`, '#fff', 3, 'stroke-opacity="0.3"'));
  }
}

const SCENES: Record<SceneKind, (p: Painter) => void> = {
  reef(p) {
    p.add(rect(0, 0, W, H, p.grad(['#8be6ea', '#1b9bc4', '#0a4a82'])));
    for (let i = 0; i < 5; i++) {
      const x = p.rand(0, W);
      p.add(path(`M${x} 0 h70 L${x - 120} ${H} h-140Z`, '#fff', 'opacity="0.07"'));
    }
    p.add(ridge(p, 660, 70, '#e6d6a2', 5), blob(p, p.rand(100, 1100), 720, 160, 60, 0.2, '#8f86a6'));
    const weed = (x: number) => line(`M${x} ${H} q-30 -60 0 -120 q30 -60 0 -110`, '#3fa06b', 9);
    for (let i = 0; i < 8; i++) p.add(weed(p.rand(0, W)));
    for (let i = 0; i < 11; i++) p.add(coral(p, p.rand(20, 1180), p.rand(690, 790), p.rand(0.9, 1.6)));
    const [fx, fy, dir] = [p.rand(250, 950), p.rand(260, 460), p.pick([-1, 1])];
    for (let i = 0; i < 9; i++) {
      const [x, y, s] = [fx + p.rand(-220, 220), fy + p.rand(-90, 90), p.rand(1, 1.7)];
      p.add(fig(FIG.fish, x, y, s, p.pick(FISH), '', dir));
    }
    if (p.variant % 2 === 0) p.add(fig(FIG.snorkeller, p.rand(250, 950), 110, 1.3));
  },
  beach(p) {
    const hz = p.rand(360, 420);
    sky(p, hz);
    water(p, hz, 620);
    p.add(ridge(p, 600, 40, '#fff', 4), ridge(p, 620, 40, p.pal.sand, 4));
    if (p.variant % 3 === 1) {
      const [x0, x1, y] = [p.rand(380, 520), p.rand(760, 900), hz + 70];
      for (let x = x0; x <= x1; x += 40) p.add(line(`M${x} ${y} v40`, '#6b4d33', 6));
      p.add(rect(x0 - 10, y - 8, x1 - x0 + 20, 12, '#a07d57'));
      p.add(line(`M${x1 - 50} ${y} v-60 m60 0 v60`, '#6b4d33', 5));
      p.add(path(`M${x1 - 80} ${y - 56} l60 -44 l60 44Z`, '#c9a46a'));
    }
    for (let i = 0; i < 3; i++) {
      const x = [p.rand(40, 260), p.rand(900, 1120), p.rand(300, 800)][i] ?? 0;
      const h = p.rand(260, 420) * (i === 2 ? 0.7 : 1);
      p.add(palm(p, x, p.rand(700, 780), h, p.rand(-90, 90), p.pal.leaf[0]));
    }
  },
  cave(p) {
    const day = p.variant % 2 === 1;
    const [gx, top, glow] = [p.rand(480, 720), p.rand(90, 150), day ? '#dcf7e6' : '#ffc86b'];
    const light = p.grad([glow, day ? '#4d8f6a' : '#a2542a', '#140e0b'], `cx="${gx / W}" cy="0.5" r="0.55"`);
    p.add(rect(0, 0, W, H, light));
    if (day) p.add(canopy(p, 540, '#2c5a3c', [30, 50], 620));
    const arch = `M${gx - 380} 660 C${gx - 440} 260 ${gx - 220} ${top} ${gx} ${top} S${gx + 440} 260 ${gx + 380} 660Z`;
    p.add(path(`M0 0 H${W} V${H} H0Z ${arch}`, '#170f0c', 'fill-rule="evenodd"'));
    p.add(line(arch, glow, 8, 'opacity="0.25"'));
    const rock = () => p.pick(['#2b1f18', '#241a14', '#3a2a1f']);
    for (let i = 0; i < 4; i++) {
      const [x, y] = [gx + (i % 2 ? 1 : -1) * p.rand(330, 400), i < 2 ? 540 : 250];
      p.add(blob(p, x, y, p.rand(80, 140), p.rand(60, 110), 0.3, rock()));
    }
    for (let i = 0; i < 12; i++) {
      const [x, w] = [gx + p.rand(-300, 300), p.rand(10, 26)];
      const y = top + ((x - gx) / 300) ** 2 * 160 - 10;
      p.add(path(`M${x - w} ${y} L${x} ${y + p.rand(50, 150)} L${x + w} ${y}Z`, rock()));
    }
    p.add(rect(0, 620, W, 180, p.grad(['#24545c', '#0a1c22'])));
    p.add(`<ellipse cx="${gx}" cy="650" rx="260" ry="26" fill="${glow}" opacity="0.3"/>`);
    if (!day) p.add(fig(FIG.canoe, gx - 40, 670, 1.4));
    for (let i = day ? 0 : 3; i < 3; i++) {
      const x = gx + (i - 1) * 150 + p.rand(-30, 30);
      p.add(fig(FIG.caver, x, p.rand(680, 720), 1, '#000', p.pick(GEAR)));
    }
  },
  jungle(p) {
    sky(p, 420);
    p.add(canopy(p, p.rand(300, 360), p.pal.haze, [50, 80]));
    for (let i = 0; i < 2; i++) {
      const x = p.rand(150, 1050);
      p.add(rect(x - 12, 240, 24, 300, '#5d4a3a'), blob(p, x, 230, 150, 60, 0.25, p.pal.leaf[1]));
    }
    const [dark, mid, light] = p.pal.leaf;
    p.add(canopy(p, p.rand(420, 480), light, [60, 100]), canopy(p, p.rand(560, 620), mid, [70, 110]));
    p.add(canopy(p, p.rand(690, 730), dark, [80, 120]));
    for (let i = 0; i < 5; i++) {
      const [x, l] = [p.rand(0, W), p.rand(180, 380)];
      p.add(line(`M${x} 0 Q${x + 30} ${l / 2} ${x - 10} ${l}`, dark, 4), leaves(p, x - 10, l, 3, dark, 0.4));
    }
    p.add(leaves(p, 0, 0, 9, dark, 2.2), leaves(p, W, H, 9, dark, 2.4));
  },
  river(p) {
    sky(p, 400);
    p.add(canopy(p, 360, p.pal.haze, [40, 70]), rect(0, 400, W, 400, p.grad(p.pal.sea)));
    const bend = p.rand(-120, 120);
    p.add(path(`M0 400 H${520 + bend} C${420 + bend} 520 260 640 120 ${H} H0Z`, p.pal.leaf[1]));
    p.add(path(`M${W} 400 H${680 + bend} C${760 + bend} 520 900 640 1080 ${H} H${W}Z`, p.pal.leaf[0]));
    p.add(canopy(p, 420, p.pal.leaf[2], [30, 50], 420));
    for (let i = 0; i < 10; i++) {
      const [x, y] = [i < 5 ? p.rand(0, 300) : p.rand(900, W), p.rand(470, 760)];
      const roots = [-24, -8, 8, 24].map((dx) => `M${x} ${y - 20} q${dx} 10 ${dx * 1.4} 34`);
      p.add(line(roots.join(' '), '#5b4630', 4), blob(p, x, y - 50, 60, 40, 0.2, p.pal.leaf[i % 2 ? 1 : 0]));
    }
    const [bx, by] = [p.rand(520, 680), p.rand(560, 640)];
    p.add(line(`M${bx - 120} ${by + 20} l-140 50 m370 -50 l140 50`, '#fff', 5, 'opacity="0.5"'));
    p.add(fig(FIG.boat, bx, by, 0.9, p.pick(['#e85d3f', '#2a6fdb', '#f2f2f2'])));
  },
  'maya-temple'(p) {
    sky(p, 560);
    p.add(ridge(p, 470, 80, p.pal.haze, 5));
    const [cx, base, tiers] = [p.rand(430, 770), 650, 6 + (p.variant % 2)];
    const top = base - tiers * 58;
    for (let i = 0; i < tiers; i++) {
      const [w, y] = [620 - i * (440 / tiers), base - (i + 1) * 58];
      p.add(rect(cx - w / 2, y, w, 58, i % 2 ? '#d8ccac' : '#cbbd98'));
      p.add(rect(cx - w / 2, y + 50, w, 8, '#a3946f'));
    }
    p.add(rect(cx - 45, top, 90, tiers * 58, '#e6dcc0'));
    for (let y = top + 10; y < base; y += 14) p.add(line(`M${cx - 45} ${y} h90`, '#b3a57f', 2));
    p.add(rect(cx - 80, top - 90, 160, 90, '#d6c9a6'), rect(cx - 64, top - 130, 128, 40, '#c4b48e'));
    p.add(rect(cx - 20, top - 56, 40, 56, '#3b3226'));
    p.add(canopy(p, p.rand(600, 640), p.pal.leaf[1], [50, 90]), canopy(p, 720, p.pal.leaf[0], [60, 100]));
  },
  'blue-hole'(p) {
    const [cx, cy, r] = [p.rand(480, 720), p.rand(340, 460), p.rand(170, 200)];
    p.add(rect(0, 0, W, H, p.grad(['#5fd8cc', '#3cc4c4'])));
    const [ex, ey] = [p.pick([-200, 1400]), p.pick([-150, 950])];
    p.add(blob(p, ex, ey, 520, 380, 0.1, '#0c3f7a'), blob(p, ex, ey, 470, 330, 0.12, '#145a98'));
    let patches = '';
    for (let i = 0; i < 26; i++)
      patches += blob(p, p.rand(0, W), p.rand(0, H), p.rand(14, 40), 16, 0.4, '#1f8f8a');
    p.add(`<g opacity="0.35">${patches}</g>`, blob(p, cx, cy, r + 34, r + 30, 0.06, '#a9f0e2'));
    p.add(blob(p, cx, cy, r + 12, r + 10, 0.05, '#2a9d9a'));
    p.add(blob(p, cx, cy, r, r, 0.04, p.grad(['#03133d', '#082f7a', '#1560b0'], 'r="0.5"')));
    for (let i = 0; i < 2; i++) {
      const a = p.rand(0, Math.PI * 2);
      const [x, y] = [cx + Math.cos(a) * (r + 70), cy + Math.sin(a) * (r + 70)];
      p.add(line(`M${x} ${y} l-70 20`, '#fff', 4, 'opacity="0.6"'));
      p.add(path(`M${x - 10} ${y} q10 -8 24 0 q-10 8 -24 0Z`, '#fff'));
    }
    for (let i = 0; i < 3; i++) {
      const [x, y, s] = [p.rand(0, W), p.rand(0, H), p.rand(1, 1.8)];
      p.add(`<g opacity="0.15">${fig(FIG.cloud, x + 40, y + 60, s, '#06304f')}</g>`);
      p.add(`<g opacity="0.75">${fig(FIG.cloud, x, y, s, '#fff')}</g>`);
    }
  },
  waterfall(p) {
    sky(p, 420);
    const [x, fw, top] = [p.rand(460, 620), p.rand(120, 170), p.rand(230, 270)];
    p.add(
      path(`M0 ${H} V${top - 20} L${x - 40} ${top - 50} H${x + fw + 120} L${W} ${top} V${H}Z`, '#8a7664'),
    );
    p.add(path(`M0 ${H} V${top + 60} L${x - 50} ${top} H${x + fw + 50} L${W} ${top + 70} V${H}Z`, '#66564b'));
    for (let y = top + 60; y < 640; y += 60) {
      const d = `M${p.rand(0, 300)} ${y} l${p.rand(100, 200)} 10 M${p.rand(850, 1000)} ${y + 20} l150 -8`;
      p.add(line(d, '#4f423a', 5));
    }
    p.add(canopy(p, top, p.pal.leaf[1], [40, 70], top, [x - 30, x + fw + 30]));
    const fall = p.grad(['#e9fbff', '#9fdcef', '#e9fbff']);
    p.add(path(`M${x} ${top} h${fw} L${x + fw + 30} 650 H${x - 30}Z`, fall));
    for (let i = 0; i < 14; i++) {
      const sx = x + p.rand(5, fw - 5);
      const d = `M${sx} ${p.rand(top, top + 120)} L${sx + (sx - x - fw / 2) * 0.3} ${p.rand(480, 640)}`;
      p.add(line(d, '#fff', 3, 'opacity="0.75"'));
    }
    p.add(rect(0, 640, W, 160, p.grad(['#48b7b7', '#1d6f86'])));
    p.add(blob(p, x + fw / 2, 650, fw + 40, 26, 0.2, '#fff'));
    p.add(`<ellipse cx="${x + fw / 2}" cy="610" rx="${fw + 60}" ry="60" fill="${p.glow('#fff', 0.6)}"/>`);
    p.add(leaves(p, 60, 700, 8, p.pal.leaf[0], 1.8), leaves(p, 1140, 720, 8, p.pal.leaf[1], 1.8));
  },
  'sunset-sea'(p) {
    const [hz, sx] = [p.rand(440, 500), p.rand(300, 900)];
    const skies = ['402a6e e4566b ffb86b', '27386b f2784b ffd48a', '5b2a5e f0696b fcd68a'];
    const skyStops = p
      .pick(skies)
      .split(' ')
      .map((c) => `#${c}`);
    p.add(rect(0, 0, W, hz, p.grad(skyStops)), circle(sx, hz - 30, 260, p.glow('#ffe3a0', 0.55)));
    p.add(circle(sx, hz - 10, 80, '#ffe6a6'), rect(0, hz, W, H - hz, p.grad(['#3d4e86', '#121a3a'])));
    for (let i = 0, w = 160; i < 9; i++, w -= 14) {
      p.add(rect(sx - w / 2 + p.rand(-10, 10), hz + 8 + i * 22, w, 6, '#ffd48a', 'rx="3" opacity="0.7"'));
    }
    const caye = ridge(p, hz, 30, '#1c1a33', 3, hz);
    if (p.variant % 2) p.add(`<g transform="translate(${p.rand(0, 840)} 0) scale(0.3 1)">${caye}</g>`);
    p.add(fig(FIG.sailboat, p.rand(150, 1050), hz + p.rand(60, 150), p.rand(0.8, 1.3), '#1b1730'));
    for (let i = 0; i < 4; i++) {
      const [x, y] = [p.rand(100, 1100), p.rand(80, 260)];
      p.add(line(`M${x - 16} ${y} q8 -8 16 0 q8 -8 16 0`, '#2b1f35', 3));
    }
  },
  zipline(p) {
    sky(p, 500);
    p.add(canopy(p, 470, p.pal.haze, [50, 80]), canopy(p, 560, p.pal.leaf[2], [60, 100]));
    const [y0, y1, t] = [p.rand(170, 230), p.rand(360, 440), p.rand(0.4, 0.7)];
    p.add(blob(p, 90, y0 - 40, 110, 70, 0.25, p.pal.leaf[1]), rect(72, y0 + 20, 36, H, '#6b4d33'));
    p.add(rect(20, y0 + 20, 150, 14, '#8d6a45'), line(`M30 ${y0 + 20} v-30 m130 0 v30`, '#8d6a45', 5));
    p.add(canopy(p, 680, p.pal.leaf[1], [70, 110]), line(`M90 ${y0} L${W} ${y1}`, '#2f2f2f', 4));
    p.add(fig(FIG.rider, 90 + (W - 90) * t, y0 + (y1 - y0) * t, 1.5, '#000', p.pick(GEAR)));
  },
  wildlife(p) {
    const by = p.rand(470, 560);
    p.add(rect(0, 0, W, H, p.grad([p.pal.haze, p.pal.leaf[2]])));
    p.add(`<g opacity="0.6">${canopy(p, 380, p.pal.leaf[2], [60, 100])}</g>`);
    p.add(line(`M-20 ${by + 40} Q600 ${by - 40} ${W + 20} ${by + 20}`, '#5a3e2b', 30));
    const x = p.rand(420, 760);
    p.add(p.variant % 2 ? fig(FIG.howler, x, by - 10, 1.5, '#2d1e15') : fig(FIG.toucan, x, by - 70, 1.6));
    p.add(leaves(p, 80, by, 10, p.pal.leaf[0], 1.4), leaves(p, 1120, by - 10, 10, p.pal.leaf[1], 1.4));
    p.add(leaves(p, 600, 0, 8, p.pal.leaf[0], 1.8));
  },
  lagoon(p) {
    const hz = p.rand(380, 430);
    sky(p, hz);
    p.add(canopy(p, hz - 30, p.pal.leaf[0], [24, 40], hz));
    water(p, hz, H, [p.pal.haze, p.pal.sea[0], p.pal.sea[1]]);
    p.add(rect(0, hz, W, 40, p.pal.leaf[0], 'opacity="0.35"'));
    const n = 1 + (p.variant % 3);
    for (let i = 0; i < n; i++) {
      const [x, y, s] = [200 + ((i + 0.5) * 800) / n + p.rand(-60, 60), p.rand(560, 700), p.rand(1.1, 1.5)];
      const hull = p.pick(['#f2994a', '#eb5757', '#f2c94c']);
      p.add(fig(FIG.kayak, x, y, s, hull, p.pick(GEAR), p.pick([-1, 1])));
    }
    p.add(fig(FIG.egret, p.rand(80, 1100), hz + 50, 1.5));
  },
  village(p) {
    sky(p, 520);
    p.add(ridge(p, 480, 60, p.pal.haze, 4));
    p.add(rect(0, 560, W, 240, p.variant % 2 ? p.grad(p.pal.sea) : p.pal.sand));
    for (let i = 0; i < 4; i++) {
      const [w, h, x] = [p.rand(170, 210), p.rand(110, 150), 40 + i * 300 + p.rand(-15, 15)];
      if (i % 2 === 1) p.add(palm(p, x - 40, 650, p.rand(300, 380), p.rand(-60, 60), p.pal.leaf[0]));
      p.add(house(x, p.rand(640, 700), w, h, p.pick(HOUSE), p.pick(['#8a8f98', '#c0533f', '#b9bec6'])));
    }
  },
  mountains(p) {
    sky(p, 520);
    p.add(ridge(p, 380, 140, p.pal.haze, 4), ridge(p, 480, 120, p.pal.leaf[2], 5));
    p.add(ridge(p, 590, 90, p.pal.leaf[1], 6));
    for (let i = 0; i < 40; i++) {
      const [x, y] = [p.rand(0, W), p.rand(560, 740)];
      p.add(pine(x, y, p.rand(60, 120) * (y / 640), p.pal.leaf[0]));
    }
    const mist = p.grad([
      ['#fff', 0],
      ['#fff', 0.3],
      ['#fff', 0],
    ]);
    p.add(rect(0, 380, W, 140, mist), ridge(p, 760, 40, p.pal.leaf[0], 4));
  },
};

/** A self-contained 1200x800 SVG illustration; `variant` changes palette, time of day and layout. */
export function renderScene(kind: SceneKind, variant: number): string {
  const v = Math.max(0, Math.floor(variant));
  const palette = PALETTES[v % PALETTES.length] ?? PALETTES[0]!;
  const p = new Painter(mulberry32(hashString(`${kind}:${v}`)), palette, v);
  SCENES[kind](p);
  return p.svg().replace(/(\d+\.\d\d)\d+/g, '$1');
}
