/**
 * Flat-style SVG illustrations for the demo catalogue, drawn on an 800×600 (4:3) canvas and rasterised by sharp.
 * Every picture is a pure function of its kind, seed and label, so the catalogue looks the same on every machine.
 */
import { createRandom, intBetween, pick, type Random } from './random.js';

export const ILLUSTRATION_KINDS = [
  'apartment',
  'house',
  'villa',
  'shop',
  'office',
  'room',
  'plot',
  'fridge',
  'ac',
  'washer',
  'tv',
  'cooler',
  'microwave',
  'geyser',
  'purifier',
  'inverter',
  'fan',
  'kurta',
  'sherwani',
  'lehenga',
  'saree',
  'gown',
  'jacket',
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

export interface IllustrationInput {
  kind: IllustrationKind;
  /** Any stable string (the storage key): picks the palette and the small variations. */
  seed: string;
  /** A short caption drawn in a pill at the bottom left; omitted when empty. */
  label?: string;
}

interface Palette {
  /** Background gradient, top to bottom. */
  sky: [string, string];
  /** The object's main colour and a contrasting accent. */
  main: string;
  accent: string;
  /** Ground or floor. */
  ground: string;
}

const PALETTES: Palette[] = [
  { sky: ['#fde7c8', '#f9c98f'], main: '#e2725b', accent: '#2f6f73', ground: '#e9b872' },
  { sky: ['#dff1f1', '#b5dedc'], main: '#2f6f73', accent: '#f2a541', ground: '#9cc9b4' },
  { sky: ['#ece6fb', '#cdbff2'], main: '#6a4c93', accent: '#f4a259', ground: '#b9a7e0' },
  { sky: ['#e3f0fb', '#b7d5f0'], main: '#2d6a9f', accent: '#f25f5c', ground: '#9bbfdc' },
  { sky: ['#fbe4e9', '#f4bcc9'], main: '#c0395a', accent: '#f7c948', ground: '#e8a3b5' },
  { sky: ['#eaf5df', '#c7e4ad'], main: '#4d8b31', accent: '#e86a33', ground: '#a9cf8a' },
  { sky: ['#fff4d6', '#ffe0a3'], main: '#d1495b', accent: '#00798c', ground: '#edc77a' },
  { sky: ['#e6eef0', '#c4d3d8'], main: '#34495e', accent: '#e67e22', ground: '#aebfc6' },
  { sky: ['#fdebdc', '#f7cdb0'], main: '#a44a3f', accent: '#3d7068', ground: '#e3b08f' },
  { sky: ['#e4f4f1', '#b9e2da'], main: '#147a6e', accent: '#e9c46a', ground: '#95cfc3' },
];

/** Garment colours: richer than the room palettes (silks, zari, chikan whites). */
const FABRICS = [
  '#b23a48',
  '#7b2d8b',
  '#1f6f8b',
  '#d98e04',
  '#2a9d8f',
  '#c44569',
  '#f6f1e7',
  '#8c1c13',
  '#3d5a80',
  '#e07a5f',
  '#6b8f71',
  '#f2cc8f',
];
const ZARI = ['#f4c95d', '#e9d8a6', '#ffd166', '#f7e1a0'];

// ---------------------------------------------------------------- colour helpers

function clamp(n: number): number {
  return Math.max(0, Math.min(255, Math.round(n)));
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour by mixing with white or black. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${channels
    .map((c) =>
      clamp(c + (target - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  return ((n >> 16) & 255) * 0.299 + ((n >> 8) & 255) * 0.587 + (n & 255) * 0.114 > 170;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- shared scenery

function tree(x: number, baseY: number, size: number, leaf: string): string {
  return `<g><rect x="${r1(x - size * 0.07)}" y="${r1(baseY - size * 0.55)}" width="${r1(size * 0.14)}" height="${r1(size * 0.55)}" rx="4" fill="#7a5230"/>
<circle cx="${x}" cy="${r1(baseY - size * 0.75)}" r="${r1(size * 0.36)}" fill="${leaf}"/>
<circle cx="${r1(x - size * 0.22)}" cy="${r1(baseY - size * 0.6)}" r="${r1(size * 0.26)}" fill="${shade(leaf, -0.12)}"/>
<circle cx="${r1(x + size * 0.22)}" cy="${r1(baseY - size * 0.62)}" r="${r1(size * 0.25)}" fill="${shade(leaf, 0.1)}"/></g>`;
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${46 * s}" ry="${18 * s}"/><circle cx="${x - 16 * s}" cy="${y - 12 * s}" r="${20 * s}"/><circle cx="${x + 14 * s}" cy="${y - 16 * s}" r="${24 * s}"/></g>`;
}

function outdoorBackdrop(random: Random, p: Palette): string {
  const sunX = intBetween(random, 560, 700);
  return `<circle cx="${sunX}" cy="120" r="58" fill="#fff3c4" opacity="0.9"/>
${cloud(intBetween(random, 130, 260), intBetween(random, 90, 130), 1.1)}${cloud(intBetween(random, 420, 520), intBetween(random, 70, 110), 0.8)}
<rect x="0" y="470" width="800" height="130" fill="${p.ground}"/>
<rect x="0" y="470" width="800" height="10" fill="${shade(p.ground, -0.12)}"/>`;
}

/** A wall and a floor for appliances and the room interior. */
function indoorBackdrop(p: Palette, floorY = 480): string {
  return `<rect x="0" y="${floorY}" width="800" height="${600 - floorY}" fill="${shade(p.ground, -0.05)}"/>
<rect x="0" y="${floorY}" width="800" height="8" fill="${shade(p.ground, -0.2)}"/>
${Array.from({ length: 9 }, (_, i) => `<line x1="${i * 100}" y1="${floorY + 8}" x2="${i * 100 - 60}" y2="600" stroke="${shade(p.ground, -0.12)}" stroke-width="2"/>`).join('')}`;
}

function shadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(rx * 0.12)}" fill="#000" opacity="0.16"/>`;
}

function windowGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gapX: number,
  gapY: number,
  random: Random,
  lit: string,
  dark: string,
): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const fill = random() < 0.35 ? lit : dark;
      out += `<rect x="${r1(x + c * (w + gapX))}" y="${r1(y + r * (h + gapY))}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`;
    }
  }
  return out;
}

// ---------------------------------------------------------------- property

function apartment(random: Random, p: Palette): string {
  const floors = intBetween(random, 5, 7);
  const floorH = 52;
  const h = floors * floorH + 20;
  const top = 470 - h;
  const back = `<rect x="470" y="${top + 60}" width="190" height="${h - 60}" fill="${shade(p.main, 0.45)}"/>
${windowGrid(490, top + 80, 3, floors - 1, 38, 28, 18, 24, random, '#fff6d5', shade(p.main, 0.25))}`;
  // A floor slab under every row of windows.
  const balconies = Array.from(
    { length: floors - 1 },
    (_, i) => `<rect x="244" y="${top + 40 + i * 52 + 38}" width="272" height="6" rx="2" fill="${shade(p.main, -0.3)}"/>`,
  ).join('');
  return `${back}
<rect x="230" y="${top}" width="300" height="${h}" fill="${p.main}"/>
<rect x="220" y="${top - 14}" width="320" height="18" rx="3" fill="${shade(p.main, -0.25)}"/>
<rect x="230" y="${top}" width="300" height="10" fill="${shade(p.main, -0.15)}"/>
${windowGrid(255, top + 40, 4, floors - 1, 46, 34, 18, 18, random, '#fff1b8', shade(p.main, 0.55))}
${balconies}
<rect x="350" y="412" width="60" height="58" rx="4" fill="${shade(p.main, -0.4)}"/>
<rect x="340" y="404" width="80" height="10" rx="3" fill="${p.accent}"/>
${tree(170, 470, 130, '#5e9e4a')}${tree(610, 470, 110, '#4f8f3e')}`;
}

function house(random: Random, p: Palette): string {
  const wall = shade(p.main, 0.35);
  return `<rect x="220" y="250" width="360" height="220" fill="${wall}"/>
<rect x="210" y="238" width="380" height="18" rx="3" fill="${shade(p.main, -0.2)}"/>
<rect x="220" y="350" width="360" height="12" fill="${shade(p.main, -0.1)}"/>
${Array.from({ length: 17 }, (_, k) => `<rect x="${226 + k * 21.5}" y="${214}" width="4" height="26" fill="${shade(p.main, -0.2)}"/>`).join('')}
<rect x="220" y="210" width="360" height="6" fill="${shade(p.main, -0.2)}"/>
<rect x="250" y="280" width="70" height="50" rx="4" fill="#fff1b8"/><line x1="285" y1="280" x2="285" y2="330" stroke="${shade(p.main, -0.3)}" stroke-width="4"/>
<rect x="480" y="280" width="70" height="50" rx="4" fill="${shade(p.accent, 0.5)}"/><line x1="515" y1="280" x2="515" y2="330" stroke="${shade(p.main, -0.3)}" stroke-width="4"/>
<rect x="250" y="385" width="70" height="50" rx="4" fill="${shade(p.accent, 0.5)}"/>
<rect x="370" y="380" width="64" height="90" rx="6" fill="${p.accent}"/><circle cx="422" cy="428" r="4" fill="#fff"/>
<rect x="470" y="395" width="90" height="75" fill="${shade(p.main, -0.35)}"/>
${Array.from({ length: 5 }, (_, k) => `<line x1="470" y1="${405 + k * 14}" x2="560" y2="${405 + k * 14}" stroke="${shade(p.main, -0.2)}" stroke-width="3"/>`).join('')}
${random() < 0.5 ? tree(140, 470, 120, '#5e9e4a') : tree(660, 470, 120, '#5e9e4a')}
<rect x="90" y="440" width="120" height="30" rx="4" fill="#7aa95c"/>`;
}

function villa(_random: Random, p: Palette): string {
  const wall = shade(p.main, 0.55);
  return `<polygon points="180,260 400,150 620,260" fill="${shade(p.main, -0.15)}"/>
<rect x="200" y="255" width="400" height="215" fill="${wall}"/>
<polygon points="430,330 520,280 610,330" fill="${shade(p.main, -0.25)}"/>
<rect x="440" y="328" width="160" height="142" fill="${shade(wall, -0.06)}"/>
<rect x="230" y="290" width="70" height="60" rx="4" fill="#fff1b8"/><rect x="320" y="290" width="70" height="60" rx="4" fill="${shade(p.accent, 0.55)}"/>
<rect x="230" y="380" width="70" height="60" rx="4" fill="${shade(p.accent, 0.55)}"/>
<rect x="330" y="370" width="60" height="100" rx="5" fill="${p.main}"/><circle cx="380" cy="422" r="4" fill="#fff"/>
<rect x="470" y="360" width="100" height="70" rx="4" fill="#fff1b8"/><line x1="520" y1="360" x2="520" y2="430" stroke="${wall}" stroke-width="5"/>
<circle cx="400" cy="215" r="18" fill="#fff1b8" stroke="${shade(p.main, -0.3)}" stroke-width="5"/>
${Array.from({ length: 14 }, (_, k) => `<rect x="${40 + k * 14}" y="430" width="7" height="40" rx="3" fill="#fff"/>`).join('')}
<rect x="36" y="440" width="200" height="5" fill="#fff"/>
${tree(680, 470, 150, '#4f8f3e')}`;
}

function shop(random: Random, p: Palette): string {
  const stripes = Array.from({ length: 10 }, (_, k) => `<rect x="${200 + k * 40}" y="245" width="20" height="50" fill="#fff"/>`).join('');
  const scallops = Array.from(
    { length: 10 },
    (_, k) => `<path d="M${200 + k * 40} 294 a20 20 0 0 0 40 0 z" fill="${k % 2 ? '#fff' : p.accent}"/>`,
  ).join('');
  const shutterOpen = random() < 0.6;
  return `<rect x="190" y="170" width="420" height="300" fill="${shade(p.main, 0.5)}"/>
<rect x="215" y="185" width="370" height="48" rx="6" fill="${p.main}"/>
<rect x="235" y="202" width="200" height="14" rx="7" fill="#fff" opacity="0.85"/>
<rect x="200" y="245" width="400" height="50" fill="${p.accent}"/>${stripes}${scallops}
${
  shutterOpen
    ? `<rect x="230" y="320" width="340" height="150" fill="#fff6df"/><rect x="230" y="320" width="340" height="24" fill="${shade(p.main, -0.2)}"/>
${Array.from({ length: 4 }, (_, k) => `<rect x="${250 + k * 80}" y="${380 + (k % 2) * 14}" width="50" height="${76 - (k % 2) * 14}" rx="4" fill="${pick(random, FABRICS)}"/>`).join('')}
<rect x="230" y="455" width="340" height="15" fill="${shade(p.main, -0.3)}"/>`
    : `<rect x="230" y="320" width="340" height="150" fill="${shade(p.main, -0.1)}"/>${Array.from({ length: 14 }, (_, k) => `<line x1="230" y1="${330 + k * 10}" x2="570" y2="${330 + k * 10}" stroke="${shade(p.main, -0.3)}" stroke-width="3"/>`).join('')}`
}
${tree(120, 470, 110, '#5e9e4a')}`;
}

function office(random: Random, p: Palette): string {
  const glass = shade(p.accent, 0.45);
  let panels = '';
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 6; c++) {
      const fill = random() < 0.2 ? '#fffbe6' : r % 2 ? glass : shade(glass, 0.15);
      panels += `<rect x="${292 + c * 36}" y="${100 + r * 38}" width="32" height="34" fill="${fill}"/>`;
    }
  }
  return `<rect x="150" y="250" width="120" height="220" fill="${shade(p.main, 0.45)}"/>
${windowGrid(165, 270, 3, 5, 24, 24, 12, 14, random, '#fff6d5', shade(p.main, 0.25))}
<rect x="280" y="88" width="240" height="382" fill="${shade(p.main, -0.2)}"/>${panels}
<polygon points="292,100 360,100 292,200" fill="#ffffff" opacity="0.25"/>
<rect x="370" y="430" width="60" height="40" fill="${shade(p.main, -0.45)}"/>
<rect x="530" y="300" width="130" height="170" fill="${shade(p.main, 0.3)}"/>
${windowGrid(545, 318, 3, 4, 26, 26, 14, 14, random, '#fff6d5', shade(p.main, 0.1))}
${tree(700, 470, 100, '#4f8f3e')}`;
}

function room(random: Random, p: Palette): string {
  const sofa = pick(
    random,
    FABRICS.filter((c) => !isLight(c)),
  );
  return `<rect x="80" y="90" width="200" height="170" rx="6" fill="#dff3ff" stroke="#fff" stroke-width="10"/>
<line x1="180" y1="90" x2="180" y2="260" stroke="#fff" stroke-width="8"/>
<path d="M62 80 h70 c-10 60 -10 130 8 190 h-78 z" fill="${p.accent}"/><path d="M298 80 h-70 c10 60 10 130 -8 190 h78 z" fill="${p.accent}"/>
<rect x="50" y="72" width="260" height="10" rx="5" fill="${shade(p.accent, -0.3)}"/>
<rect x="470" y="120" width="150" height="100" rx="4" fill="#fff" /><rect x="480" y="130" width="130" height="80" fill="${shade(p.main, 0.4)}"/>
<polygon points="480,210 530,160 570,195 590,175 610,210" fill="${shade(p.main, -0.1)}"/>
${shadow(420, 478, 230)}
<rect x="220" y="330" width="400" height="100" rx="22" fill="${shade(sofa, 0.1)}"/>
<rect x="250" y="300" width="340" height="80" rx="20" fill="${sofa}"/>
<rect x="190" y="330" width="60" height="120" rx="22" fill="${shade(sofa, -0.15)}"/><rect x="590" y="330" width="60" height="120" rx="22" fill="${shade(sofa, -0.15)}"/>
<rect x="245" y="390" width="350" height="55" rx="14" fill="${shade(sofa, 0.18)}"/><line x1="420" y1="392" x2="420" y2="443" stroke="${shade(sofa, -0.1)}" stroke-width="3"/>
<rect x="275" y="320" width="70" height="55" rx="14" fill="${p.accent}" transform="rotate(-8 310 347)"/>
<rect x="215" y="448" width="10" height="28" fill="#5a3b22"/><rect x="615" y="448" width="10" height="28" fill="#5a3b22"/>
<rect x="690" y="300" width="8" height="176" fill="#444"/><path d="M660 300 h68 l-16 -60 h-36 z" fill="#fff1b8"/><ellipse cx="694" cy="476" rx="30" ry="6" fill="#444"/>
<rect x="60" y="400" width="90" height="76" rx="6" fill="#a0522d"/><circle cx="105" cy="372" r="34" fill="#5e9e4a"/><rect x="92" y="380" width="26" height="30" fill="#c06f3e"/>`;
}

function plot(random: Random, p: Palette): string {
  const posts = Array.from({ length: 16 }, (_, k) => `<rect x="${110 + k * 38}" y="392" width="8" height="60" fill="#8b5e3c"/>`).join('');
  return `<polygon points="90,470 710,470 640,400 160,400" fill="#b7d58a"/>
<polygon points="160,400 640,400 610,380 190,380" fill="#a5c978"/>
${posts}<rect x="100" y="405" width="620" height="6" fill="#8b5e3c"/><rect x="100" y="428" width="620" height="6" fill="#8b5e3c"/>
<rect x="395" y="300" width="6" height="110" fill="#555"/><polygon points="401,302 470,322 401,342" fill="${p.accent}"/>
${tree(180, 390, 120, '#4f8f3e')}${random() < 0.5 ? tree(640, 390, 95, '#5e9e4a') : ''}
<rect x="560" y="250" width="120" height="50" rx="6" fill="#fff"/><rect x="612" y="300" width="8" height="90" fill="#666"/>
<rect x="575" y="265" width="90" height="8" rx="4" fill="${p.main}"/><rect x="575" y="281" width="60" height="8" rx="4" fill="${shade(p.main, 0.3)}"/>`;
}

// ---------------------------------------------------------------- appliances

function fridge(random: Random, p: Palette): string {
  const body = pick(random, ['#e8ecef', '#c9ced6', '#8a1538', '#2e3a48', '#b8c4cc', p.main]);
  const doubleDoor = random() < 0.7;
  const split = doubleDoor ? 230 : 160;
  const dark = !isLight(body);
  const handle = dark ? shade(body, 0.35) : '#9aa3ad';
  return `${shadow(400, 478, 150)}
<rect x="290" y="70" width="220" height="405" rx="22" fill="${shade(body, -0.18)}"/>
<rect x="290" y="70" width="210" height="400" rx="20" fill="${body}"/>
<rect x="290" y="${split}" width="210" height="6" fill="${shade(body, -0.22)}"/>
<rect x="470" y="${doubleDoor ? 120 : 100}" width="12" height="${doubleDoor ? 80 : 40}" rx="6" fill="${handle}"/>
<rect x="470" y="${split + 30}" width="12" height="130" rx="6" fill="${handle}"/>
<rect x="306" y="84" width="18" height="${split - 100}" rx="9" fill="#fff" opacity="${dark ? 0.12 : 0.5}"/>
<rect x="306" y="${split + 20}" width="18" height="${430 - split}" rx="9" fill="#fff" opacity="${dark ? 0.12 : 0.5}"/>
${doubleDoor ? `<rect x="330" y="${split + 40}" width="44" height="24" rx="4" fill="${shade(p.accent, 0.2)}"/><circle cx="342" cy="${split + 52}" r="4" fill="#fff"/>` : ''}
<rect x="300" y="470" width="20" height="8" fill="#555"/><rect x="470" y="470" width="20" height="8" fill="#555"/>
<circle cx="640" cy="210" r="70" fill="${p.accent}" opacity="0.18"/><circle cx="160" cy="330" r="46" fill="${p.main}" opacity="0.14"/>`;
}

function ac(random: Random, p: Palette): string {
  const y = intBetween(random, 110, 140);
  const waves = Array.from({ length: 3 }, (_, k) => {
    const wy = y + 140 + k * 34;
    return `<path d="M${260 + k * 20} ${wy} q30 -16 60 0 t60 0 t60 0 t60 0" fill="none" stroke="${p.accent}" stroke-width="6" stroke-linecap="round" opacity="${0.7 - k * 0.18}"/>`;
  }).join('');
  return `<rect x="170" y="${y}" width="460" height="120" rx="26" fill="#d9dee3"/>
<rect x="170" y="${y}" width="460" height="112" rx="26" fill="#f7f9fb"/>
<rect x="196" y="${y + 74}" width="408" height="22" rx="8" fill="#e3e8ec"/>
${Array.from({ length: 6 }, (_, k) => `<line x1="210" y1="${y + 79 + k * 3}" x2="590" y2="${y + 79 + k * 3}" stroke="#c5ccd3" stroke-width="1.5"/>`).join('')}
<rect x="200" y="${y + 22}" width="120" height="10" rx="5" fill="${shade(p.main, 0.3)}"/>
<circle cx="584" cy="${y + 34}" r="6" fill="#3ddc84"/><rect x="520" y="${y + 26}" width="44" height="16" rx="4" fill="#2e3a48"/>
${waves}
<rect x="520" y="360" width="170" height="110" rx="10" fill="#e6e9ec"/><circle cx="580" cy="415" r="40" fill="#c9ced6"/><circle cx="580" cy="415" r="8" fill="#8a939c"/>
${Array.from({ length: 4 }, (_, k) => `<line x1="630" y1="${380 + k * 18}" x2="676" y2="${380 + k * 18}" stroke="#b0b7bf" stroke-width="4"/>`).join('')}
${shadow(605, 476, 100)}
<rect x="110" y="330" width="90" height="140" rx="8" fill="${shade(p.main, 0.1)}"/><rect x="122" y="346" width="66" height="34" rx="4" fill="#2e3a48"/><text x="155" y="370" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="#7fe3ff" text-anchor="middle">24°</text>`;
}

function washer(random: Random, p: Palette): string {
  const front = random() < 0.65;
  const body = pick(random, ['#f4f6f8', '#e3e7eb', '#d5dbe1']);
  const water = shade(p.accent, 0.35);
  return `${shadow(400, 478, 170)}
<rect x="260" y="120" width="280" height="355" rx="22" fill="${shade(body, -0.12)}"/>
<rect x="260" y="120" width="272" height="350" rx="20" fill="${body}"/>
<rect x="260" y="120" width="272" height="62" rx="20" fill="${shade(body, -0.05)}"/>
<rect x="282" y="140" width="80" height="24" rx="6" fill="${shade(body, -0.15)}"/>
<circle cx="470" cy="152" r="16" fill="${shade(body, -0.2)}"/><circle cx="470" cy="152" r="10" fill="${p.main}"/>
<rect x="392" y="144" width="50" height="16" rx="4" fill="#2e3a48"/>
${
  front
    ? `<circle cx="396" cy="320" r="112" fill="${shade(body, -0.18)}"/><circle cx="396" cy="320" r="92" fill="#2e3a48"/>
<clipPath id="drum"><circle cx="396" cy="320" r="86"/></clipPath>
<g clip-path="url(#drum)"><rect x="300" y="230" width="200" height="200" fill="#3d4b5c"/><path d="M300 330 q24 -18 48 0 t48 0 t48 0 t48 0 v100 h-192 z" fill="${water}" opacity="0.85"/>
<circle cx="360" cy="300" r="10" fill="#fff" opacity="0.5"/><circle cx="420" cy="280" r="6" fill="#fff" opacity="0.4"/></g>
<path d="M330 260 a90 90 0 0 1 60 -30" stroke="#fff" stroke-width="8" fill="none" opacity="0.35" stroke-linecap="round"/>`
    : `<rect x="290" y="200" width="212" height="240" rx="14" fill="${shade(body, -0.06)}"/>
<rect x="290" y="100" width="212" height="30" rx="10" fill="${shade(body, -0.1)}"/>
<rect x="320" y="232" width="150" height="10" rx="5" fill="${shade(body, -0.2)}"/><circle cx="396" cy="340" r="50" fill="${water}" opacity="0.6"/>`
}
<rect x="280" y="465" width="24" height="10" fill="#555"/><rect x="490" y="465" width="24" height="10" fill="#555"/>
<rect x="590" y="380" width="80" height="95" rx="10" fill="${p.main}"/><rect x="598" y="372" width="64" height="14" rx="6" fill="${shade(p.main, -0.2)}"/>
${Array.from({ length: 3 }, (_, k) => `<rect x="${600 + k * 6}" y="${355 - k * 8}" width="44" height="20" rx="6" fill="${pick(random, FABRICS)}" transform="rotate(${-10 + k * 9} 620 360)"/>`).join('')}`;
}

function tv(random: Random, p: Palette): string {
  const w = intBetween(random, 420, 480);
  const x = 400 - w / 2;
  const h = Math.round(w * 0.58);
  const y = 90;
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="12" fill="#1d232b"/>
<defs><linearGradient id="scr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.accent, 0.3)}"/><stop offset="1" stop-color="${shade(p.main, 0.2)}"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="url(#scr)"/>
<circle cx="${x + w * 0.75}" cy="${y + h * 0.3}" r="${h * 0.12}" fill="#fff3c4"/>
<polygon points="${x},${y + h} ${x + w * 0.3},${y + h * 0.45} ${x + w * 0.52},${y + h * 0.75} ${x + w * 0.7},${y + h * 0.55} ${x + w},${y + h * 0.85} ${x + w},${y + h}" fill="${shade(p.main, -0.25)}"/>
<polygon points="${x},${y} ${x + w * 0.35},${y} ${x},${y + h * 0.6}" fill="#fff" opacity="0.12"/>
<rect x="385" y="${y + h + 10}" width="30" height="60" fill="#2b323b"/>
<rect x="300" y="${y + h + 64}" width="200" height="12" rx="6" fill="#2b323b"/>
<rect x="180" y="${y + h + 76}" width="440" height="${470 - (y + h + 76)}" rx="6" fill="#8b5a36"/>
<rect x="180" y="${y + h + 76}" width="440" height="10" rx="4" fill="#a06a40"/>
<circle cx="260" cy="${y + h + 110}" r="8" fill="#5a3b22"/><circle cx="540" cy="${y + h + 110}" r="8" fill="#5a3b22"/>`;
}

function cooler(random: Random, p: Palette): string {
  const body = pick(random, ['#f4f6f8', '#e9ecef', shade(p.main, 0.6)]);
  const trim = p.main;
  const honeycomb = Array.from({ length: 7 }, (_, r) =>
    Array.from(
      { length: 3 },
      (_, c) =>
        `<rect x="${r1(551 + c * 16 + (r % 2) * 8)}" y="${178 + r * 30}" width="10" height="22" rx="3" fill="${shade(body, -0.25)}"/>`,
    ).join(''),
  ).join('');
  return `${shadow(400, 478, 170)}
<rect x="250" y="110" width="300" height="340" rx="24" fill="${body}"/>
<polygon points="550,130 620,150 620,430 550,450" fill="${shade(body, -0.1)}"/>${honeycomb}
<rect x="250" y="110" width="300" height="46" rx="20" fill="${trim}"/>
<circle cx="400" cy="270" r="98" fill="${shade(body, -0.12)}"/>
${Array.from({ length: 7 }, (_, k) => `<circle cx="400" cy="270" r="${88 - k * 12}" fill="none" stroke="${shade(body, -0.3)}" stroke-width="3"/>`).join('')}
<circle cx="400" cy="270" r="16" fill="${trim}"/>
<rect x="270" y="390" width="260" height="40" rx="10" fill="${shade(body, -0.08)}"/>
<circle cx="300" cy="410" r="9" fill="${p.accent}"/><circle cx="330" cy="410" r="9" fill="${shade(p.accent, 0.3)}"/><rect x="450" y="402" width="60" height="16" rx="8" fill="#3ddc84" opacity="0.8"/>
<circle cx="280" cy="460" r="14" fill="#333"/><circle cx="520" cy="460" r="14" fill="#333"/>`;
}

function microwave(random: Random, p: Palette): string {
  const body = pick(random, ['#2e3a48', '#e9ecef', '#c0c6cd', '#1d232b']);
  const dark = !isLight(body);
  return `<rect x="120" y="388" width="560" height="86" rx="6" fill="#8b5a36"/><rect x="120" y="380" width="560" height="16" rx="4" fill="#a06a40"/>
${shadow(400, 382, 190)}
<rect x="200" y="170" width="400" height="212" rx="18" fill="${shade(body, dark ? 0.1 : -0.12)}"/>
<rect x="200" y="170" width="394" height="206" rx="16" fill="${body}"/>
<rect x="222" y="192" width="260" height="162" rx="12" fill="#141a21"/>
<rect x="236" y="206" width="232" height="134" rx="8" fill="${shade(p.accent, -0.45)}" opacity="0.9"/>
<ellipse cx="352" cy="318" rx="70" ry="12" fill="#fff" opacity="0.15"/><circle cx="352" cy="296" r="26" fill="${p.main}"/>
<polygon points="236,206 310,206 236,300" fill="#fff" opacity="0.08"/>
<rect x="500" y="196" width="74" height="28" rx="5" fill="#0f1419"/><text x="537" y="217" font-family="DejaVu Sans Mono, monospace" font-size="18" fill="#7fe3ff" text-anchor="middle">0:30</text>
${Array.from({ length: 9 }, (_, k) => `<rect x="${504 + (k % 3) * 24}" y="${238 + Math.floor(k / 3) * 24}" width="18" height="16" rx="4" fill="${dark ? shade(body, 0.2) : shade(body, -0.15)}"/>`).join('')}
<circle cx="537" cy="336" r="18" fill="${dark ? shade(body, 0.25) : shade(body, -0.2)}"/>
<rect x="250" y="120" width="60" height="50" rx="6" fill="${p.accent}"/><rect x="320" y="136" width="40" height="34" rx="6" fill="${shade(p.main, 0.3)}"/>`;
}

function geyser(random: Random, p: Palette): string {
  const body = pick(random, ['#f7f9fb', '#eef1f4']);
  return `<rect x="0" y="0" width="800" height="470" fill="#ffffff" opacity="0.25"/>
${Array.from({ length: 6 }, (_, r) => Array.from({ length: 9 }, (_, c) => `<rect x="${c * 90 + (r % 2) * 45 - 20}" y="${r * 80}" width="86" height="76" fill="#ffffff" opacity="0.18"/>`).join('')).join('')}
<rect x="300" y="100" width="200" height="300" rx="60" fill="${shade(body, -0.12)}"/>
<rect x="300" y="100" width="192" height="294" rx="58" fill="${body}"/>
<rect x="300" y="150" width="192" height="12" fill="${p.main}"/>
<circle cx="396" cy="250" r="44" fill="${shade(body, -0.08)}" stroke="${shade(body, -0.25)}" stroke-width="4"/>
<path d="M396 250 l24 -20" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/><circle cx="396" cy="250" r="7" fill="#333"/>
<circle cx="370" cy="330" r="6" fill="#f25f5c"/><circle cx="394" cy="330" r="6" fill="#3ddc84"/>
<rect x="340" y="394" width="14" height="60" fill="#aab2ba"/><rect x="440" y="394" width="14" height="60" fill="#aab2ba"/>
<rect x="340" y="450" width="60" height="14" rx="6" fill="#aab2ba"/><rect x="440" y="450" width="60" height="14" rx="6" fill="#aab2ba"/>
<path d="M320 120 q-4 40 0 80" stroke="#fff" stroke-width="10" fill="none" opacity="0.7" stroke-linecap="round"/>`;
}

function purifier(random: Random, p: Palette): string {
  const body = pick(random, ['#f7f9fb', '#2e3a48', '#eef1f4']);
  const dark = !isLight(body);
  return `<rect x="290" y="80" width="220" height="340" rx="28" fill="${dark ? shade(body, 0.1) : shade(body, -0.12)}"/>
<rect x="290" y="80" width="214" height="334" rx="26" fill="${body}"/>
<rect x="315" y="110" width="164" height="40" rx="10" fill="${p.main}"/>
<rect x="325" y="172" width="144" height="170" rx="14" fill="#cde9f6"/>
<rect x="325" y="${intBetween(random, 220, 260)}" width="144" height="${342 - 240}" rx="0" fill="${shade(p.accent, 0.35)}" opacity="0.7"/>
<rect x="325" y="172" width="144" height="170" rx="14" fill="none" stroke="${dark ? '#5a6776' : '#c9d1d8'}" stroke-width="4"/>
<circle cx="370" cy="128" r="6" fill="#fff"/><circle cx="392" cy="128" r="6" fill="#7fe3ff"/>
<rect x="385" y="414" width="24" height="22" rx="4" fill="#9aa3ad"/><path d="M397 440 q-6 14 0 22 q6 -8 0 -22" fill="#6ec6ff"/>
<rect x="340" y="470" width="110" height="6" rx="3" fill="#000" opacity="0.12"/>
<rect x="352" y="470" width="86" height="6" rx="3" fill="#000" opacity="0"/>
<path d="M355 490 h80 l-10 -30 h-60 z" fill="#bfe6ff" opacity="0.8"/>`;
}

function inverter(_random: Random, p: Palette): string {
  return `${shadow(400, 478, 240)}
<rect x="170" y="230" width="220" height="245" rx="16" fill="${shade(p.main, -0.05)}"/>
<rect x="170" y="230" width="214" height="240" rx="14" fill="${p.main}"/>
<rect x="196" y="258" width="160" height="52" rx="8" fill="#141a21"/><text x="276" y="293" font-family="DejaVu Sans Mono, monospace" font-size="26" fill="#7fff9f" text-anchor="middle">230V</text>
${Array.from({ length: 3 }, (_, k) => `<circle cx="${214 + k * 30}" cy="340" r="8" fill="${['#3ddc84', '#f7c948', '#f25f5c'][k]}"/>`).join('')}
${Array.from({ length: 5 }, (_, k) => `<rect x="196" y="${372 + k * 16}" width="160" height="6" rx="3" fill="${shade(p.main, -0.2)}"/>`).join('')}
<rect x="430" y="170" width="190" height="305" rx="12" fill="#2e3a48"/>
<rect x="430" y="170" width="190" height="40" rx="10" fill="#3d4b5c"/>
<rect x="460" y="150" width="30" height="24" rx="4" fill="#f25f5c"/><rect x="560" y="150" width="30" height="24" rx="4" fill="#333"/>
<rect x="452" y="250" width="146" height="60" rx="8" fill="${p.accent}"/>
<path d="M532 258 l-24 26 h18 l-10 22 l30 -32 h-18 z" fill="#fff"/>
<path d="M475 162 c0 -60 100 -60 100 0" stroke="#444" stroke-width="6" fill="none"/>
<path d="M384 300 c20 0 20 -110 90 -140" stroke="#444" stroke-width="5" fill="none"/>`;
}

function fan(random: Random, p: Palette): string {
  const angle = intBetween(random, 0, 40);
  const blade = shade(p.main, 0.15);
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="M400 260 C 430 250, 600 236, 650 262 C 600 290, 440 282, 400 274 Z" fill="${blade}" stroke="${shade(blade, -0.2)}" stroke-width="3" transform="rotate(${a + angle} 400 267) scale(1 1)"/>`,
    )
    .join('');
  return `<rect x="0" y="0" width="800" height="30" fill="${shade(p.ground, 0.3)}"/>
<rect x="394" y="30" width="12" height="200" fill="#c9ced6"/><rect x="376" y="26" width="48" height="14" rx="6" fill="#9aa3ad"/>
<ellipse cx="400" cy="267" rx="330" ry="70" fill="#000" opacity="0.04"/>
<g transform="translate(0 0) scale(1 1)">${blades}</g>
<circle cx="400" cy="267" r="46" fill="${shade(p.main, -0.15)}"/><circle cx="400" cy="262" r="30" fill="${shade(p.main, 0.25)}"/>
<path d="M160 420 q40 -20 80 0 t80 0" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>
<path d="M480 450 q40 -20 80 0 t80 0" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>`;
}

// ---------------------------------------------------------------- clothing

function embroidery(id: string, colour: string, size = 36): string {
  const s = size;
  return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">
<g fill="${colour}" opacity="0.85">${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="${s / 2}" cy="${s / 2 - 5}" rx="2.6" ry="5" transform="rotate(${a} ${s / 2} ${s / 2})"/>`).join('')}
<circle cx="${s / 2}" cy="${s / 2}" r="2.2"/><circle cx="0" cy="0" r="1.8"/><circle cx="${s}" cy="0" r="1.8"/><circle cx="0" cy="${s}" r="1.8"/><circle cx="${s}" cy="${s}" r="1.8"/></g></pattern>`;
}

function hanger(y = 80): string {
  return `<path d="M400 ${y - 40} q0 -22 18 -22 q18 0 18 18 q0 14 -18 22 v12" stroke="#6b6b6b" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M250 ${y + 36} L400 ${y - 6} L550 ${y + 36}" stroke="#8b5a36" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="0" y="0" width="800" height="14" fill="#8b5a36" opacity="0.6"/>`;
}

function garmentBackdrop(p: Palette): string {
  return `<circle cx="400" cy="300" r="250" fill="#ffffff" opacity="0.35"/>
<rect x="0" y="520" width="800" height="80" fill="${shade(p.ground, 0.2)}"/>`;
}

function kurta(random: Random, _p: Palette): string {
  const cloth = pick(random, FABRICS);
  const thread = isLight(cloth) ? '#ffffff' : pick(random, ZARI);
  const chikan = isLight(cloth) ? shade(cloth, -0.12) : thread;
  const trim = isLight(cloth) ? shade(cloth, -0.2) : shade(cloth, -0.25);
  return `<defs>${embroidery('emb', chikan)}</defs>${hanger(110)}
<path d="M320 120 L268 132 L170 300 L214 330 L280 230 L282 520 L518 520 L520 230 L586 330 L630 300 L532 132 L480 120 Q400 168 320 120 Z" fill="${cloth}" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>
<path d="M282 420 L518 420 L518 520 L282 520 Z" fill="url(#emb)" opacity="0.9"/>
<path d="M282 230 L518 230 L518 520 L282 520 Z" fill="url(#emb)" opacity="0.35"/>
<path d="M372 128 L400 150 L428 128 L418 280 L382 280 Z" fill="${shade(cloth, isLight(cloth) ? -0.06 : 0.08)}" stroke="${trim}" stroke-width="3"/>
${Array.from({ length: 5 }, (_, k) => `<circle cx="400" cy="${176 + k * 22}" r="5" fill="${pick(random, ZARI)}"/>`).join('')}
<path d="M170 300 L214 330 L206 338 L162 308 Z" fill="${trim}"/><path d="M630 300 L586 330 L594 338 L638 308 Z" fill="${trim}"/>
<rect x="282" y="508" width="236" height="12" fill="${trim}"/>`;
}

function sherwani(random: Random, _p: Palette): string {
  const cloth = pick(random, ['#f6f1e7', '#8c1c13', '#1b263b', '#e9d8a6', '#5b2333', '#2d4739', '#f2e3c6']);
  const zari = pick(random, ZARI);
  const light = isLight(cloth);
  const trim = light ? '#b08d57' : zari;
  const stole = pick(random, ['#b23a48', '#d98e04', '#7b2d8b', '#c44569']);
  return `<defs>${embroidery('emb', light ? '#c9a86a' : zari, 30)}</defs>${hanger(110)}
<path d="M326 118 L270 134 L192 330 L232 352 L284 240 L276 560 L524 560 L516 240 L568 352 L608 330 L530 134 L474 118 Z" fill="${cloth}" stroke="${shade(cloth, -0.3)}" stroke-width="4" stroke-linejoin="round"/>
<rect x="360" y="104" width="80" height="30" rx="6" fill="${shade(cloth, -0.12)}" stroke="${trim}" stroke-width="4"/>
<path d="M276 470 L524 470 L524 560 L276 560 Z" fill="url(#emb)"/>
<path d="M284 134 L340 134 L330 300 L284 300 Z" fill="url(#emb)" opacity="0.8"/><path d="M460 134 L516 134 L516 300 L470 300 Z" fill="url(#emb)" opacity="0.8"/>
<line x1="400" y1="134" x2="400" y2="560" stroke="${trim}" stroke-width="4"/>
${Array.from({ length: 9 }, (_, k) => `<circle cx="400" cy="${156 + k * 30}" r="7" fill="${zari}" stroke="${shade(zari, -0.3)}" stroke-width="2"/>`).join('')}
<path d="M470 130 C 440 230, 470 330, 430 560 L470 560 C 500 350, 480 240, 500 136 Z" fill="${stole}" opacity="0.95"/>
<path d="M430 560 L470 560 L468 544 L432 544 Z" fill="${zari}"/>
<path d="M192 330 L232 352 L226 362 L186 340 Z" fill="${trim}"/><path d="M608 330 L568 352 L574 362 L614 340 Z" fill="${trim}"/>`;
}

function lehenga(random: Random, _p: Palette): string {
  const cloth = pick(random, ['#b23a48', '#c44569', '#8c1c13', '#d98e04', '#2a9d8f', '#7b2d8b', '#e07a5f', '#6b8f71']);
  const zari = pick(random, ZARI);
  const dupatta = shade(pick(random, FABRICS), 0.25);
  const skirt = `M330 250 L300 250 C 250 360, 200 470, 160 540 Q 400 590 640 540 C 600 470, 550 360, 500 250 Z`;
  return `<defs>${embroidery('emb', zari, 32)}<clipPath id="sk"><path d="${skirt}"/></clipPath></defs>
<rect x="398" y="40" width="4" height="60" fill="#6b6b6b"/>
<path d="M345 100 Q400 88 455 100 L470 150 Q478 210 470 250 L330 250 Q322 210 330 150 Z" fill="#d9b99b"/>
<path d="M334 150 Q400 132 466 150 L470 236 L330 236 Z" fill="${shade(cloth, -0.1)}" stroke="${zari}" stroke-width="4"/>
<path d="M334 150 Q400 180 466 150" fill="none" stroke="${zari}" stroke-width="4"/>
<path d="${skirt}" fill="${cloth}"/>
<g clip-path="url(#sk)"><rect x="150" y="250" width="500" height="340" fill="url(#emb)" opacity="0.55"/>
${Array.from({ length: 7 }, (_, k) => `<path d="M${400 + (k - 3) * 16} 250 L${400 + (k - 3) * 70} 580" stroke="${shade(cloth, -0.15)}" stroke-width="3"/>`).join('')}
<path d="M150 500 Q 400 552 650 500 L650 600 L150 600 Z" fill="${zari}"/><path d="M150 512 Q 400 564 650 512" stroke="${shade(cloth, -0.3)}" stroke-width="6" fill="none"/></g>
<rect x="300" y="238" width="200" height="18" rx="6" fill="${zari}"/>
<path d="M462 110 C 560 180, 600 320, 640 470 L600 480 C 570 340, 520 220, 450 140 Z" fill="${dupatta}" opacity="0.75"/>
<path d="M640 470 L600 480 L604 494 L644 484 Z" fill="${zari}"/>`;
}

function saree(random: Random, _p: Palette): string {
  const cloth = pick(random, ['#8c1c13', '#2a9d8f', '#7b2d8b', '#d98e04', '#c44569', '#1f6f8b', '#f6f1e7', '#2d4739']);
  const border = pick(random, ZARI);
  const light = isLight(cloth);
  const motif = light ? '#cfd8dc' : border;
  return `<defs>${embroidery('emb', motif, 28)}</defs>
<rect x="398" y="40" width="4" height="60" fill="#6b6b6b"/>
<path d="M345 100 Q400 88 455 100 L470 150 Q478 210 470 250 L330 250 Q322 210 330 150 Z" fill="#d9b99b"/>
<path d="M334 150 Q400 132 466 150 L470 232 L330 232 Z" fill="${shade(cloth, -0.2)}"/>
<path d="M330 230 C 310 330, 290 440, 270 550 L530 550 C 510 440, 490 330, 470 230 Z" fill="${cloth}"/>
<path d="M330 230 C 310 330, 290 440, 270 550 L530 550 C 510 440, 490 330, 470 230 Z" fill="url(#emb)" opacity="0.45"/>
${Array.from({ length: 6 }, (_, k) => `<path d="M${372 + k * 10} 300 L${352 + k * 22} 550" stroke="${shade(cloth, -0.18)}" stroke-width="3"/>`).join('')}
<rect x="268" y="530" width="264" height="20" fill="${border}"/>
<path d="M336 140 C 380 150, 440 170, 470 210 C 500 260, 520 330, 548 420 L 600 410 C 572 320, 540 230, 490 160 C 460 120, 420 100, 380 96 Z" fill="${shade(cloth, 0.06)}"/>
<path d="M336 140 C 380 150, 440 170, 470 210 C 500 260, 520 330, 548 420 L 600 410 C 572 320, 540 230, 490 160 C 460 120, 420 100, 380 96 Z" fill="url(#emb)" opacity="0.6"/>
<path d="M548 420 L600 410 L606 440 L554 452 Z" fill="${border}"/>
<path d="M380 96 C 420 100, 460 120, 490 160 C 540 230, 572 320, 600 410" stroke="${border}" stroke-width="10" fill="none"/>`;
}

function gown(random: Random, _p: Palette): string {
  const cloth = pick(random, ['#1b263b', '#6a4c93', '#c44569', '#2a9d8f', '#f6f1e7', '#e9d8a6', '#8c1c13']);
  const sparkle = isLight(cloth) ? '#c9a86a' : '#f7e1a0';
  const dots = Array.from(
    { length: 60 },
    () =>
      `<circle cx="${intBetween(random, 230, 570)}" cy="${intBetween(random, 250, 550)}" r="${intBetween(random, 2, 4)}" fill="${sparkle}" opacity="0.8"/>`,
  ).join('');
  const skirt = 'M340 240 C 300 360, 220 470, 190 560 L610 560 C 580 470, 500 360, 460 240 Z';
  return `<defs><clipPath id="gs"><path d="${skirt}"/></clipPath></defs>
<rect x="398" y="40" width="4" height="60" fill="#6b6b6b"/>
<path d="M345 100 Q400 88 455 100 L470 150 Q478 210 466 244 L334 244 Q322 210 330 150 Z" fill="#d9b99b"/>
<path d="M334 140 Q400 170 466 140 L470 244 L330 244 Z" fill="${shade(cloth, -0.08)}"/>
<path d="${skirt}" fill="${cloth}"/>
<g clip-path="url(#gs)">${dots}${Array.from({ length: 5 }, (_, k) => `<path d="M${360 + k * 20} 240 C ${340 + k * 20} 400, ${260 + k * 60} 480, ${230 + k * 85} 560" stroke="${shade(cloth, -0.15)}" stroke-width="4" fill="none"/>`).join('')}</g>
<path d="M330 236 Q400 256 470 236 L470 250 Q400 270 330 250 Z" fill="${sparkle}"/>`;
}

function jacket(random: Random, _p: Palette): string {
  const kurtaCloth = pick(random, ['#f6f1e7', '#ffffff', '#f2e3c6']);
  const cloth = pick(random, ['#1b263b', '#d98e04', '#2d4739', '#5b2333', '#3d5a80', '#8c1c13']);
  const button = pick(random, ZARI);
  return `${hanger(110)}
<path d="M320 120 L268 132 L170 300 L214 330 L280 230 L282 540 L518 540 L520 230 L586 330 L630 300 L532 132 L480 120 Q400 168 320 120 Z" fill="${kurtaCloth}" stroke="${shade(kurtaCloth, -0.15)}" stroke-width="4" stroke-linejoin="round"/>
<path d="M318 122 L282 150 L276 470 L398 470 L398 200 L366 120 Z" fill="${cloth}"/>
<path d="M482 122 L518 150 L524 470 L402 470 L402 200 L434 120 Z" fill="${shade(cloth, -0.06)}"/>
<rect x="366" y="104" width="68" height="26" rx="6" fill="${shade(cloth, -0.2)}"/>
${Array.from({ length: 6 }, (_, k) => `<circle cx="400" cy="${220 + k * 40}" r="7" fill="${button}" stroke="${shade(button, -0.3)}" stroke-width="2"/>`).join('')}
<rect x="300" y="360" width="64" height="8" rx="3" fill="${shade(cloth, -0.25)}"/><rect x="436" y="360" width="64" height="8" rx="3" fill="${shade(cloth, -0.25)}"/>
<path d="M440 240 L480 240 L476 260 L444 260 Z" fill="${pick(random, ['#c44569', '#f4c95d', '#2a9d8f'])}"/>
<rect x="436" y="262" width="50" height="6" rx="3" fill="${shade(cloth, -0.25)}"/>`;
}

const DRAW: Record<IllustrationKind, (random: Random, palette: Palette) => string> = {
  apartment,
  house,
  villa,
  shop,
  office,
  room,
  plot,
  fridge,
  ac,
  washer,
  tv,
  cooler,
  microwave,
  geyser,
  purifier,
  inverter,
  fan,
  kurta,
  sherwani,
  lehenga,
  saree,
  gown,
  jacket,
};

const OUTDOOR = new Set<IllustrationKind>(['apartment', 'house', 'villa', 'shop', 'office', 'plot']);
const CLOTHING = new Set<IllustrationKind>(['kurta', 'sherwani', 'lehenga', 'saree', 'gown', 'jacket']);

function labelPill(label: string, p: Palette): string {
  const text = label.length > 34 ? `${label.slice(0, 33)}…` : label;
  const width = Math.round(text.length * 14.6 + 60);
  return `<g><rect x="24" y="536" width="${width}" height="44" rx="22" fill="#ffffff" opacity="0.92"/>
<circle cx="46" cy="558" r="7" fill="${p.accent}"/>
<text x="62" y="566" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" font-weight="bold" fill="#263238">${escapeXml(text)}</text></g>`;
}

/** The SVG document (1200×900 pixels, 800×600 user units) for one catalogue item. */
export function drawIllustration(input: IllustrationInput): string {
  const random = createRandom(`${input.kind}:${input.seed}`);
  const palette = pick(random, PALETTES);
  const [top, bottom] = palette.sky;
  const scene = OUTDOOR.has(input.kind)
    ? outdoorBackdrop(random, palette)
    : CLOTHING.has(input.kind)
      ? garmentBackdrop(palette)
      : indoorBackdrop(palette);
  const body = DRAW[input.kind](random, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 800 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/>
${scene}
${body}
${input.label ? labelPill(input.label, palette) : ''}
</svg>`;
}
