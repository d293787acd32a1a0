/** How each kind of scene is composed from the shared scenery pieces and figures. */

import type { SceneKind } from './demo-types.ts';
import { blob, canopy, coral, house, leaves, palm, pine, ridge, sky, water } from './scene-elements.ts';
import { FISH, GEAR, H, HOUSE, type Painter, W } from './scene-painter.ts';
import { circle, FIG, fig, line, path, rect } from './svg-shapes.ts';

export const SCENES: Record<SceneKind, (p: Painter) => void> = {
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
