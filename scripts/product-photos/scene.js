// The demo catalogue's product photographs, drawn on a 2D canvas in the browser (no WebGL,
// so it renders in any headless Chromium): one model per product type, lit from the upper
// left, on a studio sweep with a soft contact shadow, in the product's colour, with a
// sample personalisation printed, engraved or embroidered on it. View 1 is the whole
// product; view 2 a close detail of the personalised part. Run by
// scripts/render-product-photos.mjs, which encodes the masters.
const S = 1200;

// ---------- colour ----------
const rgb = (hex) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c) => `#${c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a, b, t) => {
  const x = rgb(a);
  const y = rgb(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
};
/** t < 0 darkens towards black, t > 0 lightens towards white. */
const tone = (hex, t) => (t < 0 ? mix(hex, '#000000', -t) : mix(hex, '#ffffff', t));
const lum = (hex) => {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};
const alpha = (hex, a) => {
  const [r, g, b] = rgb(hex);
  return `rgba(${r},${g},${b},${a})`;
};
/** Ink that reads on `hex`: dark on light, light on dark. */
const inkOn = (hex) => (lum(hex) > 0.62 ? '#2c2430' : '#fbf6ec');

// ---------- drawing helpers ----------
function rr(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}
/** A horizontal light sweep across [x0, x1]: the look of a lit cylinder. */
function cylinder(ctx, x0, x1, hex, { gloss = 0.6, rim = 0.3 } = {}) {
  const g = ctx.createLinearGradient(x0, 0, x1, 0);
  g.addColorStop(0, tone(hex, -rim));
  g.addColorStop(0.1, tone(hex, -0.06));
  g.addColorStop(0.22, tone(hex, 0.1));
  g.addColorStop(0.28, tone(hex, gloss));
  g.addColorStop(0.33, tone(hex, 0.12));
  g.addColorStop(0.62, hex);
  g.addColorStop(0.88, tone(hex, -0.16));
  g.addColorStop(1, tone(hex, -rim - 0.08));
  return g;
}
/** Polished metal: strong bands of light and dark along the direction (x0,y0)-(x1,y1). */
function metal(ctx, x0, y0, x1, y1, hex) {
  const g = ctx.createLinearGradient(x0, y0, x1, y1);
  g.addColorStop(0, tone(hex, -0.45));
  g.addColorStop(0.2, tone(hex, 0.2));
  g.addColorStop(0.32, tone(hex, 0.75));
  g.addColorStop(0.42, tone(hex, 0.05));
  g.addColorStop(0.6, tone(hex, -0.3));
  g.addColorStop(0.78, tone(hex, 0.35));
  g.addColorStop(1, tone(hex, -0.4));
  return g;
}
/** Soft light from the upper left over a flat face in [x,y,w,h]. */
function faceLight(ctx, x, y, w, h, hex, strength = 0.25) {
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, tone(hex, strength));
  g.addColorStop(0.55, hex);
  g.addColorStop(1, tone(hex, -strength));
  return g;
}
function shadow(ctx, cx, cy, rx, ry, a = 0.35, blur = 28) {
  ctx.save();
  ctx.filter = `blur(${blur}px)`;
  ctx.fillStyle = `rgba(40,28,20,${a})`;
  ctx.beginPath();
  ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}
function withShadow(ctx, draw, { blur = 40, dx = 14, dy = 24, a = 0.3 } = {}) {
  ctx.save();
  ctx.shadowColor = `rgba(40,28,20,${a})`;
  ctx.shadowBlur = blur;
  ctx.shadowOffsetX = dx;
  ctx.shadowOffsetY = dy;
  draw();
  ctx.restore();
}
function glow(ctx, cx, cy, r, color, a) {
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
  g.addColorStop(0, alpha(color, a));
  g.addColorStop(1, alpha(color, 0));
  ctx.fillStyle = g;
  ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
}
function text(ctx, s, x, y, { size = 60, font = 'DejaVu Serif', weight = 'bold', style = 'italic', color = '#222', align = 'center', max, dir = 'ltr' } = {}) {
  ctx.save();
  ctx.direction = dir;
  ctx.font = `${style} ${weight} ${size}px "${font}"`;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = color;
  if (max) {
    const w = ctx.measureText(s).width;
    if (w > max) ctx.font = `${style} ${weight} ${Math.floor(size * max / w)}px "${font}"`;
  }
  ctx.fillText(s, x, y);
  ctx.restore();
}
/** Engraved text: a dark cut with a light lower lip. */
function engrave(ctx, s, x, y, base, opts) {
  const deep = lum(base) < 0.3 ? tone(base, 0.55) : tone(base, -0.62);
  text(ctx, s, x, y + 3, { ...opts, color: alpha(lum(base) < 0.3 ? '#000000' : tone(base, 0.75), 0.85) });
  text(ctx, s, x, y, { ...opts, color: deep });
}
function heartPath(ctx, cx, cy, s) {
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.9);
  ctx.bezierCurveTo(cx - s * 1.4, cy + s * 0.1, cx - s * 0.9, cy - s, cx, cy - s * 0.35);
  ctx.bezierCurveTo(cx + s * 0.9, cy - s, cx + s * 1.4, cy + s * 0.1, cx, cy + s * 0.9);
  ctx.closePath();
}
/** A printed photograph: sunset sky, hills and two figures (the sample photo). */
function photo(ctx, x, y, w, h, seed = 0) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  const skies = [['#f6b26b', '#e06666', '#674ea7'], ['#9fc5e8', '#cfe2f3', '#fff2cc'], ['#ffd966', '#f6b26b', '#cc4125']];
  const [a, b, c] = skies[seed % skies.length];
  const g = ctx.createLinearGradient(0, y, 0, y + h);
  g.addColorStop(0, c);
  g.addColorStop(0.5, b);
  g.addColorStop(1, a);
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  glow(ctx, x + w * 0.68, y + h * 0.52, w * 0.35, '#fff6d5', 0.9);
  ctx.fillStyle = '#fff4c4';
  ctx.beginPath();
  ctx.arc(x + w * 0.68, y + h * 0.55, w * 0.08, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = tone(c, -0.45);
  ctx.beginPath();
  ctx.moveTo(x, y + h * 0.72);
  ctx.quadraticCurveTo(x + w * 0.3, y + h * 0.55, x + w * 0.6, y + h * 0.7);
  ctx.quadraticCurveTo(x + w * 0.85, y + h * 0.78, x + w, y + h * 0.66);
  ctx.lineTo(x + w, y + h);
  ctx.lineTo(x, y + h);
  ctx.fill();
  ctx.fillStyle = tone(c, -0.7);
  for (const [fx, fs] of [[0.36, 1], [0.47, 0.9]]) {
    const px = x + w * fx;
    const py = y + h * 0.76;
    const s = h * 0.1 * fs;
    ctx.beginPath();
    ctx.arc(px, py - s * 1.9, s * 0.38, 0, Math.PI * 2);
    ctx.fill();
    rr(ctx, px - s * 0.42, py - s * 1.45, s * 0.84, s * 1.6, s * 0.35);
    ctx.fill();
  }
  ctx.restore();
}

// ---------- the studio ----------
function studio(ctx, hex, view) {
  const wall = mix('#f4efe8', hex, 0.06);
  const floor = mix('#ebe3d9', hex, 0.05);
  const horizon = view === 2 ? 420 : 760;
  const g = ctx.createLinearGradient(0, 0, 0, S);
  g.addColorStop(0, tone(wall, 0.35));
  g.addColorStop(horizon / S - 0.08, wall);
  g.addColorStop(horizon / S + 0.06, floor);
  g.addColorStop(1, tone(floor, -0.08));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, S, S);
  glow(ctx, 380, 300, 700, '#ffffff', 0.55);
  const v = ctx.createRadialGradient(S / 2, S / 2, S * 0.45, S / 2, S / 2, S * 0.85);
  v.addColorStop(0, 'rgba(0,0,0,0)');
  v.addColorStop(1, 'rgba(40,30,20,0.14)');
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, S, S);
}
/** A dark velvet pad for jewellery. */
function velvet(ctx) {
  const g = ctx.createRadialGradient(520, 420, 80, 600, 600, 900);
  g.addColorStop(0, '#5a4a52');
  g.addColorStop(0.6, '#2f2529');
  g.addColorStop(1, '#1a1417');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, S, S);
  ctx.save();
  ctx.globalAlpha = 0.05;
  for (let i = 0; i < 2600; i++) {
    const x = (i * 7919) % S;
    const y = (i * 104729) % S;
    ctx.fillStyle = i % 2 ? '#ffffff' : '#000000';
    ctx.fillRect(x, y, 2, 2);
  }
  ctx.restore();
}
/** A wooden table top for desk things. */
function wood(ctx, y0) {
  const g = ctx.createLinearGradient(0, y0, 0, S);
  g.addColorStop(0, '#b98a5e');
  g.addColorStop(1, '#8a5f3b');
  ctx.fillStyle = g;
  ctx.fillRect(0, y0, S, S - y0);
  ctx.save();
  ctx.globalAlpha = 0.12;
  ctx.strokeStyle = '#5a3a20';
  for (let i = 0; i < 40; i++) {
    ctx.lineWidth = 1 + (i % 3);
    ctx.beginPath();
    const y = y0 + 8 + i * ((S - y0) / 40);
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(300, y + ((i * 37) % 14) - 7, 800, y - ((i * 53) % 12) + 6, S, y + 3);
    ctx.stroke();
  }
  ctx.restore();
}

// ---------- the models (each draws around the 1200x1200 frame) ----------
/**
 * A leather cover on the box [x, y, w, h, radius]: its face lit by `light`, a grain over it,
 * and a stitched border 30 px inside (corners of radius `stitchRadius`).
 */
function leather(ctx, [x, y, w, h, r], hex, light, stitchRadius) {
  rr(ctx, x, y, w, h, r);
  ctx.fillStyle = faceLight(ctx, x, y, w, h, hex, light);
  ctx.fill();
  ctx.save();
  rr(ctx, x, y, w, h, r);
  ctx.clip();
  ctx.globalAlpha = 0.07;
  for (let i = 0; i < 5000; i++) {
    ctx.fillStyle = i % 2 ? '#fff' : '#000';
    ctx.fillRect(x + ((i * 7919) % w), y + ((i * 104729) % h), 3, 3);
  }
  ctx.restore();
  rr(ctx, x + 30, y + 30, w - 60, h - 60, stitchRadius);
  ctx.setLineDash([14, 10]);
  ctx.strokeStyle = alpha(tone(hex, 0.45), 0.8);
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.setLineDash([]);
}

/**
 * The sample personalisation, printed only inside the product's print areas (its category's
 * fields, migration 0013, in fractions of view 1): a photo in each photo area, the name in the
 * first text area and the second line in the next. So the preview, which covers a text area's
 * sample with the bare product before it draws the shopper's text there, and covers a photo
 * area with the shopper's photo, never shows a sample beside the shopper's own.
 * `a.ink`: the text's ink on this colour (the catalogue's, docs/shop-rules.md P1), else `opts.ink`
 * (unless `opts.ownInk`: the model's finish, such as metal, stands for it), at `opts.alpha`;
 * `opts.draw`: how the text is put on (embroidered, engraved, in metal), which chooses its own colours.
 */
function printSample(ctx, p, opts = {}) {
  let line = 0;
  for (const a of p.areas) {
    const [x, y, w, h] = a.model;
    if (a.kind === 'photo') {
      photo(ctx, x, y, w, h, p.seed + (opts.photoSeed ?? 0));
      continue;
    }
    const s = line++ === 0 ? p.name : p.line2;
    if (!s) continue;
    const serif = a.font === 'serif';
    const style = { size: Math.floor(h * 0.62), max: w * 0.86, dir: p.dir, font: serif ? 'DejaVu Serif' : 'DejaVu Sans', style: serif ? 'italic' : 'normal', weight: 'bold' };
    if (opts.draw) opts.draw(s, x + w / 2, y + h / 2, style);
    // The area's ink is the catalogue's for this colour; a model's own is for samples without one.
    else text(ctx, s, x + w / 2, y + h / 2, { ...style, color: a.ink && !opts.ownInk ? alpha(a.ink, opts.alpha ?? 1) : opts.alpha ? alpha(opts.ink, opts.alpha) : opts.ink ?? '#2c2430' });
  }
}

const MODELS = {
  mug(ctx, p) {
    const body = p.hex;
    shadow(ctx, 590, 905, 330, 46, 0.4);
    // handle
    ctx.save();
    ctx.lineCap = 'round';
    ctx.strokeStyle = tone(body, -0.35);
    ctx.lineWidth = 74;
    ctx.beginPath();
    ctx.moveTo(800, 430);
    ctx.bezierCurveTo(1010, 420, 1010, 760, 800, 740);
    ctx.stroke();
    ctx.strokeStyle = tone(body, -0.02);
    ctx.lineWidth = 54;
    ctx.stroke();
    ctx.strokeStyle = alpha('#ffffff', 0.35);
    ctx.lineWidth = 8;
    ctx.beginPath();
    ctx.moveTo(820, 420);
    ctx.bezierCurveTo(960, 430, 980, 560, 965, 620);
    ctx.stroke();
    ctx.restore();
    // body
    ctx.beginPath();
    ctx.moveTo(330, 330);
    ctx.lineTo(330, 840);
    ctx.ellipse(580, 840, 250, 50, 0, Math.PI, 0, true);
    ctx.lineTo(830, 330);
    ctx.closePath();
    ctx.fillStyle = cylinder(ctx, 330, 830, body);
    ctx.fill();
    // print
    ctx.save();
    ctx.clip();
    const ink = body === '#F7F5F0' || lum(body) > 0.62 ? '#7a1f4a' : '#fff7e8';
    printSample(ctx, p, { ink, alpha: 0.92 });
    // the print follows the curve: light and shade over it again
    const g = ctx.createLinearGradient(330, 0, 830, 0);
    g.addColorStop(0, 'rgba(0,0,0,0.35)');
    g.addColorStop(0.3, 'rgba(255,255,255,0.18)');
    g.addColorStop(0.36, 'rgba(255,255,255,0.28)');
    g.addColorStop(0.5, 'rgba(0,0,0,0)');
    g.addColorStop(1, 'rgba(0,0,0,0.3)');
    ctx.fillStyle = g;
    ctx.fillRect(330, 330, 500, 560);
    ctx.restore();
    // rim and inside
    ctx.beginPath();
    ctx.ellipse(580, 330, 250, 50, 0, 0, Math.PI * 2);
    ctx.fillStyle = tone(body, 0.15);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(580, 334, 232, 42, 0, 0, Math.PI * 2);
    const inside = ctx.createLinearGradient(0, 292, 0, 376);
    inside.addColorStop(0, tone(body, -0.35));
    inside.addColorStop(1, tone(body, 0.05));
    ctx.fillStyle = inside;
    ctx.fill();
  },
  bottle(ctx, p) {
    shadow(ctx, 600, 985, 210, 34, 0.42);
    ctx.beginPath();
    ctx.moveTo(470, 330);
    ctx.bezierCurveTo(470, 290, 520, 270, 540, 250);
    ctx.lineTo(660, 250);
    ctx.bezierCurveTo(680, 270, 730, 290, 730, 330);
    ctx.lineTo(730, 950);
    ctx.ellipse(600, 950, 130, 30, 0, 0, Math.PI);
    ctx.closePath();
    ctx.fillStyle = cylinder(ctx, 470, 730, p.hex, { gloss: 0.7 });
    ctx.fill();
    // cap
    rr(ctx, 528, 150, 144, 110, 18);
    ctx.fillStyle = metal(ctx, 528, 0, 672, 0, '#a7adb5');
    ctx.fill();
    rr(ctx, 520, 238, 160, 26, 8);
    ctx.fillStyle = metal(ctx, 520, 0, 680, 0, '#8d939b');
    ctx.fill();
    const ink = inkOn(p.hex);
    printSample(ctx, p, { ink, alpha: 0.9 });
    ctx.fillStyle = 'rgba(255,255,255,0.25)';
    rr(ctx, 520, 340, 18, 560, 9);
    ctx.fill();
  },
  frame(ctx, p) {
    shadow(ctx, 600, 1000, 420, 30, 0.35, 22);
    withShadow(ctx, () => {
      rr(ctx, 200, 170, 800, 820, 10);
      ctx.fillStyle = faceLight(ctx, 200, 170, 800, 820, p.hex, 0.3);
      ctx.fill();
    }, { blur: 50, dx: 24, dy: 30, a: 0.35 });
    // bevel
    ctx.fillStyle = alpha(tone(p.hex, 0.5), 0.6);
    ctx.beginPath();
    ctx.moveTo(200, 170); ctx.lineTo(1000, 170); ctx.lineTo(960, 210); ctx.lineTo(240, 210); ctx.closePath(); ctx.fill();
    ctx.fillStyle = alpha(tone(p.hex, -0.5), 0.5);
    ctx.beginPath();
    ctx.moveTo(1000, 170); ctx.lineTo(1000, 990); ctx.lineTo(960, 950); ctx.lineTo(960, 210); ctx.closePath(); ctx.fill();
    ctx.beginPath();
    ctx.moveTo(200, 990); ctx.lineTo(1000, 990); ctx.lineTo(960, 950); ctx.lineTo(240, 950); ctx.closePath(); ctx.fill();
    if (p.hex === '#7A4E2D') { // wood grain
      ctx.save();
      ctx.globalAlpha = 0.18;
      ctx.strokeStyle = '#3b2415';
      for (let i = 0; i < 30; i++) { ctx.beginPath(); ctx.moveTo(200, 180 + i * 27); ctx.bezierCurveTo(500, 170 + i * 27, 700, 195 + i * 27, 1000, 182 + i * 27); ctx.stroke(); }
      ctx.restore();
    }
    // mat
    ctx.fillStyle = '#f8f4ec';
    ctx.fillRect(260, 230, 680, 700);
    ctx.fillStyle = 'rgba(0,0,0,0.12)';
    ctx.fillRect(260, 230, 680, 10);
    ctx.fillRect(260, 230, 10, 700);
    printSample(ctx, p, { ink: '#4a1942' });
    // glass reflection
    ctx.save();
    ctx.beginPath();
    ctx.rect(260, 230, 680, 700);
    ctx.clip();
    const g = ctx.createLinearGradient(260, 230, 940, 930);
    g.addColorStop(0, 'rgba(255,255,255,0.0)');
    g.addColorStop(0.3, 'rgba(255,255,255,0.22)');
    g.addColorStop(0.38, 'rgba(255,255,255,0.0)');
    ctx.fillStyle = g;
    ctx.fillRect(260, 230, 680, 700);
    ctx.restore();
  },
  cushion(ctx, p) {
    shadow(ctx, 620, 990, 420, 46, 0.4);
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(190, 230);
      ctx.quadraticCurveTo(600, 290, 1010, 230);
      ctx.quadraticCurveTo(950, 600, 1010, 970);
      ctx.quadraticCurveTo(600, 910, 190, 970);
      ctx.quadraticCurveTo(250, 600, 190, 230);
      ctx.closePath();
    };
    path();
    ctx.fillStyle = p.hex;
    ctx.fill();
    path();
    const g = ctx.createRadialGradient(520, 500, 60, 600, 600, 560);
    g.addColorStop(0, alpha('#ffffff', 0.35));
    g.addColorStop(0.6, alpha('#ffffff', 0));
    g.addColorStop(1, alpha('#000000', 0.35));
    ctx.fillStyle = g;
    ctx.fill();
    // print
    const ink = inkOn(p.hex);
    ctx.save();
    path();
    ctx.clip();
    printSample(ctx, p, { ink, alpha: 0.92, photoSeed: 1 });
    // folds over the print
    ctx.globalCompositeOperation = 'multiply';
    ctx.filter = 'blur(18px)';
    ctx.strokeStyle = alpha('#000000', 0.25);
    ctx.lineWidth = 26;
    for (const [x0, y0, x1, y1] of [[190, 230, 420, 420], [1010, 230, 800, 420], [190, 970, 330, 870], [1010, 970, 870, 870]]) {
      ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1); ctx.stroke();
    }
    ctx.restore();
    // seam
    path();
    ctx.strokeStyle = tone(p.hex, -0.3);
    ctx.lineWidth = 6;
    ctx.stroke();
  },
  heart(ctx, p) {
    shadow(ctx, 620, 990, 380, 44, 0.4);
    heartPath(ctx, 600, 560, 420);
    ctx.fillStyle = p.hex;
    ctx.fill();
    heartPath(ctx, 600, 560, 420);
    const g = ctx.createRadialGradient(480, 420, 40, 600, 600, 560);
    g.addColorStop(0, alpha('#ffffff', 0.45));
    g.addColorStop(0.55, alpha('#ffffff', 0));
    g.addColorStop(1, alpha('#000000', 0.45));
    ctx.fillStyle = g;
    ctx.fill();
    heartPath(ctx, 600, 560, 420);
    ctx.strokeStyle = tone(p.hex, -0.3);
    ctx.lineWidth = 6;
    ctx.stroke();
    const ink = inkOn(p.hex);
    printSample(ctx, p, { ink, alpha: 0.93 });
  },
  tshirt(ctx, p) {
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(470, 190);
      ctx.quadraticCurveTo(600, 260, 730, 190);
      ctx.lineTo(900, 250);
      ctx.lineTo(1060, 440);
      ctx.lineTo(930, 540);
      ctx.lineTo(870, 470);
      ctx.lineTo(880, 1010);
      ctx.quadraticCurveTo(600, 1040, 320, 1010);
      ctx.lineTo(330, 470);
      ctx.lineTo(270, 540);
      ctx.lineTo(140, 440);
      ctx.lineTo(300, 250);
      ctx.closePath();
    };
    withShadow(ctx, () => { path(); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 40, dx: 10, dy: 18, a: 0.3 });
    path();
    ctx.fillStyle = faceLight(ctx, 140, 190, 920, 850, p.hex, 0.15);
    ctx.fill();
    const ink = inkOn(p.hex);
    ctx.save();
    path();
    ctx.clip();
    printSample(ctx, p, { ink, alpha: 0.92 });
    // fabric folds
    ctx.filter = 'blur(14px)';
    for (const [x0, y0, x1, y1, c] of [[360, 700, 560, 1000, '#000'], [840, 640, 700, 980, '#000'], [420, 300, 520, 420, '#fff'], [760, 300, 840, 430, '#000'], [600, 760, 620, 1000, '#fff']]) {
      ctx.strokeStyle = alpha(c === '#fff' ? '#ffffff' : '#000000', c === '#fff' ? 0.18 : 0.2);
      ctx.lineWidth = 22;
      ctx.beginPath(); ctx.moveTo(x0, y0); ctx.quadraticCurveTo((x0 + x1) / 2 + 30, (y0 + y1) / 2, x1, y1); ctx.stroke();
    }
    ctx.restore();
    // collar
    ctx.beginPath();
    ctx.moveTo(470, 190);
    ctx.quadraticCurveTo(600, 290, 730, 190);
    ctx.strokeStyle = tone(p.hex, -0.25);
    ctx.lineWidth = 22;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(480, 188);
    ctx.quadraticCurveTo(600, 250, 720, 188);
    ctx.fillStyle = tone(p.hex, -0.45);
    ctx.fill();
  },
  hoodie(ctx, p) {
    const path = () => {
      ctx.beginPath();
      ctx.moveTo(440, 230);
      ctx.lineTo(280, 280);
      ctx.lineTo(150, 900);
      ctx.lineTo(270, 920);
      ctx.lineTo(330, 560);
      ctx.lineTo(320, 1030);
      ctx.quadraticCurveTo(600, 1060, 880, 1030);
      ctx.lineTo(870, 560);
      ctx.lineTo(930, 920);
      ctx.lineTo(1050, 900);
      ctx.lineTo(920, 280);
      ctx.lineTo(760, 230);
      ctx.closePath();
    };
    withShadow(ctx, () => { path(); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 40, dx: 10, dy: 18, a: 0.3 });
    path();
    ctx.fillStyle = faceLight(ctx, 150, 230, 900, 830, p.hex, 0.15);
    ctx.fill();
    // hood
    ctx.beginPath();
    ctx.moveTo(430, 240);
    ctx.bezierCurveTo(420, 90, 780, 90, 770, 240);
    ctx.quadraticCurveTo(600, 360, 430, 240);
    ctx.fillStyle = tone(p.hex, -0.12);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(470, 235);
    ctx.bezierCurveTo(480, 150, 720, 150, 730, 235);
    ctx.quadraticCurveTo(600, 310, 470, 235);
    ctx.fillStyle = tone(p.hex, -0.45);
    ctx.fill();
    // strings
    ctx.strokeStyle = '#f2ede4';
    ctx.lineWidth = 10;
    ctx.lineCap = 'round';
    for (const x of [560, 640]) { ctx.beginPath(); ctx.moveTo(x, 290); ctx.quadraticCurveTo(x + (x < 600 ? -10 : 10), 380, x, 460); ctx.stroke(); }
    // pocket
    ctx.beginPath();
    ctx.moveTo(420, 1000); ctx.lineTo(460, 800); ctx.lineTo(740, 800); ctx.lineTo(780, 1000);
    ctx.strokeStyle = tone(p.hex, -0.3);
    ctx.lineWidth = 6;
    ctx.stroke();
    const ink = inkOn(p.hex);
    printSample(ctx, p, { ink, alpha: 0.92 });
    ctx.save();
    path();
    ctx.clip();
    ctx.filter = 'blur(16px)';
    ctx.strokeStyle = 'rgba(0,0,0,0.22)';
    ctx.lineWidth = 24;
    for (const [x0, y0, x1, y1] of [[340, 760, 400, 1020], [860, 700, 800, 1020], [250, 400, 200, 860], [950, 400, 1000, 860]]) {
      ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1); ctx.stroke();
    }
    ctx.restore();
  },
  cap(ctx, p) {
    shadow(ctx, 620, 900, 430, 50, 0.4);
    // brim
    ctx.beginPath();
    ctx.ellipse(720, 800, 360, 110, -0.08, 0, Math.PI * 2);
    ctx.fillStyle = tone(p.hex, -0.25);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(720, 790, 350, 100, -0.08, Math.PI * 1.05, Math.PI * 1.95);
    ctx.strokeStyle = alpha('#ffffff', 0.25);
    ctx.lineWidth = 8;
    ctx.stroke();
    // crown
    ctx.beginPath();
    ctx.moveTo(220, 780);
    ctx.bezierCurveTo(200, 330, 960, 250, 980, 760);
    ctx.quadraticCurveTo(600, 840, 220, 780);
    ctx.closePath();
    const g = ctx.createRadialGradient(470, 420, 40, 600, 600, 560);
    g.addColorStop(0, tone(p.hex, 0.35));
    g.addColorStop(0.5, p.hex);
    g.addColorStop(1, tone(p.hex, -0.45));
    ctx.fillStyle = g;
    ctx.fill();
    // panels and button
    ctx.strokeStyle = tone(p.hex, -0.3);
    ctx.lineWidth = 5;
    // The seams curve round the front panel, which the name's print area leaves bare.
    for (const [x, y, cx] of [[420, 780, 330], [780, 790, 870]]) { ctx.beginPath(); ctx.moveTo(590, 350); ctx.quadraticCurveTo(cx, 480, x, y); ctx.stroke(); }
    ctx.beginPath();
    ctx.ellipse(590, 348, 34, 16, 0, 0, Math.PI * 2);
    ctx.fillStyle = tone(p.hex, -0.2);
    ctx.fill();
    // embroidery
    const ink = inkOn(p.hex);
    printSample(ctx, p, {
      draw: (s, x, y, style) => {
        text(ctx, s, x, y + 3, { ...style, color: alpha('#000000', 0.18) });
        text(ctx, s, x, y, { ...style, color: alpha(ink, 0.95) });
      },
    });
  },
  pendant(ctx, p) {
    velvet(ctx);
    // chain
    ctx.save();
    for (let i = 0; i <= 80; i++) {
      const t = i / 80;
      const side = t < 0.5 ? -1 : 1;
      const u = t < 0.5 ? t * 2 : (1 - t) * 2;
      const x = 600 + side * (430 - 380 * u ** 0.8);
      const y = 80 + 560 * u ** 1.3;
      ctx.beginPath();
      ctx.ellipse(x, y, 11, 6, i % 2 ? 0.9 * side : -0.4 * side, 0, Math.PI * 2);
      ctx.strokeStyle = metal(ctx, x - 10, y - 10, x + 10, y + 10, p.hex);
      ctx.lineWidth = 4;
      ctx.stroke();
    }
    ctx.restore();
    // the name, in metal
    printSample(ctx, p, {
      draw: (s, x, y, style) => {
        ctx.save();
        ctx.shadowColor = 'rgba(0,0,0,0.6)';
        ctx.shadowBlur = 16;
        ctx.shadowOffsetX = 6;
        ctx.shadowOffsetY = 9;
        text(ctx, s, x, y, { ...style, color: metal(ctx, x - 200, y - 60, x + 200, y + 60, p.hex) });
        ctx.restore();
        ctx.save();
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = alpha(tone(p.hex, 0.8), 0.7);
        ctx.font = `${style.style} ${style.weight} ${style.size}px "${style.font}"`;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.direction = style.dir;
        if (ctx.measureText(s).width <= style.max) ctx.strokeText(s, x - 1, y - 2);
        ctx.restore();
      },
    });
  },
  bracelet(ctx, p) {
    velvet(ctx);
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.6)';
    ctx.shadowBlur = 30;
    ctx.shadowOffsetY = 20;
    ctx.beginPath();
    ctx.ellipse(600, 640, 400, 230, 0, 0, Math.PI * 2);
    ctx.strokeStyle = metal(ctx, 200, 400, 1000, 880, p.hex);
    ctx.lineWidth = 46;
    ctx.stroke();
    ctx.restore();
    ctx.beginPath();
    ctx.ellipse(600, 628, 400, 230, 0, Math.PI * 1.05, Math.PI * 1.6);
    ctx.strokeStyle = alpha('#ffffff', 0.55);
    ctx.lineWidth = 6;
    ctx.stroke();
    // the engraved bar
    withShadow(ctx, () => {
      rr(ctx, 360, 790, 480, 130, 65);
      ctx.fillStyle = metal(ctx, 360, 790, 840, 920, p.hex);
      ctx.fill();
    }, { blur: 30, dx: 0, dy: 16, a: 0.6 });
    engrave(ctx, p.name, 600, 855, p.hex, { size: 64, max: 400, dir: p.dir });
  },
  ring(ctx, p) {
    velvet(ctx);
    const ring = (cx, cy, rx, ry, wdt) => {
      ctx.save();
      ctx.shadowColor = 'rgba(0,0,0,0.6)';
      ctx.shadowBlur = 26;
      ctx.shadowOffsetY = 18;
      ctx.beginPath();
      ctx.ellipse(cx, cy, rx, ry, 0, 0, Math.PI * 2);
      ctx.strokeStyle = metal(ctx, cx - rx, cy - ry, cx + rx, cy + ry, p.hex);
      ctx.lineWidth = wdt;
      ctx.stroke();
      ctx.restore();
      ctx.beginPath();
      ctx.ellipse(cx, cy - wdt * 0.2, rx, ry, 0, Math.PI * 1.1, Math.PI * 1.55);
      ctx.strokeStyle = alpha('#ffffff', 0.6);
      ctx.lineWidth = 5;
      ctx.stroke();
    };
    ring(470, 620, 250, 150, 70);
    ring(780, 700, 210, 128, 56);
    // the engraving, inside the band
    ctx.save();
    ctx.beginPath();
    ctx.ellipse(470, 620, 250, 150, 0, 0.25 * Math.PI, 0.75 * Math.PI);
    ctx.restore();
    engrave(ctx, p.name, 470, 772, p.hex, { size: 40, max: 260, dir: p.dir });
  },
  cufflinks(ctx, p) {
    velvet(ctx);
    const link = (cx, cy, ch) => {
      withShadow(ctx, () => {
        ctx.beginPath();
        ctx.arc(cx, cy, 190, 0, Math.PI * 2);
        ctx.fillStyle = metal(ctx, cx - 190, cy - 190, cx + 190, cy + 190, p.hex);
        ctx.fill();
      }, { blur: 30, dx: 10, dy: 20, a: 0.6 });
      ctx.beginPath();
      ctx.arc(cx, cy, 158, 0, Math.PI * 2);
      ctx.fillStyle = faceLight(ctx, cx - 158, cy - 158, 316, 316, tone(p.hex, 0.05), 0.3);
      ctx.fill();
      engrave(ctx, ch, cx, cy, p.hex, { size: 170, max: 260 });
    };
    link(400, 560, p.initials[0]);
    link(800, 660, p.initials[1]);
  },
  lamp(ctx, p) {
    ctx.fillStyle = 'rgba(70,40,20,0.28)';
    ctx.fillRect(0, 0, S, S);
    glow(ctx, 600, 420, 620, '#ffcf7a', 0.55);
    shadow(ctx, 600, 1010, 250, 34, 0.5);
    // base
    ctx.beginPath();
    ctx.moveTo(500, 1000);
    ctx.bezierCurveTo(420, 900, 470, 720, 600, 700);
    ctx.bezierCurveTo(730, 720, 780, 900, 700, 1000);
    ctx.closePath();
    ctx.fillStyle = cylinder(ctx, 450, 750, p.hex, { gloss: 0.6 });
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(600, 1000, 100, 18, 0, 0, Math.PI * 2);
    ctx.fillStyle = tone(p.hex, -0.4);
    ctx.fill();
    // shade, lit from inside
    ctx.beginPath();
    ctx.moveTo(420, 200);
    ctx.lineTo(780, 200);
    ctx.lineTo(900, 690);
    ctx.lineTo(300, 690);
    ctx.closePath();
    const g = ctx.createLinearGradient(300, 0, 900, 0);
    g.addColorStop(0, '#e8c48a');
    g.addColorStop(0.35, '#fff3d6');
    g.addColorStop(0.65, '#ffe7b0');
    g.addColorStop(1, '#d9a860');
    ctx.fillStyle = g;
    ctx.fill();
    glow(ctx, 600, 470, 300, '#ffffff', 0.5);
    ctx.beginPath();
    ctx.ellipse(600, 690, 300, 30, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#fff8e6';
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(600, 200, 180, 16, 0, 0, Math.PI * 2);
    ctx.fillStyle = '#caa06a';
    ctx.fill();
    printSample(ctx, p, { ink: '#6b3d1e', alpha: 0.85 });
  },
  clock(ctx, p) {
    withShadow(ctx, () => {
      ctx.beginPath();
      ctx.arc(600, 580, 440, 0, Math.PI * 2);
      ctx.fillStyle = metal(ctx, 160, 140, 1040, 1020, p.hex);
      ctx.fill();
    }, { blur: 50, dx: 26, dy: 34, a: 0.4 });
    ctx.beginPath();
    ctx.arc(600, 580, 390, 0, Math.PI * 2);
    const face = ctx.createRadialGradient(520, 480, 40, 600, 580, 420);
    face.addColorStop(0, '#ffffff');
    face.addColorStop(1, '#e9e4dc');
    ctx.fillStyle = face;
    ctx.fill();
    for (let h = 0; h < 12; h++) {
      const a = (h / 12) * Math.PI * 2;
      ctx.save();
      ctx.translate(600, 580);
      ctx.rotate(a);
      ctx.fillStyle = '#2c2430';
      ctx.fillRect(-5, -360, 10, h % 3 === 0 ? 56 : 30);
      ctx.restore();
    }
    printSample(ctx, p, { ink: '#4a1942' });
    const hand = (angle, len, wdt) => {
      ctx.save();
      ctx.translate(600, 580);
      ctx.rotate(angle);
      ctx.shadowColor = 'rgba(0,0,0,0.3)';
      ctx.shadowBlur = 8;
      ctx.shadowOffsetX = 6;
      ctx.shadowOffsetY = 8;
      rr(ctx, -wdt / 2, -len, wdt, len + 30, wdt / 2);
      ctx.fillStyle = '#2c2430';
      ctx.fill();
      ctx.restore();
    };
    hand(-0.9, 220, 18);
    hand(1.1, 320, 12);
    ctx.beginPath();
    ctx.arc(600, 580, 20, 0, Math.PI * 2);
    ctx.fillStyle = tone(p.hex, -0.2);
    ctx.fill();
    ctx.save();
    ctx.beginPath();
    ctx.arc(600, 580, 390, 0, Math.PI * 2);
    ctx.clip();
    const gl = ctx.createLinearGradient(200, 200, 1000, 1000);
    gl.addColorStop(0.25, 'rgba(255,255,255,0)');
    gl.addColorStop(0.33, 'rgba(255,255,255,0.35)');
    gl.addColorStop(0.42, 'rgba(255,255,255,0)');
    ctx.fillStyle = gl;
    ctx.fillRect(200, 180, 800, 800);
    ctx.restore();
  },
  nameplate(ctx, p) {
    withShadow(ctx, () => {
      rr(ctx, 130, 330, 940, 480, 40);
      ctx.fillStyle = faceLight(ctx, 130, 330, 940, 480, p.hex, 0.25);
      ctx.fill();
    }, { blur: 50, dx: 24, dy: 34, a: 0.4 });
    if (p.hex === '#7A4E2D') {
      ctx.save();
      rr(ctx, 130, 330, 940, 480, 40);
      ctx.clip();
      ctx.globalAlpha = 0.2;
      ctx.strokeStyle = '#2e1a0d';
      for (let i = 0; i < 26; i++) { ctx.lineWidth = 1 + (i % 3); ctx.beginPath(); ctx.moveTo(130, 340 + i * 19); ctx.bezierCurveTo(400, 330 + i * 19, 800, 356 + i * 19, 1070, 338 + i * 19); ctx.stroke(); }
      ctx.restore();
    }
    rr(ctx, 150, 350, 900, 440, 30);
    ctx.strokeStyle = alpha(tone(p.hex, 0.5), 0.6);
    ctx.lineWidth = 4;
    ctx.stroke();
    for (const [x, y] of [[200, 400], [1000, 400], [200, 740], [1000, 740]]) {
      ctx.beginPath();
      ctx.arc(x, y, 16, 0, Math.PI * 2);
      ctx.fillStyle = metal(ctx, x - 16, y - 16, x + 16, y + 16, '#c9a227');
      ctx.fill();
    }
    const gold = metal(ctx, 300, 420, 900, 700, '#c9a227');
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 10;
    ctx.shadowOffsetX = 5;
    ctx.shadowOffsetY = 7;
    // Brass or dark brown as the catalogue's inks, with the brass drawn as polished metal.
    printSample(ctx, p, { ink: lum(p.hex) > 0.62 ? '#3a2a20' : gold, ownInk: true });
    ctx.restore();
  },
  candle(ctx, p) {
    glow(ctx, 600, 300, 360, '#ffd27a', 0.45);
    shadow(ctx, 600, 1000, 300, 40, 0.4);
    // glass jar
    rr(ctx, 330, 420, 540, 580, 50);
    ctx.fillStyle = alpha('#ffffff', 0.25);
    ctx.fill();
    // wax
    rr(ctx, 350, 470, 500, 510, 40);
    ctx.fillStyle = cylinder(ctx, 350, 850, p.hex, { gloss: 0.35, rim: 0.3 });
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(600, 470, 250, 40, 0, 0, Math.PI * 2);
    ctx.fillStyle = tone(p.hex, 0.25);
    ctx.fill();
    // wick and flame
    ctx.strokeStyle = '#2c2430';
    ctx.lineWidth = 6;
    ctx.beginPath(); ctx.moveTo(600, 470); ctx.lineTo(600, 430); ctx.stroke();
    glow(ctx, 600, 370, 140, '#ffb347', 0.7);
    ctx.beginPath();
    ctx.moveTo(600, 270);
    ctx.bezierCurveTo(640, 340, 630, 420, 600, 430);
    ctx.bezierCurveTo(570, 420, 560, 340, 600, 270);
    const fl = ctx.createLinearGradient(0, 270, 0, 430);
    fl.addColorStop(0, '#fff3c4');
    fl.addColorStop(0.6, '#ffc24d');
    fl.addColorStop(1, '#f07b22');
    ctx.fillStyle = fl;
    ctx.fill();
    // label
    rr(ctx, 420, 620, 360, 260, 16);
    ctx.fillStyle = '#fbf6ec';
    ctx.fill();
    ctx.strokeStyle = '#c9a227';
    ctx.lineWidth = 4;
    rr(ctx, 436, 636, 328, 228, 10);
    ctx.stroke();
    text(ctx, p.name, 600, 720, { size: 70, color: '#4a1942', max: 300, dir: p.dir });
    text(ctx, p.line2, 600, 800, { size: 28, style: 'normal', weight: 'normal', font: 'DejaVu Sans', color: '#7a6b70', max: 300, dir: p.dir });
    // glass highlights
    ctx.fillStyle = alpha('#ffffff', 0.45);
    rr(ctx, 370, 450, 22, 500, 11);
    ctx.fill();
    ctx.strokeStyle = alpha('#ffffff', 0.6);
    ctx.lineWidth = 5;
    rr(ctx, 330, 420, 540, 580, 50);
    ctx.stroke();
  },
  pen(ctx, p) {
    wood(ctx, 0);
    // gift box base
    withShadow(ctx, () => {
      rr(ctx, 150, 300, 900, 600, 20);
      ctx.fillStyle = '#1f1f24';
      ctx.fill();
    }, { blur: 50, dx: 20, dy: 30, a: 0.5 });
    rr(ctx, 190, 340, 820, 520, 14);
    const satin = ctx.createLinearGradient(190, 340, 1010, 860);
    satin.addColorStop(0, '#f3ece2');
    satin.addColorStop(0.5, '#ddd3c4');
    satin.addColorStop(1, '#efe7da');
    ctx.fillStyle = satin;
    ctx.fill();
    const penAt = (y, hex) => {
      ctx.save();
      ctx.translate(600, y);
      ctx.rotate(-0.06);
      withShadow(ctx, () => {
        rr(ctx, -380, -34, 700, 68, 34);
        ctx.fillStyle = hex;
        ctx.fill();
      }, { blur: 16, dx: 6, dy: 12, a: 0.45 });
      const g = ctx.createLinearGradient(0, -34, 0, 34);
      g.addColorStop(0, tone(hex, -0.3));
      g.addColorStop(0.25, tone(hex, 0.55));
      g.addColorStop(0.45, hex);
      g.addColorStop(1, tone(hex, -0.45));
      rr(ctx, -380, -34, 700, 68, 34);
      ctx.fillStyle = g;
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(320, -28); ctx.lineTo(420, 0); ctx.lineTo(320, 28); ctx.closePath();
      ctx.fillStyle = metal(ctx, 320, -28, 320, 28, '#c9a227');
      ctx.fill();
      rr(ctx, -130, -36, 30, 72, 6);
      ctx.fillStyle = metal(ctx, 0, -36, 0, 36, '#c9a227');
      ctx.fill();
      rr(ctx, -360, -44, 210, 16, 8);
      ctx.fillStyle = metal(ctx, 0, -44, 0, -28, '#c9a227');
      ctx.fill();
      engrave(ctx, p.name, 110, 2, hex, { size: 40, max: 360, style: 'italic', dir: p.dir });
      ctx.restore();
    };
    penAt(520, p.hex);
    penAt(700, p.hex);
  },
  diary(ctx, p) {
    withShadow(ctx, () => {
      rr(ctx, 260, 160, 680, 900, 24);
      ctx.fillStyle = p.hex;
      ctx.fill();
    }, { blur: 50, dx: 26, dy: 34, a: 0.5 });
    // pages edge
    ctx.fillStyle = '#f3ecdd';
    ctx.fillRect(930, 190, 24, 840);
    ctx.fillStyle = 'rgba(0,0,0,0.15)';
    for (let i = 0; i < 20; i++) ctx.fillRect(930, 200 + i * 42, 24, 2);
    leather(ctx, [260, 160, 680, 900, 24], p.hex, 0.22, 16);
    // the band
    ctx.fillStyle = tone(p.hex, -0.5);
    ctx.fillRect(830, 160, 30, 900);
    engrave(ctx, p.name, 560, 560, p.hex, { size: 90, max: 460, dir: p.dir });
    engrave(ctx, p.line2, 560, 660, p.hex, { size: 34, style: 'normal', weight: 'normal', font: 'DejaVu Sans', max: 460, dir: p.dir });
  },
  organiser(ctx, p) {
    studio(ctx, p.hex, 1);
    shadow(ctx, 610, 960, 400, 40, 0.45);
    // pencils behind
    const pc = ['#c62828', '#1f3a68', '#2e8b57', '#e8a317', '#6a3d9a'];
    pc.forEach((c, i) => {
      ctx.save();
      ctx.translate(330 + i * 60, 520);
      ctx.rotate(-0.2 + i * 0.08);
      ctx.fillStyle = c;
      ctx.fillRect(-14, -330, 28, 340);
      ctx.fillStyle = '#f0d3a8';
      ctx.beginPath(); ctx.moveTo(-14, -330); ctx.lineTo(0, -380); ctx.lineTo(14, -330); ctx.fill();
      ctx.restore();
    });
    ctx.save();
    ctx.translate(810, 480);
    ctx.rotate(0.12);
    ctx.fillStyle = '#2c2430';
    ctx.fillRect(-16, -300, 32, 320);
    ctx.restore();
    // the box: front and side
    ctx.beginPath();
    ctx.moveTo(250, 480); ctx.lineTo(870, 480); ctx.lineTo(870, 950); ctx.lineTo(250, 950); ctx.closePath();
    ctx.fillStyle = faceLight(ctx, 250, 480, 620, 470, p.hex, 0.2);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(870, 480); ctx.lineTo(970, 430); ctx.lineTo(970, 890); ctx.lineTo(870, 950); ctx.closePath();
    ctx.fillStyle = tone(p.hex, -0.35);
    ctx.fill();
    ctx.beginPath();
    ctx.moveTo(250, 480); ctx.lineTo(350, 430); ctx.lineTo(970, 430); ctx.lineTo(870, 480); ctx.closePath();
    ctx.fillStyle = tone(p.hex, -0.55);
    ctx.fill();
    engrave(ctx, p.name, 560, 680, p.hex, { size: 92, max: 520, dir: p.dir });
    engrave(ctx, p.line2, 560, 780, p.hex, { size: 36, style: 'normal', weight: 'normal', font: 'DejaVu Sans', max: 520, dir: p.dir });
  },
  hamper(ctx, p) {
    shadow(ctx, 600, 1010, 440, 44, 0.45);
    // treats
    const treat = (x, y, w, h, c, label) => {
      withShadow(ctx, () => { rr(ctx, x, y, w, h, 14); ctx.fillStyle = c; ctx.fill(); }, { blur: 20, dx: 6, dy: 10, a: 0.3 });
      rr(ctx, x, y, w, h, 14);
      ctx.fillStyle = faceLight(ctx, x, y, w, h, c, 0.25);
      ctx.fill();
      if (label) text(ctx, label, x + w / 2, y + h / 2, { size: 30, style: 'normal', font: 'DejaVu Sans', color: inkOn(c), max: w - 20 });
    };
    treat(270, 300, 200, 380, '#4a1942', 'Tea');
    treat(480, 250, 240, 420, '#c9a227', 'Chocolates');
    treat(730, 330, 190, 350, '#1f6f78', 'Honey');
    // basket
    ctx.beginPath();
    ctx.moveTo(180, 600); ctx.lineTo(1020, 600); ctx.lineTo(940, 1000); ctx.lineTo(260, 1000); ctx.closePath();
    const b = ctx.createLinearGradient(0, 600, 0, 1000);
    b.addColorStop(0, '#d3a367');
    b.addColorStop(1, '#9c6a36');
    ctx.fillStyle = b;
    ctx.fill();
    ctx.save();
    ctx.clip();
    ctx.strokeStyle = 'rgba(90,55,20,0.45)';
    ctx.lineWidth = 6;
    for (let y = 620; y < 1000; y += 34) { ctx.beginPath(); ctx.moveTo(150, y); ctx.lineTo(1050, y); ctx.stroke(); }
    for (let x = 160; x < 1060; x += 46) { ctx.beginPath(); ctx.moveTo(x, 600); ctx.lineTo(x + (x - 600) * 0.1, 1000); ctx.stroke(); }
    ctx.restore();
    rr(ctx, 160, 580, 880, 50, 25);
    ctx.fillStyle = '#b98552';
    ctx.fill();
    // ribbon and tag
    ctx.fillStyle = p.hex;
    ctx.fillRect(560, 600, 80, 400);
    ctx.beginPath();
    ctx.ellipse(540, 640, 90, 50, -0.4, 0, Math.PI * 2);
    ctx.ellipse(660, 640, 90, 50, 0.4, 0, Math.PI * 2);
    ctx.fill();
    rr(ctx, 700, 760, 260, 150, 12);
    ctx.fillStyle = '#fbf6ec';
    ctx.fill();
    text(ctx, p.name, 830, 820, { size: 48, color: '#4a1942', max: 220, dir: p.dir });
    text(ctx, p.line2, 830, 870, { size: 22, style: 'normal', weight: 'normal', font: 'DejaVu Sans', color: '#7a6b70', max: 220, dir: p.dir });
  },
  giftcard(ctx, p) {
    ctx.save();
    ctx.translate(600, 600);
    ctx.rotate(-0.1);
    withShadow(ctx, () => { rr(ctx, -440, -280, 880, 560, 36); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 50, dx: 24, dy: 34, a: 0.4 });
    rr(ctx, -440, -280, 880, 560, 36);
    const g = ctx.createLinearGradient(-440, -280, 440, 280);
    g.addColorStop(0, tone(p.hex, 0.2));
    g.addColorStop(1, tone(p.hex, -0.35));
    ctx.fillStyle = g;
    ctx.fill();
    ctx.save();
    ctx.clip();
    glow(ctx, 250, -200, 400, '#ffffff', 0.25);
    ctx.fillStyle = '#e8a317';
    ctx.fillRect(180, -280, 60, 560);
    ctx.restore();
    text(ctx, 'Tohfa', -380, -200, { size: 56, align: 'left', color: '#fbf6ec' });
    text(ctx, 'Gift Card', -380, -130, { size: 34, style: 'normal', weight: 'normal', font: 'DejaVu Sans', align: 'left', color: alpha('#fbf6ec', 0.85) });
    text(ctx, '₹ 1,000', -380, 60, { size: 90, style: 'normal', font: 'DejaVu Sans', align: 'left', color: '#fbf6ec' });
    text(ctx, `For ${p.nameLatin}`, -380, 190, { size: 44, align: 'left', color: '#fbf6ec', max: 520 });
    ctx.restore();
  },
  printable(ctx, p) {
    wood(ctx, 0);
    ctx.save();
    ctx.translate(600, 600);
    ctx.rotate(0.05);
    withShadow(ctx, () => { ctx.fillStyle = '#fdfbf6'; ctx.fillRect(-340, -460, 680, 920); }, { blur: 40, dx: 20, dy: 28, a: 0.45 });
    ctx.strokeStyle = p.hex;
    ctx.lineWidth = 10;
    ctx.strokeRect(-300, -420, 600, 840);
    heartPath(ctx, 0, -220, 90);
    ctx.fillStyle = p.hex;
    ctx.fill();
    text(ctx, 'Happy', 0, -40, { size: 80, color: '#2c2430' });
    text(ctx, 'Birthday', 0, 60, { size: 80, color: '#2c2430' });
    text(ctx, p.name, 0, 200, { size: 90, color: p.hex, max: 520, dir: p.dir });
    ctx.restore();
  },
  wallpaper(ctx, p) {
    studio(ctx, p.hex, 1);
    withShadow(ctx, () => { rr(ctx, 380, 120, 440, 900, 64); ctx.fillStyle = '#1f1f24'; ctx.fill(); }, { blur: 50, dx: 24, dy: 34, a: 0.45 });
    rr(ctx, 400, 140, 400, 860, 48);
    ctx.save();
    ctx.clip();
    const g = ctx.createLinearGradient(0, 140, 0, 1000);
    g.addColorStop(0, tone(p.hex, 0.3));
    g.addColorStop(1, tone(p.hex, -0.4));
    ctx.fillStyle = g;
    ctx.fillRect(400, 140, 400, 860);
    for (let i = 0; i < 18; i++) {
      ctx.fillStyle = alpha('#ffffff', 0.15);
      ctx.beginPath();
      ctx.arc(400 + ((i * 137) % 400), 140 + ((i * 311) % 860), 8 + (i % 5) * 6, 0, Math.PI * 2);
      ctx.fill();
    }
    text(ctx, '10:24', 600, 320, { size: 96, style: 'normal', weight: 'normal', font: 'DejaVu Sans', color: '#ffffff' });
    text(ctx, p.name, 600, 620, { size: 90, color: '#ffffff', max: 340, dir: p.dir });
    ctx.restore();
    rr(ctx, 540, 160, 120, 26, 13);
    ctx.fillStyle = '#1f1f24';
    ctx.fill();
  },
  keychain(ctx, p) {
    shadow(ctx, 620, 960, 300, 36, 0.4);
    // ring
    ctx.beginPath();
    ctx.arc(600, 250, 120, 0, Math.PI * 2);
    ctx.strokeStyle = metal(ctx, 480, 130, 720, 370, '#b8bec6');
    ctx.lineWidth = 22;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(600, 370);
    ctx.lineTo(600, 430);
    ctx.lineWidth = 14;
    ctx.stroke();
    // tag
    withShadow(ctx, () => { rr(ctx, 380, 420, 440, 520, 60); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 40, dx: 20, dy: 28, a: 0.4 });
    rr(ctx, 380, 420, 440, 520, 60);
    ctx.fillStyle = faceLight(ctx, 380, 420, 440, 520, p.hex, 0.3);
    ctx.fill();
    rr(ctx, 405, 445, 390, 470, 44);
    ctx.setLineDash([12, 9]);
    ctx.strokeStyle = alpha(tone(p.hex, 0.45), 0.8);
    ctx.lineWidth = 4;
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.arc(600, 480, 22, 0, Math.PI * 2);
    ctx.fillStyle = metal(ctx, 578, 458, 622, 502, '#b8bec6');
    ctx.fill();
    printSample(ctx, p, { draw: (s, x, y, style) => engrave(ctx, s, x, y, p.hex, style) });
  },
  phonecase(ctx, p) {
    ctx.save();
    ctx.translate(600, 600);
    ctx.rotate(-0.12);
    withShadow(ctx, () => { rr(ctx, -250, -480, 500, 960, 80); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 50, dx: 26, dy: 34, a: 0.45 });
    rr(ctx, -250, -480, 500, 960, 80);
    ctx.fillStyle = faceLight(ctx, -250, -480, 500, 960, p.hex, 0.25);
    ctx.fill();
    rr(ctx, -200, -430, 190, 230, 50);
    ctx.fillStyle = tone(p.hex, -0.45);
    ctx.fill();
    for (const [x, y] of [[-150, -370], [-60, -370], [-105, -265]]) {
      ctx.beginPath();
      ctx.arc(x, y, 34, 0, Math.PI * 2);
      ctx.fillStyle = '#101014';
      ctx.fill();
      ctx.beginPath();
      ctx.arc(x - 8, y - 8, 10, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(140,170,255,0.5)';
      ctx.fill();
    }
    const g = ctx.createLinearGradient(-250, -480, 250, 480);
    g.addColorStop(0.2, 'rgba(255,255,255,0)');
    g.addColorStop(0.3, 'rgba(255,255,255,0.22)');
    g.addColorStop(0.4, 'rgba(255,255,255,0)');
    rr(ctx, -250, -480, 500, 960, 80);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.restore();
    // Printed square to the picture, as the preview draws the print areas.
    printSample(ctx, p, { ink: inkOn(p.hex) });
  },
  wallet(ctx, p) {
    withShadow(ctx, () => { rr(ctx, 200, 300, 800, 600, 40); ctx.fillStyle = p.hex; ctx.fill(); }, { blur: 50, dx: 24, dy: 34, a: 0.5 });
    leather(ctx, [200, 300, 800, 600, 40], p.hex, 0.25, 28);
    // the fold
    const f = ctx.createLinearGradient(560, 0, 640, 0);
    f.addColorStop(0, 'rgba(0,0,0,0)');
    f.addColorStop(0.5, 'rgba(0,0,0,0.25)');
    f.addColorStop(1, 'rgba(255,255,255,0.08)');
    ctx.fillStyle = f;
    ctx.fillRect(560, 300, 80, 600);
    engrave(ctx, p.initials.join(''), 800, 600, p.hex, { size: 120, max: 300 });
    engrave(ctx, p.name, 800, 720, p.hex, { size: 40, style: 'normal', font: 'DejaVu Sans', max: 300, dir: p.dir });
  },
};

/** Where the detail view (view 2) looks: centre and zoom. */
const DETAIL = {
  mug: [560, 600, 1.9], bottle: [600, 640, 1.7], frame: [600, 800, 1.9], cushion: [600, 700, 1.7], heart: [600, 600, 1.8],
  tshirt: [600, 520, 1.9], hoodie: [600, 640, 1.9], cap: [600, 600, 1.9], pendant: [600, 690, 1.6], bracelet: [600, 850, 2],
  ring: [470, 740, 2.2], cufflinks: [400, 560, 1.9], lamp: [600, 470, 1.8], clock: [600, 560, 1.7], nameplate: [600, 580, 1.6],
  candle: [600, 740, 2], pen: [640, 520, 2.1], diary: [560, 600, 1.8], organiser: [560, 720, 1.8], hamper: [830, 840, 2.4],
  giftcard: [560, 620, 1.6], printable: [600, 650, 1.6], wallpaper: [600, 560, 1.7], keychain: [600, 720, 1.8],
  phonecase: [600, 680, 1.7], wallet: [800, 650, 2],
};
/** How view 1 frames a model drawn small: centre and zoom. */
const FRAMING = { mug: [590, 610, 1.22], cap: [600, 600, 1.08], bottle: [600, 600, 1.05], lamp: [600, 610, 1.08], keychain: [600, 600, 1.1] };
const OWN_BACKDROP = new Set(['pendant', 'bracelet', 'ring', 'cufflinks', 'pen', 'organiser', 'printable', 'wallpaper']);

/** Draws one photograph; returns a PNG data URL. */
window.renderProduct = function renderProduct({ shape, hex, name, line2, view, seed, areas = [] }) {
  const canvas = document.getElementById('c');
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, S, S);
  const dir = /[\u0600-\u06FF]/.test(name) ? 'rtl' : 'ltr';
  const latin = name.replace(/[^A-Za-z &]/g, '').trim();
  const words = (latin || 'Tohfa').split(/\s*&\s*|\s+/).filter(Boolean);
  const initials = [words[0][0], (words[1] ?? words[0].slice(1))[0] ?? 'T'].map((c) => c.toUpperCase());
  // The print areas are fractions of view 1; the models draw in their own frame, which view 1 scales by FRAMING.
  const [fx, fy, fz] = FRAMING[shape] ?? [S / 2, S / 2, 1];
  const toModel = (a) => [(a.x * S - S / 2) / fz + fx, (a.y * S - S / 2) / fz + fy, (a.w * S) / fz, (a.h * S) / fz];
  const p = { hex, name, line2, dir, seed, initials, nameLatin: latin || 'Aisha', areas: areas.map((a) => ({ ...a, model: toModel(a) })) };
  const model = MODELS[shape];
  if (!model) throw new Error(`no model for ${shape}`);
  if (view === 2) {
    const [cx, cy, z] = DETAIL[shape];
    if (!OWN_BACKDROP.has(shape)) studio(ctx, hex, 2);
    ctx.translate(S / 2, S / 2);
    ctx.scale(z, z);
    ctx.translate(-cx, -cy);
  } else {
    if (!OWN_BACKDROP.has(shape)) studio(ctx, hex, 1);
    const [cx, cy, z] = FRAMING[shape] ?? [S / 2, S / 2, 1];
    ctx.translate(S / 2, S / 2);
    ctx.scale(z, z);
    ctx.translate(-cx, -cy);
  }
  model(ctx, p);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  return canvas.toDataURL('image/png');
};
window.MODEL_NAMES = Object.keys(MODELS);
