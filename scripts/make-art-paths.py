#!/usr/bin/env python3
"""The words of the artwork every page shows as outlines (server/db/seed/artwork.ts): the
logo's two words (logoArt) and the footer's and the product page's payment icons (paymentArt).

They were SVG text. A picture with text is laid out as a document of its own, with the
machine's fonts looked up and shaped on the page's main thread the first time it is drawn:
on Debian's Chromium, 15-20 ms and a dozen synchronous font look-ups in the browser process
for the logo, on every page; the rupee sign, which Arial's stand-in lacks, asks for a
fallback font by character, the dearest look-up (docs/decisions/0032). As outlines it is the
same drawing with no font at all. The outlines are of the faces Chromium drew in here:
- "Tohfa": Georgia's stand-in, Liberation Serif Bold; تحفة: the font fallback's DejaVu Sans
  (Book) made bold by Skia (its outline widened by a stroke of size/32-size/24, 1.09 px at
  34 px);
- "PayPal" (Verdana, Arial, bold italic): Arial's stand-in, Liberation Sans Bold Italic
  (Chromium takes a family's stand-in only when it is metric-compatible: none for Verdana);
- the rupee sign (Arial, bold): the font fallback's DejaVu Sans (Book) made bold by Skia, as
  the logo's Arabic (a stroke of 0.75 px at 20 px), for a character Liberation Sans lacks.
HarfBuzz shapes the words (the Arabic joined, right to left), as the browser did.

Needs Debian's fonts-liberation, fonts-dejavu-core, libharfbuzz-bin (hb-shape) and
python3-fonttools. Prints the path strings for artwork.ts:
    /usr/bin/python3 scripts/make-art-paths.py
"""
import json
import subprocess
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

LIBERATION_SERIF_BOLD = '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf'
LIBERATION_SANS_BOLD_ITALIC = '/usr/share/fonts/truetype/liberation/LiberationSans-BoldItalic.ttf'
DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'


def fmt(v):
    s = f'{v:.1f}'.rstrip('0').rstrip('.')
    return '0' if s == '-0' else s


def glyph_paths(font_file, text, size, x, y, anchor='start', letter_spacing=0.0):
    """Each glyph's path of `text` set at `size` px with its baseline at y, starting, centred or ending at x (SVG's text-anchor)."""
    font = TTFont(font_file)
    upem = font['head'].unitsPerEm
    glyphs = font.getGlyphSet()
    shaped = json.loads(subprocess.run(['hb-shape', '--output-format=json', font_file, text], capture_output=True, text=True, check=True).stdout)
    scale = size / upem
    width = sum(g['ax'] * scale + letter_spacing for g in shaped)
    pen_x = x - {'start': 0, 'middle': width / 2, 'end': width}[anchor]
    parts = []
    for g in shaped:
        pen = SVGPathPen(glyphs, ntos=fmt)
        glyphs[g['g']].draw(TransformPen(pen, (scale, 0, 0, -scale, pen_x + g['dx'] * scale, y - g['dy'] * scale)))
        parts.append(pen.getCommands())
        pen_x += g['ax'] * scale + letter_spacing
    return parts


def outline(*args, **kwargs):
    return ''.join(glyph_paths(*args, **kwargs))


# As the SVG text was: x 82, baseline 76, 66 px, letter-spacing 1; and anchored at its end at
# x 336, baseline 74, 34 px (drawn with a 1.09 px stroke of its fill: the synthetic bold).
print('LOGO_NAME =', json.dumps(outline(LIBERATION_SERIF_BOLD, 'Tohfa', 66, 82, 76, letter_spacing=1)))
print('LOGO_ARABIC_NAME =', json.dumps(outline(DEJAVU_SANS, 'تحفة', 34, 336, 74, anchor='end')))
# The payment icons, as their text was: centred at x 80; PayPal on baseline 60 at 28 px (its
# two halves in two inks), the rupee on baseline 57 at 20 px (drawn with a 0.75 px stroke of
# its fill: the synthetic bold, size/24-size/32 as the size goes from 9 to 36 px).
paypal = glyph_paths(LIBERATION_SANS_BOLD_ITALIC, 'PayPal', 28, 80, 60, anchor='middle')
print('PAY_PAY =', json.dumps(''.join(paypal[:3])))
print('PAY_PAL =', json.dumps(''.join(paypal[3:])))
print('RUPEE =', json.dumps(outline(DEJAVU_SANS, '₹', 20, 80, 57, anchor='middle')))
