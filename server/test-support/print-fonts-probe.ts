// Test support for print-fonts.test.ts: fontconfig reads its configuration once a process, so
// each drawing is made in a process of its own. Loads the print as the server does (which
// names the repository's fonts.conf), or with argv[2] 'machine' puts the machine's
// configuration back before anything is drawn (the control). Prints JSON: the inked width
// of ten i's asked for in DejaVu Sans Mono, a font of the machine's and not of the print's,
// and a digest of the print of a name in each font and script.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderPrint } from '../calls/personalisation/print-image.ts';
import type { PersonalisationFont } from '../../contract/personalisation.ts';

if (process.argv[2] === 'machine') {
  const machine = process.env.MACHINE_FONTCONFIG_FILE;
  if (machine) process.env.FONTCONFIG_FILE = machine;
  else delete process.env.FONTCONFIG_FILE;
}

const SIZE = 100;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="160"><text x="10" y="120" font-family="DejaVu Sans Mono" font-size="${SIZE}">iiiiiiiiii</text></svg>`;
const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
let left = info.width;
let right = -1;
for (let y = 0; y < info.height; y++) {
  for (let x = 0; x < info.width; x++) {
    if (data[(y * info.width + x) * 4 + 3]! > 0) {
      left = Math.min(left, x);
      right = Math.max(right, x);
    }
  }
}

const none = { query: async () => [] as never[], exec: async () => {} };
const noPhotos = { where: 'database' as const, put: async () => {}, get: async () => null, remove: async () => {} };
async function print(text: string, font: PersonalisationFont): Promise<string> {
  const png = await renderPrint(none, noPhotos, {
    ToFollow: [],
    Fields: [{ Key: 'name', Kind: 'text', Label: 'Name', Text: text, Font: font, Color: '#000000', Area: { x: 0, y: 0, w: 0.6, h: 0.1 }, PrintWidthMm: 60, PrintHeightMm: 10 }],
  });
  const raw = await sharp(png!).raw().toBuffer();
  return createHash('sha256').update(raw).digest('hex');
}

console.log(JSON.stringify({
  fontconfigFile: process.env.FONTCONFIG_FILE ?? null,
  monoWidth: right - left + 1,
  prints: {
    sansLatin: await print('Riya Sharma', 'sans'), serifLatin: await print('Riya Sharma', 'serif'),
    sansArabic: await print('محمد علي', 'sans'), serifArabic: await print('محمد علي', 'serif'),
  },
}));
