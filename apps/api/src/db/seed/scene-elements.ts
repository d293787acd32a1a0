/** Randomised scenery pieces shared by the scenes: sky, hills, trees, water, coral and houses. */

import { CORAL, H, type Painter, W } from './scene-painter.ts';
import { circle, FIG, fig, line, path, rect } from './svg-shapes.ts';

export function sky(p: Painter, horizon: number) {
  p.add(rect(0, 0, W, horizon, p.grad(p.pal.sky)));
  const [sx, sy] = [p.rand(150, 1050), Math.min(p.rand(...p.pal.sunY), horizon - 40)];
  p.add(circle(sx, sy, 170, p.glow(p.pal.sun, 0.6)), circle(sx, sy, 52, p.pal.sun));
  for (let i = Math.floor(p.rand(1, 4)); i > 0; i--) {
    const [x, y] = [p.rand(60, 1140), p.rand(70, Math.max(90, horizon - 200))];
    p.add(`<g opacity="0.85">${fig(FIG.cloud, x, y, p.rand(0.6, 1.2), p.pal.cloud)}</g>`);
  }
}

/** A smooth rolling silhouette across the picture, filled down (or up) to `edge`. */
export function ridge(p: Painter, y: number, amp: number, fill: string, steps = 6, edge = H) {
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
export function canopy(p: Painter, y: number, fill: string, r: [number, number], bottom = H, gap = [-1, -1]) {
  let s = bottom > y ? rect(0, y, W, bottom - y, fill) : '';
  for (let x = -30; x < W + 60; x += r[0] * 1.3) {
    const rr = p.rand(...r);
    if (x + rr < (gap[0] ?? 0) || x - rr > (gap[1] ?? 0))
      s += circle(x, y + p.rand(-0.2, 0.35) * rr, rr, fill);
  }
  return s;
}

/** A closed wobbly blob (reef platform, bushes, boulders, clouds seen from above). */
export function blob(
  p: Painter,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble: number,
  fill: string,
) {
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

export function palm(p: Painter, x: number, y: number, h: number, lean: number, leaf: string) {
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

export function leaves(p: Painter, x: number, y: number, n: number, color: string, size = 1) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const [a, l] = [p.rand(0, 360), p.rand(50, 110) * size];
    s += `<ellipse cx="${l / 2}" rx="${l / 2}" ry="${l / 5}" fill="${color}" transform="translate(${x} ${y}) rotate(${a})"/>`;
  }
  return s;
}

/** Branching, brain or fan coral standing on (x, y). */
export function coral(p: Painter, x: number, y: number, s: number) {
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

export function house(x: number, base: number, w: number, h: number, color: string, roof: string) {
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

export function pine(x: number, y: number, h: number, color: string) {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const [ty, w] = [y - h * (0.25 + i * 0.25), h * (0.34 - i * 0.08)];
    d += `M${x - w} ${ty + h * 0.25} L${x} ${ty - h * 0.28} L${x + w} ${ty + h * 0.25}Z `;
  }
  return rect(x - h * 0.03, y - h * 0.2, h * 0.06, h * 0.2, '#5b4330') + path(d, color);
}

export function water(p: Painter, top: number, bottom: number, colors: string[] = p.pal.sea) {
  p.add(rect(0, top, W, bottom - top, p.grad(colors)));
  for (let i = 0; i < 10; i++) {
    const [x, y, w] = [p.rand(0, W), p.rand(top + 10, bottom - 10), p.rand(30, 110)];
    p.add(line(`M${x} ${y} q${w / 2} -6 ${w} 0`, '#fff', 3, 'stroke-opacity="0.3"'));
  }
}
