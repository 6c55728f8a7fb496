// Generated artwork (SVG) for products, categories, banners, campaigns, payment
// methods and the logo. Pure functions of their inputs, so a path always gives the
// same bytes (served as immutable). Every SVG has width, height and viewBox.
import { seededRandom } from './seeded-random.ts';

export const ART_SHAPES = [
  'mug', 'bottle', 'frame', 'cushion', 'heart', 'tshirt', 'hoodie', 'cap', 'pendant', 'bracelet', 'ring', 'cufflinks',
  'lamp', 'clock', 'nameplate', 'candle', 'pen', 'diary', 'organiser', 'hamper', 'giftcard', 'printable', 'wallpaper',
  'keychain', 'phonecase', 'wallet', 'gift',
] as const;
export type ArtShape = (typeof ART_SHAPES)[number];
export const isArtShape = (s: string): s is ArtShape => (ART_SHAPES as readonly string[]).includes(s);

const PLUM = '#4A1942';
const MARIGOLD = '#E8A317';
const IVORY = '#FBF6EC';
const BACKGROUNDS = ['#FBF6EC', '#FDEEEE', '#EAF6F0', '#EAF1FB', '#F3EEFA', '#FFF4E0', '#F1F4EA'];
/** Colours used when a product has no colour of its own (digital goods, hampers). */
const HOUSE_COLORS = ['#4A1942', '#E8A317', '#1F6F78', '#C0504D', '#2E8B57', '#6A3D9A', '#1F3A68'];

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** Mixes `hex` towards `other` by t (0..1). */
export function mix(hex: string, other: string, t: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return `#${a.map((v, i) => Math.round(v + (b[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${body}</svg>`;

function heartPath(cx: number, cy: number, s: number): string {
  const f = (n: number) => Math.round(n * 10) / 10;
  return `M${f(cx)} ${f(cy + s * 0.9)} C${f(cx - s * 1.4)} ${f(cy + s * 0.1)} ${f(cx - s * 0.9)} ${f(cy - s * 1.0)} ${f(cx)} ${f(cy - s * 0.35)} `
    + `C${f(cx + s * 0.9)} ${f(cy - s * 1.0)} ${f(cx + s * 1.4)} ${f(cy + s * 0.1)} ${f(cx)} ${f(cy + s * 0.9)} Z`;
}

interface Ink { c: string; d: string; l: string }

/** The object itself, drawn in an 800x800 box around (400, 400). */
function shapeBody(shape: ArtShape, k: Ink): string {
  const { c, d, l } = k;
  const o = `fill="${c}" stroke="${d}" stroke-width="8" stroke-linejoin="round"`;
  switch (shape) {
    case 'mug':
      return `<path d="M520 330h36a78 78 0 0 1 0 180h-36" fill="none" stroke="${d}" stroke-width="46" stroke-linecap="round"/>`
        + `<path d="M520 330h36a78 78 0 0 1 0 180h-36" fill="none" stroke="${c}" stroke-width="28" stroke-linecap="round"/>`
        + `<rect x="240" y="260" width="280" height="340" rx="30" ${o}/>`
        + `<ellipse cx="380" cy="264" rx="138" ry="22" fill="${d}"/>`
        + `<path d="${heartPath(380, 430, 62)}" fill="${l}"/>`;
    case 'bottle':
      return `<rect x="352" y="170" width="96" height="70" rx="14" fill="${d}"/>`
        + `<rect x="320" y="228" width="160" height="410" rx="56" ${o}/>`
        + `<rect x="320" y="380" width="160" height="100" fill="${l}"/>`
        + `<circle cx="400" cy="430" r="26" fill="${c}"/>`;
    case 'frame':
      return `<rect x="210" y="180" width="380" height="450" rx="14" ${o}/>`
        + `<rect x="252" y="222" width="296" height="366" fill="#FFFDF8"/>`
        + `<rect x="266" y="236" width="268" height="338" fill="#CFE8F5"/>`
        + `<circle cx="470" cy="310" r="32" fill="${MARIGOLD}"/>`
        + `<path d="M266 574L352 432L410 508L462 450L534 574Z" fill="#6FA77F"/>`;
    case 'cushion':
      return `<path d="M200 220Q400 180 600 220Q640 400 600 580Q400 620 200 580Q160 400 200 220Z" ${o}/>`
        + `<rect x="300" y="300" width="200" height="200" rx="16" fill="${l}"/>`
        + `<path d="${heartPath(400, 405, 48)}" fill="${d}"/>`;
    case 'heart':
      return `<path d="${heartPath(400, 420, 210)}" ${o}/>`
        + `<path d="M300 300Q270 330 275 380" fill="none" stroke="${l}" stroke-width="18" stroke-linecap="round"/>`;
    case 'tshirt':
      return `<path d="M300 190L220 225L150 320L230 375L270 335L270 630L530 630L530 335L570 375L650 320L580 225L500 190Q400 250 300 190Z" ${o}/>`
        + `<circle cx="400" cy="410" r="62" fill="${l}"/><path d="${heartPath(400, 412, 30)}" fill="${d}"/>`;
    case 'hoodie':
      return `<path d="M310 200L220 235L160 560L235 570L275 360L275 630L525 630L525 360L565 570L640 560L580 235L490 200Z" ${o}/>`
        + `<path d="M310 205Q400 90 490 205Q400 270 310 205Z" fill="${d}"/>`
        + `<path d="M330 520H470L490 590H310Z" fill="${l}" opacity="0.6"/>`
        + `<path d="M380 240V330M420 240V330" stroke="${l}" stroke-width="8" stroke-linecap="round"/>`;
    case 'cap':
      return `<path d="M230 470Q235 250 400 240Q565 250 570 470Z" ${o}/>`
        + `<path d="M400 245V470M310 270Q300 380 305 470M490 270Q500 380 495 470" fill="none" stroke="${d}" stroke-width="5"/>`
        + `<path d="M225 470Q420 525 665 470Q650 540 430 548Q255 540 225 470Z" fill="${d}"/>`
        + `<circle cx="400" cy="245" r="14" fill="${d}"/>`;
    case 'pendant':
      return `<path d="M250 170Q400 430 550 170" fill="none" stroke="${d}" stroke-width="7"/>`
        + `<circle cx="400" cy="372" r="18" fill="none" stroke="${d}" stroke-width="7"/>`
        + `<circle cx="400" cy="480" r="96" ${o}/>`
        + `<path d="${heartPath(400, 484, 40)}" fill="${l}"/>`;
    case 'bracelet':
      return `<ellipse cx="400" cy="400" rx="200" ry="130" fill="none" stroke="${d}" stroke-width="48"/>`
        + `<ellipse cx="400" cy="400" rx="200" ry="130" fill="none" stroke="${c}" stroke-width="32"/>`
        + `<circle cx="400" cy="548" r="34" ${o}/><path d="${heartPath(400, 550, 14)}" fill="${l}"/>`;
    case 'ring':
      return `<circle cx="400" cy="460" r="150" fill="none" stroke="${d}" stroke-width="52"/>`
        + `<circle cx="400" cy="460" r="150" fill="none" stroke="${c}" stroke-width="36"/>`
        + `<path d="M400 230L455 285L400 345L345 285Z" fill="${l}" stroke="${d}" stroke-width="7"/>`
        + `<path d="M345 285H455M400 230L380 285L400 345L420 285Z" fill="none" stroke="${d}" stroke-width="4"/>`;
    case 'cufflinks':
      return `<rect x="380" y="470" width="40" height="90" rx="10" fill="${d}" transform="translate(-110 0)"/>`
        + `<rect x="380" y="470" width="40" height="90" rx="10" fill="${d}" transform="translate(110 0)"/>`
        + `<rect x="200" y="300" width="180" height="180" rx="40" ${o}/><rect x="420" y="300" width="180" height="180" rx="40" ${o}/>`
        + `<circle cx="290" cy="390" r="36" fill="${l}"/><circle cx="510" cy="390" r="36" fill="${l}"/>`;
    case 'lamp':
      return `<circle cx="400" cy="430" r="210" fill="#FFE9A8" opacity="0.55"/>`
        + `<rect x="386" y="420" width="28" height="170" fill="${d}"/>`
        + `<ellipse cx="400" cy="600" rx="120" ry="24" fill="${d}"/>`
        + `<path d="M300 210H500L565 430H235Z" ${o}/>`
        + `<path d="M300 280H520" stroke="${l}" stroke-width="10"/>`;
    case 'clock': {
      const ticks = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const r1 = i % 3 === 0 ? 130 : 142;
        const f = (n: number) => Math.round(n * 10) / 10;
        return `<line x1="${f(400 + r1 * Math.sin(a))}" y1="${f(410 - r1 * Math.cos(a))}" x2="${f(400 + 156 * Math.sin(a))}" y2="${f(410 - 156 * Math.cos(a))}" stroke="${d}" stroke-width="${i % 3 === 0 ? 10 : 5}" stroke-linecap="round"/>`;
      }).join('');
      return `<circle cx="400" cy="410" r="210" ${o}/><circle cx="400" cy="410" r="172" fill="#FFFDF8"/>${ticks}`
        + `<path d="M400 410L400 300M400 410L480 450" stroke="${PLUM}" stroke-width="12" stroke-linecap="round"/>`
        + `<circle cx="400" cy="410" r="14" fill="${c}" stroke="${d}" stroke-width="4"/>`;
    }
    case 'nameplate':
      return `<path d="M290 250L400 150L510 250" fill="none" stroke="${d}" stroke-width="7"/><circle cx="400" cy="150" r="14" fill="${d}"/>`
        + `<rect x="180" y="240" width="440" height="260" rx="36" ${o}/>`
        + `<rect x="250" y="320" width="300" height="34" rx="17" fill="${l}"/><rect x="300" y="386" width="200" height="24" rx="12" fill="${l}"/>`
        + `<circle cx="222" cy="282" r="14" fill="${MARIGOLD}"/><circle cx="578" cy="458" r="14" fill="${MARIGOLD}"/>`;
    case 'candle':
      return `<circle cx="400" cy="250" r="120" fill="#FFE9A8" opacity="0.5"/>`
        + `<rect x="318" y="320" width="164" height="300" rx="14" ${o}/>`
        + `<ellipse cx="400" cy="322" rx="82" ry="18" fill="${l}" stroke="${d}" stroke-width="6"/>`
        + `<line x1="400" y1="322" x2="400" y2="290" stroke="${PLUM}" stroke-width="6"/>`
        + `<path d="M400 190Q446 250 400 296Q354 250 400 190Z" fill="#F6A21A"/><path d="M400 232Q420 262 400 286Q380 262 400 232Z" fill="#FFE6A3"/>`;
    case 'pen':
      return `<g transform="rotate(-35 400 400)"><rect x="210" y="378" width="360" height="44" rx="20" ${o}/>`
        + `<rect x="520" y="372" width="90" height="56" rx="14" fill="${d}"/><rect x="470" y="360" width="110" height="10" rx="5" fill="${d}"/>`
        + `<path d="M212 380L150 400L212 420Z" fill="${MARIGOLD}" stroke="${d}" stroke-width="5"/></g>`;
    case 'diary':
      return `<rect x="250" y="190" width="300" height="430" rx="18" ${o}/><rect x="250" y="190" width="44" height="430" rx="12" fill="${d}"/>`
        + `<rect x="500" y="190" width="22" height="430" fill="${l}"/><rect x="330" y="280" width="140" height="64" rx="10" fill="${l}"/>`;
    case 'organiser':
      return `<g transform="rotate(-12 340 360)"><rect x="320" y="200" width="30" height="240" rx="10" fill="${MARIGOLD}"/></g>`
        + `<g transform="rotate(10 460 360)"><rect x="440" y="180" width="26" height="260" rx="10" fill="${PLUM}"/></g>`
        + `<rect x="382" y="230" width="40" height="200" rx="6" fill="#9CC9A8"/>`
        + `<rect x="240" y="400" width="320" height="220" rx="18" ${o}/><rect x="240" y="460" width="320" height="16" fill="${l}"/>`;
    case 'hamper':
      return `<rect x="300" y="240" width="60" height="190" rx="14" fill="${PLUM}"/><circle cx="440" cy="370" r="62" fill="${MARIGOLD}"/>`
        + `<circle cx="520" cy="390" r="44" fill="#C0504D"/><rect x="360" y="300" width="70" height="120" rx="8" fill="#9CC9A8"/>`
        + `<path d="M200 410H600L560 630H240Z" ${o}/>`
        + `<path d="M230 470H570M245 530H555M258 590H542" stroke="${d}" stroke-width="6"/>`
        + `<path d="M360 420Q320 370 370 380Q400 390 400 420Q400 390 430 380Q480 370 440 420" fill="${l}" stroke="${d}" stroke-width="5"/>`;
    case 'giftcard':
      return `<rect x="160" y="250" width="480" height="310" rx="30" ${o}/>`
        + `<rect x="480" y="250" width="34" height="310" fill="${l}"/><rect x="160" y="390" width="480" height="34" fill="${l}"/>`
        + `<path d="M497 407Q430 330 470 320Q500 315 497 407Q494 315 524 320Q564 330 497 407Z" fill="${l}" stroke="${d}" stroke-width="5"/>`
        + `<rect x="205" y="300" width="180" height="26" rx="13" fill="${l}" opacity="0.7"/><rect x="205" y="470" width="120" height="20" rx="10" fill="${l}" opacity="0.7"/>`;
    case 'printable':
      return `<path d="M250 160H500L560 220V640H250Z" fill="#FFFFFF" stroke="${d}" stroke-width="8" stroke-linejoin="round"/>`
        + `<path d="M500 160V220H560" fill="${l}" stroke="${d}" stroke-width="6"/>`
        + `<rect x="290" y="240" width="230" height="90" rx="10" fill="${c}"/>`
        + `<path d="M405 262L416 285L441 288L422 304L428 328L405 316L382 328L388 304L369 288L394 285Z" fill="${l}"/>`
        + `<rect x="290" y="370" width="230" height="18" rx="9" fill="${l}"/><rect x="290" y="410" width="190" height="18" rx="9" fill="${l}"/>`
        + `<rect x="290" y="450" width="210" height="18" rx="9" fill="${l}"/><rect x="290" y="490" width="150" height="18" rx="9" fill="${l}"/>`;
    case 'wallpaper':
      return `<defs><linearGradient id="wp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${l}"/></linearGradient></defs>`
        + `<rect x="270" y="140" width="260" height="520" rx="40" fill="#22222A"/>`
        + `<rect x="286" y="166" width="228" height="468" rx="26" fill="url(#wp)"/>`
        + `<circle cx="400" cy="400" r="80" fill="none" stroke="#FFFFFF" stroke-width="6" opacity="0.8"/>`
        + `<circle cx="400" cy="400" r="50" fill="none" stroke="#FFFFFF" stroke-width="4" opacity="0.7"/>`
        + `<circle cx="400" cy="400" r="18" fill="#FFFFFF" opacity="0.85"/>`;
    case 'keychain':
      return `<circle cx="400" cy="230" r="62" fill="none" stroke="#9AA1AA" stroke-width="14"/>`
        + `<rect x="388" y="284" width="24" height="50" rx="8" fill="#9AA1AA"/>`
        + `<rect x="290" y="320" width="220" height="290" rx="48" ${o}/><circle cx="400" cy="360" r="14" fill="${IVORY}"/>`
        + `<path d="${heartPath(400, 480, 52)}" fill="${l}"/>`;
    case 'phonecase':
      return `<rect x="280" y="160" width="240" height="480" rx="46" ${o}/>`
        + `<rect x="306" y="190" width="96" height="110" rx="22" fill="${d}"/>`
        + `<circle cx="336" cy="222" r="16" fill="${l}"/><circle cx="372" cy="268" r="16" fill="${l}"/>`
        + `<path d="${heartPath(400, 450, 56)}" fill="${l}"/>`;
    case 'wallet':
      return `<rect x="190" y="270" width="420" height="300" rx="30" ${o}/>`
        + `<rect x="214" y="294" width="372" height="252" rx="20" fill="none" stroke="${l}" stroke-width="4" stroke-dasharray="12 10"/>`
        + `<path d="M420 350H610V470H420Q390 410 420 350Z" fill="${d}"/><circle cx="460" cy="410" r="16" fill="${l}"/>`;
    case 'gift':
      return `<rect x="230" y="330" width="340" height="280" rx="12" ${o}/><rect x="210" y="270" width="380" height="80" rx="12" ${o}/>`
        + `<rect x="378" y="270" width="44" height="340" fill="${l}"/>`
        + `<path d="M400 270Q320 180 300 230Q290 270 400 270Q510 270 500 230Q480 180 400 270Z" fill="${l}" stroke="${d}" stroke-width="6"/>`;
  }
}

function inkFor(hex: string): Ink {
  const light = luminance(hex) > 0.82;
  return { c: hex, d: mix(hex, '#000000', light ? 0.45 : 0.35), l: light ? mix(hex, '#C9A227', 0.35) : mix(hex, '#FFFFFF', 0.6) };
}

function confetti(rand: () => number, w: number, h: number, n: number, colors: string[]): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = Math.round(rand() * w);
    const y = Math.round(rand() * h);
    const r = 4 + Math.round(rand() * 8);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colors[i % colors.length]}" opacity="0.35"/>`;
  }
  return out;
}

/** A product in one colour (null: the house colour picked by product id), 800x800. */
export function productArt(shape: ArtShape, productId: number, colorHex: string | null): string {
  const rand = seededRandom(productId * 2654435761);
  const hex = colorHex ?? HOUSE_COLORS[productId % HOUSE_COLORS.length]!;
  const bg = BACKGROUNDS[productId % BACKGROUNDS.length]!;
  const body = `<rect width="800" height="800" fill="${bg}"/>`
    + confetti(rand, 800, 800, 14, [MARIGOLD, PLUM, hex])
    + `<circle cx="400" cy="410" r="300" fill="${mix(hex, '#FFFFFF', 0.78)}"/>`
    + `<ellipse cx="400" cy="668" rx="230" ry="26" fill="#000000" opacity="0.08"/>`
    + shapeBody(shape, inkFor(hex));
  return svg(800, 800, body, `${shape} artwork`);
}

/** A category tile, 600x600. */
export function categoryArt(shape: ArtShape, categoryId: number): string {
  const hex = HOUSE_COLORS[categoryId % HOUSE_COLORS.length]!;
  const body = `<rect width="600" height="600" fill="${BACKGROUNDS[categoryId % BACKGROUNDS.length]}"/>`
    + `<g transform="translate(-100 -100) scale(1)"><circle cx="400" cy="410" r="270" fill="${mix(hex, '#FFFFFF', 0.8)}"/>`
    + `<g transform="translate(400 410) scale(0.8) translate(-400 -410)">${shapeBody(shape, inkFor(hex))}</g></g>`;
  return svg(600, 600, body, `${shape} category artwork`);
}

const BANNER_THEMES: [string, string, ArtShape[]][] = [
  ['#4A1942', '#8E3B6E', ['mug', 'gift', 'heart']],
  ['#7A3E00', '#E8A317', ['lamp', 'hamper', 'candle']],
  ['#1F4F5A', '#2E8B8B', ['pendant', 'ring', 'giftcard']],
  ['#5B1F2E', '#C0504D', ['frame', 'cushion', 'gift']],
  ['#243B55', '#4F6D8F', ['pen', 'diary', 'wallet']],
];

/** A wide home banner, 1600x600: artwork on the right, the left kept calm for the titles. */
export function bannerArt(n: number): string {
  const [from, to, shapes] = BANNER_THEMES[(n - 1) % BANNER_THEMES.length]!;
  const rand = seededRandom(n * 7919);
  const placed = shapes.map((shape, i) => {
    const [x, y, s] = [[1130, 300, 0.62], [1400, 380, 0.45], [900, 420, 0.36]][i]!;
    const hex = [MARIGOLD, '#FFFFFF', mix(to, '#FFFFFF', 0.5)][i]!;
    return `<g transform="translate(${x} ${y}) scale(${s}) translate(-400 -400)">${shapeBody(shape, inkFor(hex))}</g>`;
  }).join('');
  const body = `<defs><linearGradient id="bg${n}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<rect width="1600" height="600" fill="url(#bg${n})"/>`
    + `<circle cx="1180" cy="300" r="280" fill="#FFFFFF" opacity="0.08"/><circle cx="1420" cy="120" r="160" fill="#FFFFFF" opacity="0.06"/>`
    + confetti(rand, 1600, 600, 30, [MARIGOLD, '#FFFFFF', '#F6C6D0'])
    + placed;
  return svg(1600, 600, body, 'Banner artwork');
}

const CAMPAIGN_THEMES: [string, string, ArtShape][] = [
  ['#7A3E00', '#E8A317', 'hamper'],
  ['#8E1B3A', '#E8839B', 'heart'],
  ['#1F3A68', '#5DADE2', 'pen'],
  ['#2E5E3A', '#7FBF7F', 'gift'],
];

/** A campaign cover, 1200x400. */
export function campaignArt(n: number): string {
  const [from, to, shape] = CAMPAIGN_THEMES[(n - 1) % CAMPAIGN_THEMES.length]!;
  const rand = seededRandom(n * 104729);
  const body = `<defs><linearGradient id="cg${n}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
    + `<rect width="1200" height="400" fill="url(#cg${n})"/>`
    + confetti(rand, 1200, 400, 26, ['#FFFFFF', MARIGOLD])
    + `<circle cx="930" cy="200" r="170" fill="#FFFFFF" opacity="0.12"/>`
    + `<g transform="translate(930 205) scale(0.42) translate(-400 -400)">${shapeBody(shape, inkFor('#FFFFFF'))}</g>`;
  return svg(1200, 400, body, 'Campaign artwork');
}

/**
 * The payment icons' words as outlines, not SVG text (as the logo's, below): the rupee sign was
 * drawn in Arial bold, whose stand-in lacks it, so the browser asked for a fallback font by
 * character on the page's main thread, in the footer of every page and the product page's buy
 * box (docs/decisions/0032). Drawn from the faces Debian's Chromium drew them in (the rupee in
 * the fallback's DejaVu Sans made bold by the browser, a stroke of 0.75 px, 20 px; PayPal in
 * Liberation Sans Bold Italic, Arial's stand-in, 28 px), by scripts/make-art-paths.py: the
 * same pixels.
 */
const RUPEE = 'M74.7 43.6 75.2 42.4H85.3L84.8 43.6H81.4Q82.1 44.4 82.3 45.6H85.3L84.8 46.8H82.4Q82.4 48.1 81.8 48.9Q81.1 49.8 79.9 50.2Q80.5 50.4 81.1 51.1Q81.7 51.7 82.3 53L84.4 57H82.2L80.4 53.3Q79.6 51.8 79 51.3Q78.3 50.8 77.1 50.8H75V49.2H77.4Q78.9 49.2 79.6 48.6Q80.3 48 80.3 46.8H74.7L75.2 45.6H80.2Q80 45 79.6 44.5Q78.9 43.6 77.4 43.6Z';
const PAY = 'M45.7 40.7Q47.4 40.7 48.7 41.1Q50 41.5 50.9 42.3Q51.8 43 52.3 44.1Q52.8 45.2 52.8 46.5Q52.8 48.1 52.2 49.3Q51.7 50.6 50.7 51.4Q49.7 52.3 48.2 52.8Q46.8 53.2 45.1 53.2H39.9L38.6 60H34.6L38.3 40.7ZM40.5 50.1H44.5Q46.6 50.1 47.6 49.3Q48.7 48.5 48.7 46.7Q48.7 46 48.5 45.4Q48.2 44.9 47.8 44.5Q47.3 44.2 46.7 44Q46.1 43.9 45.3 43.9H41.7ZM67.3 59.8Q66.7 60.1 66.2 60.1Q65.6 60.1 64.9 60.1Q63.6 60.1 62.8 59.6Q62.1 59 62.1 58Q62.1 57.8 62.1 57.6Q62.1 57.4 62.2 57.2H62.1Q61.6 57.9 61.1 58.5Q60.7 59 60.1 59.4Q59.5 59.8 58.8 60.1Q58.1 60.3 57.1 60.3Q56 60.3 55.2 59.9Q54.4 59.6 53.9 59Q53.4 58.5 53.1 57.7Q52.9 57 52.9 56.2Q52.9 55.1 53.2 54.3Q53.5 53.5 54 52.9Q54.6 52.3 55.3 52Q56 51.6 56.8 51.4Q57.6 51.2 58.5 51.1Q59.4 51 60.3 51L62.9 51L63 50.5Q63.1 50.1 63.1 49.8Q63.2 49.5 63.2 49.2Q63.2 48.3 62.7 47.9Q62.3 47.4 61.4 47.4Q61.1 47.4 60.6 47.5Q60.2 47.5 59.8 47.7Q59.5 47.9 59.1 48.3Q58.8 48.7 58.7 49.4L55.1 49Q55.3 48 55.8 47.3Q56.3 46.6 57.1 46Q57.9 45.5 59 45.2Q60.1 44.9 61.5 44.9Q64.3 44.9 65.7 45.9Q67 46.9 67 49Q67 49.4 66.9 50Q66.8 50.6 66.7 51.1L65.7 55.9Q65.6 56.2 65.6 56.4Q65.6 56.7 65.6 56.9Q65.6 57.3 65.7 57.4Q65.8 57.6 66 57.7Q66.2 57.8 66.4 57.8Q66.6 57.8 66.7 57.8Q66.8 57.8 67 57.8Q67.2 57.8 67.5 57.7ZM62.5 53.1H60.3Q58.7 53.2 57.7 53.8Q56.8 54.4 56.8 55.6Q56.8 56.1 57 56.5Q57.1 56.9 57.4 57.1Q57.7 57.4 58 57.5Q58.4 57.6 58.8 57.6Q59.2 57.6 59.7 57.4Q60.2 57.3 60.6 56.9Q61.1 56.5 61.5 55.9Q61.9 55.3 62.2 54.4ZM76.1 60.8Q75.4 62 74.7 62.9Q74 63.8 73.2 64.5Q72.5 65.1 71.6 65.5Q70.7 65.8 69.5 65.8Q68.8 65.8 68.2 65.7Q67.7 65.7 67.2 65.6L67.7 62.9Q67.9 62.9 68.3 63Q68.6 63 68.9 63Q69.4 63 69.8 62.9Q70.3 62.7 70.7 62.4Q71.1 62.1 71.5 61.6Q71.9 61.1 72.4 60.3L72.8 59.7L69.9 45.2H73.8L74.8 52Q74.8 52.2 74.9 52.5Q74.9 52.9 75 53.3Q75 53.8 75.1 54.3Q75.1 54.8 75.2 55.2Q75.2 55.7 75.2 56.1Q75.3 56.4 75.3 56.6Q75.4 56.4 75.5 56.1Q75.7 55.7 75.9 55.3Q76.1 54.8 76.3 54.3Q76.6 53.8 76.8 53.4Q77 52.9 77.2 52.6Q77.3 52.2 77.4 52.1L81 45.2H85.1Z';
const PAL = 'M95.5 40.7Q97.2 40.7 98.5 41.1Q99.9 41.5 100.8 42.3Q101.7 43 102.1 44.1Q102.6 45.2 102.6 46.5Q102.6 48.1 102.1 49.3Q101.5 50.6 100.5 51.4Q99.5 52.3 98.1 52.8Q96.6 53.2 94.9 53.2H89.7L88.4 60H84.4L88.1 40.7ZM90.3 50.1H94.3Q96.4 50.1 97.5 49.3Q98.5 48.5 98.5 46.7Q98.5 46 98.3 45.4Q98 44.9 97.6 44.5Q97.1 44.2 96.5 44Q95.9 43.9 95.1 43.9H91.6ZM117.1 59.8Q116.6 60.1 116 60.1Q115.4 60.1 114.8 60.1Q113.4 60.1 112.7 59.6Q111.9 59 111.9 58Q111.9 57.8 111.9 57.6Q112 57.4 112 57.2H111.9Q111.4 57.9 111 58.5Q110.5 59 109.9 59.4Q109.3 59.8 108.6 60.1Q107.9 60.3 106.9 60.3Q105.8 60.3 105.1 59.9Q104.3 59.6 103.7 59Q103.2 58.5 103 57.7Q102.7 57 102.7 56.2Q102.7 55.1 103 54.3Q103.3 53.5 103.9 52.9Q104.4 52.3 105.1 52Q105.8 51.6 106.6 51.4Q107.5 51.2 108.4 51.1Q109.2 51 110.1 51L112.7 51L112.8 50.5Q112.9 50.1 113 49.8Q113 49.5 113 49.2Q113 48.3 112.5 47.9Q112.1 47.4 111.3 47.4Q110.9 47.4 110.4 47.5Q110 47.5 109.6 47.7Q109.3 47.9 109 48.3Q108.7 48.7 108.5 49.4L104.9 49Q105.1 48 105.6 47.3Q106.1 46.6 106.9 46Q107.7 45.5 108.8 45.2Q109.9 44.9 111.3 44.9Q114.2 44.9 115.5 45.9Q116.8 46.9 116.8 49Q116.8 49.4 116.7 50Q116.6 50.6 116.5 51.1L115.5 55.9Q115.5 56.2 115.4 56.4Q115.4 56.7 115.4 56.9Q115.4 57.3 115.5 57.4Q115.7 57.6 115.8 57.7Q116 57.8 116.2 57.8Q116.4 57.8 116.5 57.8Q116.7 57.8 116.8 57.8Q117 57.8 117.3 57.7ZM112.3 53.1H110.1Q108.5 53.2 107.6 53.8Q106.6 54.4 106.6 55.6Q106.6 56.1 106.8 56.5Q107 56.9 107.2 57.1Q107.5 57.4 107.9 57.5Q108.2 57.6 108.6 57.6Q109 57.6 109.5 57.4Q110 57.3 110.5 56.9Q110.9 56.5 111.3 55.9Q111.8 55.3 112 54.4ZM118.6 60 122.6 39.7H126.4L122.5 60Z';

export type PaymentIcon = 'cash' | 'paypal' | 'card';
export function paymentArt(kind: PaymentIcon): string {
  const frame = `<rect x="2" y="2" width="156" height="96" rx="12" fill="#FFFFFF" stroke="#D6D0C4" stroke-width="2"/>`;
  if (kind === 'cash') {
    return svg(160, 100, frame
      + `<rect x="24" y="26" width="112" height="48" rx="6" fill="#DFF0E3" stroke="#2E7D32" stroke-width="3"/>`
      + `<circle cx="80" cy="50" r="15" fill="#2E7D32"/>`
      + `<path d="${RUPEE}" fill="#FFFFFF" stroke="#FFFFFF" stroke-width="0.75"/>`
      + `<circle cx="38" cy="50" r="4" fill="#2E7D32"/><circle cx="122" cy="50" r="4" fill="#2E7D32"/>`, 'Cash on delivery');
  }
  if (kind === 'paypal') {
    return svg(160, 100, frame
      + `<path d="${PAY}" fill="#003087"/><path d="${PAL}" fill="#009CDE"/>`, 'PayPal');
  }
  return svg(160, 100, frame
    + `<rect x="26" y="20" width="108" height="64" rx="8" fill="#1F3A68"/><rect x="26" y="32" width="108" height="10" fill="#0E1F3A"/>`
    + `<rect x="38" y="50" width="20" height="15" rx="3" fill="#E8C15A"/>`
    + `<circle cx="104" cy="68" r="9" fill="#E8772E" opacity="0.9"/><circle cx="116" cy="68" r="9" fill="#F4C430" opacity="0.9"/>`, 'Card');
}

/**
 * The logo's two words as outlines, not SVG text: a picture with text is laid out as a document
 * of its own with the machine's fonts looked up and shaped, on the page's main thread, on every
 * page (docs/decisions/0032). Drawn from the faces Debian's Chromium drew the text in ("Tohfa"
 * in Georgia's stand-in, Liberation Serif Bold, 66 px with 1 px letter spacing; تحفة in DejaVu
 * Sans made bold by the browser, a stroke of 1.09 px, 34 px, ending at x 336), by
 * scripts/make-art-paths.py: the same pixels (mean difference 0.24 of 255 at 10x).
 */
const LOGO_NAME = 'M92 76V73.6L98.9 72.8V36.2H97.2Q93 36.2 90.5 36.4Q88 36.6 86.8 36.8L86 44.9H83V32.8H125V44.9H122.1L121.2 36.8Q120 36.6 117.2 36.4Q114.4 36.3 110.6 36.3H109V72.8L115.9 73.6V76ZM151.4 60.7Q151.4 64.6 150.7 67.5Q149.9 70.5 148.2 72.5Q146.5 74.5 143.8 75.6Q141.1 76.6 137.3 76.6Q133.7 76.6 131.1 75.6Q128.5 74.6 126.8 72.6Q125.1 70.5 124.3 67.5Q123.5 64.6 123.5 60.7Q123.5 56.9 124.3 53.9Q125.1 51 126.8 49Q128.5 47 131.2 45.9Q133.8 44.9 137.5 44.9Q144.7 44.9 148.1 48.9Q151.4 52.9 151.4 60.7ZM142 60.7Q142 57.6 141.8 55.2Q141.6 52.9 141.1 51.3Q140.6 49.7 139.7 48.9Q138.8 48.2 137.3 48.2Q135.9 48.2 135 48.9Q134.2 49.7 133.7 51.3Q133.2 52.9 133.1 55.2Q132.9 57.6 132.9 60.7Q132.9 63.9 133.1 66.2Q133.2 68.6 133.7 70.2Q134.2 71.8 135 72.6Q135.9 73.4 137.3 73.4Q138.8 73.4 139.7 72.6Q140.6 71.8 141.1 70.2Q141.6 68.6 141.8 66.2Q142 63.9 142 60.7ZM169 43.3Q169 43.8 169 44.5Q169 45.1 168.9 45.8Q168.9 46.5 168.9 47.2Q168.9 47.9 168.8 48.3Q169.8 47.8 171 47.2Q172.2 46.6 173.6 46.1Q174.9 45.6 176.4 45.2Q177.8 44.9 179.3 44.9Q181.1 44.9 182.6 45.4Q184.2 45.9 185.3 46.9Q186.4 48 187 49.7Q187.6 51.4 187.6 53.8V73.1L190.7 73.9V76H175.6V73.9L178.3 73.1V55.1Q178.3 52.4 177.2 50.9Q176 49.3 173.9 49.3Q171.5 49.3 169 50.4V73.1L171.8 73.9V76H156.7V73.9L159.7 73.1V33.1L156.6 32.3V30.2H169ZM197.7 49.1H193.2V46.8L197.7 45.6V42.3Q197.7 39.1 198.6 36.7Q199.4 34.3 201 32.7Q202.5 31.1 204.8 30.3Q207.1 29.5 209.9 29.5Q210.7 29.5 211.4 29.6Q212.2 29.6 212.9 29.7Q213.6 29.8 214.2 29.9Q214.8 30 215.3 30.1V37.4H213.2L212.3 33.8Q212 33.6 211.5 33.3Q211 33.1 210.3 33.1Q209.6 33.1 209 33.5Q208.4 33.9 207.9 34.9Q207.5 35.9 207.3 37.5Q207 39 207 41.3V45.7H213.2V49.1H207V73.1L212 73.9V76H194.4V73.9L197.7 73.1ZM233.2 45Q235.7 45 237.8 45.4Q239.9 45.9 241.4 46.9Q242.9 47.8 243.8 49.4Q244.6 51.1 244.6 53.4V73.1L247.6 73.9V76H236.5L235.8 73.7Q235.2 74.1 234.4 74.6Q233.5 75.1 232.5 75.6Q231.4 76 230.1 76.3Q228.8 76.6 227.2 76.6Q224.5 76.6 222.7 76Q220.9 75.3 219.8 74.1Q218.7 72.9 218.3 71.2Q217.8 69.6 217.8 67.6Q217.8 64.5 218.9 62.6Q220 60.8 221.8 59.7Q223.7 58.7 226.1 58.4Q228.6 58.1 231.4 58L235.3 57.9V53.5Q235.3 50.8 234.2 49.4Q233.1 48 230.8 48Q229.1 48 227.6 48.5Q226.1 49 224.8 49.7L223.5 53.5H221.4V46.2Q222.9 45.9 224.2 45.7Q225.6 45.5 227 45.4Q228.3 45.2 229.9 45.1Q231.4 45 233.2 45ZM235.3 60.8 232.6 60.9Q231.2 61 230.1 61.3Q229.1 61.6 228.4 62.4Q227.7 63.1 227.4 64.3Q227.1 65.6 227.1 67.4Q227.1 70.2 228 71.5Q229 72.7 230.5 72.7Q232.1 72.7 233.2 72.4Q234.3 72.1 235.3 71.6Z';
const LOGO_ARABIC_NAME = 'M280.4 69.3Q280.1 68.6 279.9 67.8Q279.7 67 279.5 65.3Q277.5 65.5 276.2 66.6Q274.3 68.1 274.3 69.1Q274.4 69.8 275.9 70.2Q277.3 70.6 280.4 69.3ZM279.3 62.9Q279.2 62.3 279.2 61.5H282.2Q282.2 64.3 282.8 67.2Q283.2 68.9 284.1 70.2Q284.6 70.9 286.5 70.9H287.7V74H285.6Q284.1 74 282.9 73.2Q282.1 72.6 281.5 71.7Q279.2 72.9 276.6 72.9Q275.7 72.9 274.7 72.6Q271.6 71.8 271.6 69.3Q271.6 66.4 275 64.3Q276.8 63.2 279.3 62.9ZM279.1 56.6H281.6V59.1H279.1ZM275 56.6H277.5V59.1H275ZM297.6 61.3Q300.6 62.7 301 65.2Q301.2 66 301.2 66.7Q301.2 67.9 300.8 68.7Q300.3 69.8 299.7 70.7Q300.4 70.9 302.8 70.9H304.9V74H301.3Q299.1 74 296 73.1Q292.9 74 290.7 74H287.1V70.9H289.2Q291.6 70.9 292.3 70.7Q291.8 70 291.2 68.7Q290.8 68 290.8 66.7Q290.8 66 291 65.2Q291.3 62.8 294.4 61.3Q294.9 61.1 296 61.1Q297 61.1 297.6 61.3ZM296 64.2Q295.7 64.2 295.4 64.3Q294.5 64.9 294.1 65.7Q293.9 66.1 293.9 66.6Q293.9 67.3 294.3 68.2Q294.9 69.3 296 69.7Q297 69.3 297.6 68.2Q298 67.3 298 66.6Q298 66.2 297.9 65.7Q297.5 64.9 296.5 64.3Q296.2 64.2 296 64.2ZM294.7 54.9H297.2V57.4H294.7ZM315.2 61.1Q319.5 61.9 323.1 63.5V66.1Q322 66.4 320.8 67.1Q321.7 68.4 322.2 69Q323.9 70.9 325.8 70.9H326.9V74H325.4Q322 74 319.9 71.2Q319.2 70.3 318.2 68.7Q317.1 69.5 316.4 70.1Q314 72.2 312.8 72.7Q309.1 74 306.4 74H304.3V70.9H305.9Q309.7 70.9 311.8 69.8Q313.6 68.8 315.5 67Q317 65.6 318.7 65Q317.3 64.6 315.6 64.3Q314.2 63.9 311.2 63.7Q309.9 63.6 307.2 63.7V60.6Q308.4 60.5 309.6 60.5Q312.3 60.5 315.2 61.1ZM331.5 72.6Q330.3 74 327.7 74H326.2V70.9H326.8Q328.4 70.9 329.2 70.2Q330 69.4 330 67.6V64H333V67.6Q333 70.7 331.5 72.6ZM332.3 57.4H334.8V59.9H332.3ZM328.2 57.4H330.7V59.9H328.2Z';

/** The Tohfa wordmark: a gift-box mark, the name, and تحفة beside it. 340x90. */
export function logoArt(): string {
  return svg(340, 90,
    `<rect x="8" y="34" width="56" height="52" rx="6" fill="${MARIGOLD}"/><rect x="4" y="22" width="64" height="18" rx="5" fill="${MARIGOLD}"/>`
    + `<rect x="31" y="22" width="10" height="64" fill="${PLUM}"/><rect x="4" y="36" width="64" height="4" fill="#C98A0F"/>`
    + `<path d="M36 22Q18 2 14 14Q12 22 36 22Q60 22 58 14Q54 2 36 22Z" fill="none" stroke="${PLUM}" stroke-width="4"/>`
    // The name alone: a line under it drawn at this size is unreadable in a phone's header
    // (the PWA writes its own line under the logo, as text in the page's language).
    + `<path d="${LOGO_NAME}" fill="${PLUM}"/>`
    + `<path d="${LOGO_ARABIC_NAME}" fill="#9A6A00" stroke="#9A6A00" stroke-width="1.09"/>`,
    'Tohfa');
}
