// The print draws with the repository's fonts (media/fonts/, docs/decisions/0028-the-print-fonts-ship-with-the-shop.md),
// the files the preview loads as web fonts. librsvg finds fonts through fontconfig, which reads
// the configuration named by FONTCONFIG_FILE once, when the process first draws text. This
// module names media/fonts/fonts.conf (that folder's fonts and none of the machine's) and is
// imported by the print (print-image.ts) before sharp, so the first text drawn already sees it.
import path from 'node:path';
import { repoPath } from '../../repo-path.ts';

export const PRINT_FONTS_DIR = repoPath('media', 'fonts');
export const PRINT_FONTS_CONFIG = path.join(PRINT_FONTS_DIR, 'fonts.conf');

process.env.FONTCONFIG_FILE = PRINT_FONTS_CONFIG;
