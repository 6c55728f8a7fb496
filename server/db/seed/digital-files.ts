// The files behind the digital products, made from code so the repository carries no
// binaries: a one-page PDF e-gift card or printable (written by hand: a minimal valid
// PDF with the standard Helvetica fonts) and PNG phone wallpapers (zlib from node).
import { deflateSync } from 'node:zlib';
import { digitalFileName, type SeedProduct } from './products.ts';

export interface DigitalFile { fileName: string; contentType: string; bytes: Buffer }

export function digitalFileFor(p: SeedProduct): DigitalFile {
  if (!p.isDigital || !p.digitalKind) throw new Error(`${p.name} is not digital`);
  if (p.digitalKind === 'wallpaper') return { fileName: digitalFileName(p), contentType: 'image/png', bytes: wallpaperPng(p.id) };
  const bytes = p.digitalKind === 'giftcard' ? giftCardPdf(p) : printablePdf(p);
  return { fileName: digitalFileName(p), contentType: 'application/pdf', bytes };
}

// ---- PDF ----

/** PDF string literal: ASCII only, with ( ) \ escaped. */
const pdfText = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '').replace(/([\\()])/g, '\\$1')})`;

function pdfDocument(width: number, height: number, content: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const text = (font: 'F1' | 'F2', size: number, x: number, y: number, s: string) => `BT /${font} ${size} Tf ${x} ${y} Td ${pdfText(s)} Tj ET`;
const rupees = (n: number) => `Rs. ${n.toLocaleString('en-IN')}`;

function giftCode(id: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let x = (id * 2654435761) >>> 0;
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += alphabet[x % alphabet.length];
    x = Math.floor(x / alphabet.length) + i * 7919;
  }
  return `TOHFA-${code.slice(0, 4)}-${code.slice(4)}`;
}

function giftCardPdf(p: SeedProduct): Buffer {
  const content = [
    '0.290 0.098 0.259 rg 0 0 600 380 re f',
    '0.910 0.639 0.090 rg 430 0 34 380 re f 0 168 600 34 re f',
    '0.984 0.965 0.925 rg 470 250 100 90 re f',
    '0.290 0.098 0.259 rg 510 250 20 90 re f',
    '1 1 1 rg',
    text('F1', 30, 40, 320, 'Tohfa'),
    text('F2', 16, 40, 292, 'E-Gift Card'),
    text('F1', 46, 40, 220, rupees(p.price)),
    text('F2', 14, 40, 130, `Gift code: ${giftCode(p.id)}`),
    text('F2', 11, 40, 90, p.name),
    text('F2', 10, 40, 50, 'Valid for 12 months from purchase. Enter the code at checkout on the Tohfa shop.'),
  ].join('\n');
  return pdfDocument(600, 380, content);
}

function printablePdf(p: SeedProduct): Buffer {
  const lines: string[] = [];
  for (let i = 0; i < 14; i++) lines.push(`0.80 0.76 0.70 RG 0.8 w 80 ${560 - i * 32} m 515 ${560 - i * 32} l S`);
  const content = [
    '0.984 0.965 0.925 rg 0 0 595 842 re f',
    '0.290 0.098 0.259 RG 3 w 40 40 515 762 re S',
    '0.290 0.098 0.259 rg 40 700 515 102 re f',
    '0.910 0.639 0.090 rg 40 692 515 8 re f',
    '1 1 1 rg',
    text('F1', 24, 70, 745, p.name),
    text('F2', 12, 70, 720, 'A printable from Tohfa: add your names, dates and wishes.'),
    '0.290 0.098 0.259 rg',
    text('F1', 14, 80, 620, 'Personalise me'),
    ...lines,
    '0.35 0.35 0.35 rg',
    text('F2', 9, 80, 70, 'Printed from Tohfa. For personal use. Best on A4 paper at 100% scale.'),
  ].join('\n');
  return pdfDocument(595, 842, content);
}

// ---- PNG ----

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

type Pixel = (x: number, y: number) => [number, number, number];

function encodePng(width: number, height: number, pixel: Pixel): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const lerp = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const blend = (c1: number[], c2: number[], t: number): [number, number, number] => [lerp(c1[0]!, c2[0]!, t), lerp(c1[1]!, c2[1]!, t), lerp(c1[2]!, c2[2]!, t)];

/** Three designs, chosen by product id: mandala, marigolds, starry night. 720x1280. */
export function wallpaperPng(productId: number): Buffer {
  const W = 720;
  const H = 1280;
  const design = productId % 3;
  if (design === 0) {
    return encodePng(W, H, (x, y) => {
      const base = blend([74, 25, 66], [192, 80, 110], y / H);
      const dx = x - 360;
      const dy = y - 640;
      const r = Math.sqrt(dx * dx + dy * dy);
      const a = Math.atan2(dy, dx);
      const v = Math.sin(r / 16 + 3 * Math.cos(8 * a));
      return r < 330 && v > 0.55 ? blend(base, [232, 163, 23], 0.75) : base;
    });
  }
  if (design === 1) {
    return encodePng(W, H, (x, y) => {
      const base = blend([255, 236, 179], [245, 160, 60], y / H);
      const gx = ((x % 180) + 180) % 180 - 90;
      const gy = ((y % 180) + 180) % 180 - 90;
      const d = Math.sqrt(gx * gx + gy * gy);
      const a = Math.atan2(gy, gx);
      if (d < 16) return [122, 62, 0];
      if (d < 52 + 10 * Math.cos(12 * a)) return blend([232, 119, 46], [244, 196, 48], d / 62);
      return base;
    });
  }
  return encodePng(W, H, (x, y) => {
    const base = blend([10, 18, 48], [48, 36, 96], y / H);
    const mx = x - 500;
    const my = y - 300;
    if (mx * mx + my * my < 80 * 80) return [250, 236, 190];
    const h = ((x * 73856093) ^ (y * 19349663)) >>> 0;
    return h % 997 === 0 ? [255, 255, 240] : base;
  });
}
