// The owner's command line reads its options with node:util parseArgs: a mistyped or
// unfinished option is refused with a line saying what was wrong, before anything is asked
// of the shop (no server runs here: reaching one would fail differently).
import { describe, expect, it } from 'vitest';
import { run } from './cli.ts';

describe('npm run admin options', () => {
  it('refuses an option no command takes, naming it', async () => {
    await expect(run(['orders', '--stat', '1'])).rejects.toThrow(/Unknown option '--stat'[\s\S]*npm run admin -- help/);
  });

  it('refuses an option given without its value', async () => {
    await expect(run(['create-coupon', 'SAVE5', 'fixed', '5', '--max-uses'])).rejects.toThrow(/--max-uses <value>' argument missing/);
  });

  it('prints the help without asking the shop anything', async () => {
    expect(await run(['help'])).toMatch(/^Usage: npm run admin -- <command>/);
    expect(await run([])).toMatch(/^Usage/);
  });
});
