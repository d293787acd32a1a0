/** SVG primitives and the small ready-drawn figures (fish, boats, people, animals) placed in scenes. */

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
/** Places a figure drawn around its own origin; `fill` and `color` (currentColor) tint it. */
export const fig = (svg: string, x: number, y: number, s: number, fill = '#000', color = '#000', dir = 1) =>
  `<g transform="translate(${x} ${y}) scale(${dir * s} ${s})" fill="${fill}" color="${color}">${svg}</g>`;

/** Small figures in local coordinates (about 100 units across). */
export const FIG = {
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
