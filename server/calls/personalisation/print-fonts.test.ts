// The print draws with the repository's fonts and no font of the machine's
// (docs/decisions/0028-the-print-fonts-ship-with-the-shop.md): the configuration the print
// names lists media/fonts/ alone, which holds every shipped file; drawn in a process of its
// own (fontconfig reads its configuration once a process), a font of the machine's is not
// found, and an Arabic name in serif is set in the shipped Amiri (without it, it would fall
// back to the sans font's Arabic), whether or not the machine has Amiri.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PRINT_FONT_FILES } from '../../../contract/print-font-coverage.ts';
import { PRINT_FONTS_CONFIG, PRINT_FONTS_DIR } from './print-fonts.ts';

interface Probe { fontconfigFile: string | null; monoWidth: number; prints: Record<'sansLatin' | 'serifLatin' | 'sansArabic' | 'serifArabic', string> }

/** The machine's own configuration: importing print-fonts.ts above named the repository's in this process. */
const { FONTCONFIG_FILE: named, ...machineEnv } = process.env;
const machineFontconfig = named === PRINT_FONTS_CONFIG ? '' : (named ?? '');

async function probe(fonts: 'shipped' | 'machine'): Promise<Probe> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/test-support/print-fonts-probe.ts', fonts], {
    env: { ...machineEnv, ...(machineFontconfig ? { FONTCONFIG_FILE: machineFontconfig } : {}), MACHINE_FONTCONFIG_FILE: machineFontconfig },
  });
  return JSON.parse(stdout) as Probe;
}

/** Ten i's at 100 px: about 600 px wide in a monospaced font, under 350 in the print's. */
const MONO_AT_LEAST = 500;
const PROPORTIONAL_AT_MOST = 350;

describe('the print\'s fonts', () => {
  it('are named by a configuration that lists the repository\'s font folder alone, which holds every shipped file', () => {
    expect(path.dirname(PRINT_FONTS_CONFIG)).toBe(PRINT_FONTS_DIR);
    const conf = readFileSync(PRINT_FONTS_CONFIG, 'utf8').replace(/<!--[\s\S]*?-->/g, '');
    expect([...conf.matchAll(/<dir\b[^>]*>([^<]*)<\/dir>/g)].map((m) => m[0])).toEqual(['<dir prefix="relative">.</dir>']);
    // No system configuration pulled in, no other folder.
    expect(conf).not.toMatch(/<include|<cachedir|<dir prefix="(xdg|default)"/);
    for (const { file } of Object.values(PRINT_FONT_FILES)) expect(existsSync(path.join(PRINT_FONTS_DIR, file)), file).toBe(true);
  });

  it('are the only fonts the print sees: a font of the machine\'s is not found, and Arabic in serif is the shipped Amiri', async () => {
    const shipped = await probe('shipped');
    expect(shipped.fontconfigFile).toBe(PRINT_FONTS_CONFIG);
    expect(shipped.monoWidth).toBeLessThan(PROPORTIONAL_AT_MOST);
    expect(shipped.prints.serifArabic).not.toBe(shipped.prints.sansArabic);
    expect(shipped.prints.serifLatin).not.toBe(shipped.prints.sansLatin);

    // The control: the same drawing with the machine's configuration finds the machine's
    // monospaced font, where the machine has it (Debian's fonts-dejavu-core).
    if (existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf')) {
      const machine = await probe('machine');
      expect(machine.monoWidth).toBeGreaterThan(MONO_AT_LEAST);
    }
  }, 60_000);
});
