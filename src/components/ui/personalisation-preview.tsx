// The live preview (docs/shop-rules.md P1, P2): the shopper's text and photo drawn on the
// product picture in each field's print area, as they type. SVG over the picture, so the
// browser shapes Arabic and runs it right to left; the size rule is the print's
// (fitFontSize), so the print matches what the shopper sees. Loaded with the product page.
import { useId } from 'react';
import { FONT_STACKS, PHOTO_CORNER, fitFontSize, isRtlText, type PersonalisationField, type PersonalisationValues } from '../../../contract/personalisation.ts';
import './shop-ui.css';

/** The preview's units: the picture is 1000 x 1000. */
const U = 1000;

interface Props {
  fields: readonly PersonalisationField[];
  values: PersonalisationValues;
  /** Local pictures for photo fields (object URLs), by field key. */
  photos: Readonly<Record<string, string>>;
  label: string;
}

export function PersonalisationPreview({ fields, values, photos, label }: Props) {
  // Clip ids of their own: a cart shows several previews of the same fields on one page.
  const clip = `clip${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const drawn = fields.filter((f) => (f.Kind === 'photo' ? photos[f.Key] : values[f.Key]));
  return (
    <svg className="personal-preview" viewBox={`0 0 ${U} ${U}`} role="img" aria-label={label} preserveAspectRatio="xMidYMid meet">
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
        return (
          <text key={f.Key} x={x + w / 2} y={y + h / 2} fontFamily={FONT_STACKS[f.Font]} fontSize={fitFontSize(text, w, h)} fill={f.Color}
            textAnchor="middle" dominantBaseline="central" direction={isRtlText(text) ? 'rtl' : 'ltr'}>
            {text}
          </text>
        );
      })}
    </svg>
  );
}
