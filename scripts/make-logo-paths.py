#!/usr/bin/env python3
"""The logo's two words as outlines (server/db/seed/artwork.ts, logoArt).

The wordmark drew "Tohfa" and "تحفة" as SVG text. A picture with text is laid out as a
document of its own, with the machine's fonts looked up and shaped on the page's main
thread the first time it is drawn: on Debian's Chromium, 15-20 ms and a dozen synchronous
font look-ups in the browser process, on every page (docs/decisions/0032). As outlines it is
the same drawing with no font at all. The outlines are of the faces Chromium drew in here:
Georgia's stand-in, Liberation Serif Bold, for the name; for تحفة, the font fallback's DejaVu
Sans (Book) made bold by Skia (its outline widened by a stroke of size/32-size/24, 1.09 px at
34 px). HarfBuzz shapes the words (the Arabic joined, right to left), as the browser did.

Needs Debian's fonts-liberation, fonts-dejavu-core, libharfbuzz-bin (hb-shape) and
python3-fonttools. Prints the two path strings for artwork.ts:
    /usr/bin/python3 scripts/make-logo-paths.py
"""
import json
import subprocess
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

LIBERATION_SERIF_BOLD = '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf'
DEJAVU_SANS = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'


def fmt(v):
    s = f'{v:.1f}'.rstrip('0').rstrip('.')
    return '0' if s == '-0' else s


def outline(font_file, text, size, x, y, anchor_end=False, letter_spacing=0.0):
    """The path of `text` set at `size` px with its baseline at y, starting at x (or ending at x)."""
    font = TTFont(font_file)
    upem = font['head'].unitsPerEm
    glyphs = font.getGlyphSet()
    shaped = json.loads(subprocess.run(['hb-shape', '--output-format=json', font_file, text], capture_output=True, text=True, check=True).stdout)
    scale = size / upem
    width = sum(g['ax'] * scale + letter_spacing for g in shaped)
    pen_x = x - width if anchor_end else x
    parts = []
    for g in shaped:
        pen = SVGPathPen(glyphs, ntos=fmt)
        glyphs[g['g']].draw(TransformPen(pen, (scale, 0, 0, -scale, pen_x + g['dx'] * scale, y - g['dy'] * scale)))
        parts.append(pen.getCommands())
        pen_x += g['ax'] * scale + letter_spacing
    return ''.join(parts)


# As the SVG text was: x 82, baseline 76, 66 px, letter-spacing 1; and anchored at its end at
# x 336, baseline 74, 34 px (drawn with a 1.09 px stroke of its fill: the synthetic bold).
print('NAME =', json.dumps(outline(LIBERATION_SERIF_BOLD, 'Tohfa', 66, 82, 76, letter_spacing=1)))
print('ARABIC_NAME =', json.dumps(outline(DEJAVU_SANS, 'تحفة', 34, 336, 74, anchor_end=True)))
