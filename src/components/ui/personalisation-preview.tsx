// The live preview (docs/shop-rules.md P1, P2): the shopper's text and photo drawn on the
// product picture in each field's print area, as they type. SVG over the picture, so the
// browser shapes Arabic and runs it right to left; the size rule is the print's
// (fitFontSize) and the fonts are the print's own files (print-fonts.ts), so the print
// matches what the shopper sees. Loaded with the product page.
// The product's picture carries a sample personalisation inside its print areas
// (scripts/product-photos/scene.js): a photo covers its area's sample, and under the shopper's
// text the area is covered by the bare product, drawn from the picture's own pixels around
// the area, so the sample never shows beside the shopper's text.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { FONT_STACKS, PHOTO_CORNER, baselineShift, fitFontSize, inkOf, isRtlText, type PersonalisationField, type PersonalisationValues, type PrintArea } from '../../../contract/personalisation.ts';
import { usePrintFonts } from './print-fonts.ts';
// shop-ui.css: with the shell's stylesheets, loaded by src/main.tsx (not added by this lazy chunk).

/** The preview's units: the picture is 1000 x 1000. */
const U = 1000;

/** The picture is read at this many pixels a side to find the bare product around an area. */
const READ_AT = 96;

interface Surface { href: string; x: number; y: number; w: number; h: number }

/**
 * The bare product over `area` of the picture: the pixels just around it, filled in across
 * it (a Coons patch of its border, exact for any light that changes in straight lines, smooth
 * for the rest). Null when the picture cannot be read (another origin, no canvas).
 */
function bareSurface(img: HTMLImageElement, area: PrintArea): Surface | null {
  try {
    const read = document.createElement('canvas');
    read.width = read.height = READ_AT;
    const g = read.getContext('2d', { willReadFrequently: true });
    if (!g) return null;
    g.drawImage(img, 0, 0, READ_AT, READ_AT);
    const x0 = Math.max(0, Math.floor(area.x * READ_AT) - 1);
    const y0 = Math.max(0, Math.floor(area.y * READ_AT) - 1);
    const w = Math.min(READ_AT - 1, Math.ceil((area.x + area.w) * READ_AT)) - x0 + 1;
    const h = Math.min(READ_AT - 1, Math.ceil((area.y + area.h) * READ_AT)) - y0 + 1;
    const d = g.getImageData(x0, y0, w, h).data;
    const out = g.createImageData(w, h);
    const at = (x: number, y: number, c: number) => d[(y * w + x) * 4 + c]!;
    for (let y = 0; y < h; y++) {
      const v = y / (h - 1);
      for (let x = 0; x < w; x++) {
        const u = x / (w - 1);
        for (let c = 0; c < 3; c++) {
          const edges = (1 - v) * at(x, 0, c) + v * at(x, h - 1, c) + (1 - u) * at(0, y, c) + u * at(w - 1, y, c);
          const corners = (1 - u) * (1 - v) * at(0, 0, c) + u * (1 - v) * at(w - 1, 0, c) + (1 - u) * v * at(0, h - 1, c) + u * v * at(w - 1, h - 1, c);
          out.data[(y * w + x) * 4 + c] = edges - corners;
        }
        out.data[(y * w + x) * 4 + 3] = 255;
      }
    }
    const draw = document.createElement('canvas');
    draw.width = w;
    draw.height = h;
    draw.getContext('2d')?.putImageData(out, 0, 0);
    return { href: draw.toDataURL(), x: x0 / READ_AT, y: y0 / READ_AT, w: w / READ_AT, h: h / READ_AT };
  } catch {
    return null;
  }
}

/** The bare product under each text field that has a value, read from the picture beside the preview. */
function useBareSurfaces(svg: RefObject<SVGSVGElement | null>, fields: readonly PersonalisationField[], keys: string): Readonly<Record<string, Surface>> {
  const [surfaces, setSurfaces] = useState<Record<string, Surface>>({});
  useEffect(() => {
    const img = svg.current?.parentElement?.querySelector('img');
    if (!img || !keys) return;
    const wanted = keys.split(',');
    const make = () => {
      if (!img.complete || img.naturalWidth === 0) return;
      const next: Record<string, Surface> = {};
      for (const f of fields) {
        const surface = wanted.includes(f.Key) ? bareSurface(img, f.Area) : null;
        if (surface) next[f.Key] = surface;
      }
      setSurfaces(next);
    };
    make();
    // Another colour's picture loads into the same element.
    img.addEventListener('load', make);
    return () => img.removeEventListener('load', make);
  }, [svg, fields, keys]);
  return surfaces;
}

/**
 * The colour whose ink is drawn: the colour of the picture on show. A colour swatch changes
 * the colour and the picture at once, but the new picture takes a moment to load; until it
 * has (or failed), the previous ink stays on the previous picture, so the shopper never sees
 * the new ink on the old product (white on the white mug). A colour with the same picture
 * (or no picture) takes its ink at once.
 */
function useShownColour(svg: RefObject<SVGSVGElement | null>, picture: string | undefined, colorId: number | null): number | null {
  const [shown, setShown] = useState({ picture, colorId });
  const settled = shown.picture === picture;
  if (settled && shown.colorId !== colorId) setShown({ picture, colorId });
  // A layout effect: listening before any task runs, so a picture from the memory cache,
  // whose load event is the next task, is not missed.
  useLayoutEffect(() => {
    if (settled) return;
    const img = svg.current?.parentElement?.querySelector('img');
    const done = () => setShown({ picture, colorId });
    if (!img) {
      done();
      return;
    }
    img.addEventListener('load', done);
    img.addEventListener('error', done);
    return () => {
      img.removeEventListener('load', done);
      img.removeEventListener('error', done);
    };
  }, [svg, settled, picture, colorId]);
  return settled ? colorId : shown.colorId;
}

interface Props {
  fields: readonly PersonalisationField[];
  /** The product's colour in the picture: each text is drawn in its ink (docs/shop-rules.md P1); none: the fields' own colour. */
  colorId?: number | null;
  /** The picture's address when `colorId` may change with it (a colour swatch): the ink changes once that picture is on show. */
  picture?: string;
  values: PersonalisationValues;
  /** Local pictures for photo fields (object URLs), by field key. */
  photos: Readonly<Record<string, string>>;
  label: string;
}

export function PersonalisationPreview({ fields, colorId = null, picture, values, photos, label }: Props) {
  // Clip ids of their own: a cart shows several previews of the same fields on one page.
  const clip = `clip${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const drawn = fields.filter((f) => (f.Kind === 'photo' ? photos[f.Key] : values[f.Key]));
  const ref = useRef<SVGSVGElement>(null);
  const surfaces = useBareSurfaces(ref, fields, drawn.filter((f) => f.Kind === 'text').map((f) => f.Key).join(','));
  const inkColour = useShownColour(ref, picture, colorId);
  // The shipped print fonts (print-fonts.ts): each text is drawn anew as a file arrives.
  const texts = fields.filter((f) => f.Kind === 'text');
  const fontsIn = usePrintFonts(texts.map((f) => f.Font), texts.map((f) => values[f.Key] ?? '').join(''));
  return (
    <svg ref={ref} className="personal-preview" viewBox={`0 0 ${U} ${U}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
      {drawn.map((f) => {
        const x = f.Area.x * U;
        const y = f.Area.y * U;
        const w = f.Area.w * U;
        const h = f.Area.h * U;
        if (f.Kind === 'photo') {
          return (
            <g key={f.Key}>
              <clipPath id={`${clip}-${f.Key}`}><rect x={x} y={y} width={w} height={h} rx={PHOTO_CORNER * U} /></clipPath>
              <image href={photos[f.Key]} x={x} y={y} width={w} height={h} preserveAspectRatio="xMidYMid slice" clipPath={`url(#${clip}-${f.Key})`} />
            </g>
          );
        }
        const text = values[f.Key]!;
        const size = fitFontSize(text, w, h);
        const bare = surfaces[f.Key];
        return (
          <g key={f.Key}>
            {bare && <image className="personal-preview__surface" href={bare.href} x={bare.x * U} y={bare.y * U} width={bare.w * U} height={bare.h * U} preserveAspectRatio="none" />}
            <text key={fontsIn} x={x + w / 2} y={y + h / 2 + baselineShift(f.Font, size)} fontFamily={FONT_STACKS[f.Font]} fontSize={size} fill={inkOf(f, inkColour)}
              textAnchor="middle" direction={isRtlText(text) ? 'rtl' : 'ltr'}>
              {text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
