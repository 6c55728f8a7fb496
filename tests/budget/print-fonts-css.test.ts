// The stylesheet declares every shipped print font (src/components/ui/print-fonts.css), so the
// preview never adds one from script (docs/decisions/0045) and a field in a print stack never
// asks the browser process for one by name (0052): its rules must be the faces the preview
// would make, from the same files with the same code points.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRINT_FONT_FILES } from '../../contract/print-font-coverage.ts';
import { DECLARED_FAMILIES, drawnBy, unicodeRange } from '../../src/components/ui/print-font-ranges.ts';

const CSS = path.resolve(import.meta.dirname, '../../src/components/ui/print-fonts.css');

describe('print-fonts.css', () => {
  it("declares every shipped family from its file, each with the code points its file is fetched for", () => {
    const expected = DECLARED_FAMILIES.map(
      (family) =>
        `@font-face {\n  font-family: '${family}';\n  src: url('../../../media/fonts/${PRINT_FONT_FILES[family].file}') format('truetype');\n  font-display: swap;\n  unicode-range: ${unicodeRange(drawnBy(family))};\n}`,
    );
    expect(readFileSync(CSS, 'utf8').match(/@font-face \{[^}]*\}/g)).toEqual(expected);
  });
});
