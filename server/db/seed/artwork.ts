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

export type PaymentIcon = 'cash' | 'paypal' | 'card';
export function paymentArt(kind: PaymentIcon): string {
  const frame = `<rect x="2" y="2" width="156" height="96" rx="12" fill="#FFFFFF" stroke="#D6D0C4" stroke-width="2"/>`;
  if (kind === 'cash') {
    return svg(160, 100, frame
      + `<rect x="24" y="26" width="112" height="48" rx="6" fill="#DFF0E3" stroke="#2E7D32" stroke-width="3"/>`
      + `<circle cx="80" cy="50" r="15" fill="#2E7D32"/>`
      + `<text x="80" y="57" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#FFFFFF">₹</text>`
      + `<circle cx="38" cy="50" r="4" fill="#2E7D32"/><circle cx="122" cy="50" r="4" fill="#2E7D32"/>`, 'Cash on delivery');
  }
  if (kind === 'paypal') {
    return svg(160, 100, frame
      + `<text x="80" y="60" text-anchor="middle" font-family="Verdana, Arial, Helvetica, sans-serif" font-size="28" font-weight="700" font-style="italic">`
      + `<tspan fill="#003087">Pay</tspan><tspan fill="#009CDE">Pal</tspan></text>`, 'PayPal');
  }
  return svg(160, 100, frame
    + `<rect x="26" y="20" width="108" height="64" rx="8" fill="#1F3A68"/><rect x="26" y="32" width="108" height="10" fill="#0E1F3A"/>`
    + `<rect x="38" y="50" width="20" height="15" rx="3" fill="#E8C15A"/>`
    + `<circle cx="104" cy="68" r="9" fill="#E8772E" opacity="0.9"/><circle cx="116" cy="68" r="9" fill="#F4C430" opacity="0.9"/>`, 'Card');
}

/** The Tohfa wordmark: a gift-box mark, the name, and تحفة beside it. 340x90. */
export function logoArt(): string {
  return svg(340, 90,
    `<rect x="8" y="34" width="56" height="52" rx="6" fill="${MARIGOLD}"/><rect x="4" y="22" width="64" height="18" rx="5" fill="${MARIGOLD}"/>`
    + `<rect x="31" y="22" width="10" height="64" fill="${PLUM}"/><rect x="4" y="36" width="64" height="4" fill="#C98A0F"/>`
    + `<path d="M36 22Q18 2 14 14Q12 22 36 22Q60 22 58 14Q54 2 36 22Z" fill="none" stroke="${PLUM}" stroke-width="4"/>`
    // The name alone: a line under it drawn at this size is unreadable in a phone's header
    // (the PWA writes its own line under the logo, as text in the page's language).
    + `<text x="82" y="76" font-family="Georgia, 'Times New Roman', serif" font-size="66" font-weight="700" fill="${PLUM}" letter-spacing="1">Tohfa</text>`
    + `<text x="336" y="74" text-anchor="end" font-family="'Noto Naskh Arabic', 'Geeza Pro', Tahoma, sans-serif" font-size="34" font-weight="700" fill="#9A6A00">تحفة</text>`,
    'Tohfa');
}
