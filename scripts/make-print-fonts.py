#!/usr/bin/python3
"""The personalisation's print fonts (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md).

Writes media/fonts/: DejaVu Sans (Latin and Arabic), DejaVu Serif (Latin), Amiri (Arabic) and
Noto Sans and Noto Serif for each of India's main scripts (Devanagari, Bengali, Gurmukhi,
Gujarati, Tamil, Telugu, Kannada, Malayalam), cut to the characters a personalised gift takes, as TrueType: the preview loads them as web
fonts and the server prints with the same files (media/fonts/fonts.conf). Also writes their
licences beside them and contract/print-font-coverage.ts, the code points each file holds,
which the rules check a text against (docs/shop-rules.md P2).

Needs Debian's fonts-dejavu-core, fonts-hosny-amiri, fonts-noto-core and python3-fonttools:
    apt-get install fonts-dejavu-core fonts-hosny-amiri fonts-noto-core python3-fonttools
    /usr/bin/python3 scripts/make-print-fonts.py
or, without installing the fonts on the machine (installed, every browser and test on it sees
them), with what is not installed taken from packages unpacked under DIR (`dpkg -x PACKAGE.deb DIR`):
    /usr/bin/python3 scripts/make-print-fonts.py --from DIR
"""
import os
import shutil
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), '..'))
OUT = os.path.join(ROOT, 'media', 'fonts')
COVERAGE = os.path.join(ROOT, 'contract', 'print-font-coverage.ts')

# What a name, a date or a short wish on a gift takes.
LATIN = [
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1: é, ñ, ß, £, ©
    (0x0100, 0x017F),  # Latin Extended-A: ā, ł, ş, ő
    (0x0218, 0x021B),  # ș, ț
    (0x2013, 0x2014), (0x2018, 0x201A), (0x201C, 0x201E), (0x2022, 0x2022), (0x2026, 0x2026),  # dashes, quotes, bullet, ellipsis
    (0x20AC, 0x20AC), (0x20B9, 0x20B9),  # €, ₹
    (0x2605, 0x2606), (0x2661, 0x2661), (0x2665, 0x2665),  # stars, hearts
]
ARABIC = [
    (0x0600, 0x066F), (0x0670, 0x0670),  # Arabic: letters, marks, digits, punctuation
    # The letters Urdu and Persian add (پ چ ژ ک گ ٹ ڈ ڑ ں ھ ہ ی ے) and their digits; not the
    # rarer letters and Quranic signs, which would double Amiri's contextual forms.
    (0x0679, 0x0679), (0x067E, 0x067E), (0x0686, 0x0686), (0x0688, 0x0688), (0x0691, 0x0691), (0x0698, 0x0698),
    (0x06A9, 0x06A9), (0x06AF, 0x06AF), (0x06BA, 0x06BA), (0x06BE, 0x06BE), (0x06C1, 0x06C1), (0x06CC, 0x06CC),
    (0x06D2, 0x06D2), (0x06F0, 0x06F9),
    (0xFE70, 0xFEFF),  # presentation forms B: the letters' forms, which some keyboards type
]
# India's scripts, each block whole (letters, signs, digits; the conjuncts and half forms come
# with the shaping features), with the dotted circle a shaper sets under a sign typed alone.
# The dandas (U+0964-0965) the northern scripts share are Devanagari's: drawn from its face,
# the first in each stack that has them, by the browser and the print alike.
DOTTED_CIRCLE = [(0x25CC, 0x25CC)]
INDIAN_SCRIPTS = [
    # (script, its block, its own Noto Sans file, Noto Serif file)
    ('Devanagari', [(0x0900, 0x097F)], 'NotoSansDevanagari', 'NotoSerifDevanagari'),  # Hindi, Marathi, Nepali
    ('Bengali', [(0x0980, 0x09FF)], 'NotoSansBengali', 'NotoSerifBengali'),  # Bengali, Assamese
    ('Gurmukhi', [(0x0A00, 0x0A7F)], 'NotoSansGurmukhi', 'NotoSerifGurmukhi'),  # Punjabi
    ('Gujarati', [(0x0A80, 0x0AFF)], 'NotoSansGujarati', 'NotoSerifGujarati'),
    ('Tamil', [(0x0B80, 0x0BFF)], 'NotoSansTamil', 'NotoSerifTamil'),
    ('Telugu', [(0x0C00, 0x0C7F)], 'NotoSansTelugu', 'NotoSerifTelugu'),
    ('Kannada', [(0x0C80, 0x0CFF)], 'NotoSansKannada', 'NotoSerifKannada'),
    ('Malayalam', [(0x0D00, 0x0D7F)], 'NotoSansMalayalam', 'NotoSerifMalayalam'),
]
JOINERS = [(0x200C, 0x200F)]  # ZWNJ, ZWJ and the direction marks, where a font has them

# Each family's file, what it is cut to, and where Debian keeps it. The serif stack sets Latin
# in DejaVu Serif, so Amiri keeps Arabic alone: a Latin letter is never drawn from it. It keeps
# the space, made as wide as DejaVu Serif's: between two Arabic words the server's renderer
# (Pango) keeps the font of the letters for the space, the browser takes the stack's first
# font that has one; with one width, the words sit alike in the preview and the print.
# The Indian scripts' faces follow the same rule after DejaVu Sans and DejaVu Serif.
FONTS = [
    ('DejaVu Sans', 'DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', LATIN + ARABIC + JOINERS, None),
    ('DejaVu Serif', 'DejaVuSerif.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', LATIN + JOINERS, None),
    ('Amiri', 'Amiri.ttf', '/usr/share/fonts/opentype/fonts-hosny-amiri/Amiri-Regular.ttf', [(0x0020, 0x0020)] + ARABIC + JOINERS, 'DejaVuSerif.ttf'),
] + [
    (f'Noto {style} {script}', f'{name}.ttf', f'/usr/share/fonts/truetype/noto/{name}-Regular.ttf',
     [(0x0020, 0x0020)] + block + DOTTED_CIRCLE + JOINERS, like)
    for script, block, sans, serif in INDIAN_SCRIPTS
    for style, name, like in (('Sans', sans, 'DejaVuSans.ttf'), ('Serif', serif, 'DejaVuSerif.ttf'))
]
LICENCES = [
    ('LICENSE-DejaVu.txt', '/usr/share/doc/fonts-dejavu-core/copyright'),
    ('LICENSE-Amiri.txt', '/usr/share/doc/fonts-hosny-amiri/copyright'),
    ('LICENSE-Noto.txt', '/usr/share/doc/fonts-noto-core/copyright'),
]
# Where Debian's files are: under the folder `--from` names if there, else on the machine.
SOURCE_ROOT = sys.argv[sys.argv.index('--from') + 1] if '--from' in sys.argv else None


def source_path(path):
    unpacked = SOURCE_ROOT and os.path.join(SOURCE_ROOT, path.lstrip('/'))
    return unpacked if unpacked and os.path.exists(unpacked) else path


def space_as_in(target, other):
    """Gives the font at `target` the space width (in ems) of the font at `other`."""
    font, like = TTFont(target, recalcTimestamp=False), TTFont(other)
    width = like['hmtx'][like.getBestCmap()[0x20]][0] / like['head'].unitsPerEm
    name = font.getBestCmap()[0x20]
    font['hmtx'][name] = (round(width * font['head'].unitsPerEm), font['hmtx'][name][1])
    font.save(target)


def cut(source, target, ranges):
    options = subset.Options()
    # fontTools' default features: what a browser and Pango apply unasked (Arabic's joining
    # forms, required ligatures, marks, kerning), not the stylistic sets no one asks for.
    options.layout_features = subset.Options().layout_features
    options.name_IDs = ['*']  # the names and the licence notice stay in the file
    options.name_languages = ['*']
    options.hinting = False  # the print is drawn unhinted at 300 dpi; a phone scales it
    options.notdef_outline = True
    options.glyph_names = False
    options.drop_tables += ['FFTM']
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[u for a, b in ranges for u in range(a, b + 1)])
    subsetter.subset(font)
    # The same bytes on every run: no "modified" date of today.
    font['head'].modified = font['head'].created
    subset.save_font(font, target, options)


def metrics_of(path):
    """Ascent and descent in ems, as FreeType reads them (hhea; OS/2's typographic ones when the font asks)."""
    font = TTFont(path)
    upem = font['head'].unitsPerEm
    os2 = font['OS/2']
    if os2.fsSelection & (1 << 7):
        return os2.sTypoAscender / upem, -os2.sTypoDescender / upem
    return font['hhea'].ascent / upem, -font['hhea'].descent / upem


def ranges_of(path):
    codes = sorted(TTFont(path).getBestCmap().keys())
    out = []
    for c in codes:
        if out and out[-1][1] == c - 1:
            out[-1][1] = c
        else:
            out.append([c, c])
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = [
        '// Generated by scripts/make-print-fonts.py from the fonts it writes to media/fonts/: do not edit.',
        '// Each print font\'s ascent and descent (ems) and the code points it holds, as [first, last]',
        '// ranges (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md).',
        '',
        'export const PRINT_FONT_FILES = {',
    ]
    for family, name, debian_path, ranges, space_like in FONTS:
        source = source_path(debian_path)
        target = os.path.join(OUT, name)
        cut(source, target, ranges)
        if space_like:
            space_as_in(target, os.path.join(OUT, space_like))
        covered = ', '.join(f'[0x{a:04X}, 0x{b:04X}]' for a, b in ranges_of(target))
        ascent, descent = metrics_of(target)
        lines.append(f"  '{family}': {{ file: '{name}', ascent: {ascent:.4f}, descent: {descent:.4f}, ranges: [{covered}] }},")
        print(f'{name}: {os.path.getsize(target)} bytes from {os.path.getsize(source)}')
    lines += ['} as const;', '']
    with open(COVERAGE, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))
    for name, source in LICENCES:
        shutil.copyfile(source_path(source), os.path.join(OUT, name))


if __name__ == '__main__':
    main()
