// The first visit's JavaScript budget (docs/decisions/0023-what-a-first-visit-loads.md): a
// fresh phone browser opening the home page in English or Arabic downloads at most
// FIRST_VISIT_JS_BUDGET_KB of JavaScript (gzip) until its network is idle, everything the
// page itself loads counted, the app's start, its screen, the offline layer and whatever
// loads at idle (the service worker's precache aside). Counted as bench/first-visit-js.ts
// counts (tests/e2e/support/first-visit-js.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, e2e, launchBrowser } from './support/browser.ts';
import { FIRST_VISIT_JS_BUDGET_KB, firstVisitScripts, totalKB } from './support/first-visit-js.ts';
import { LANGS } from './support/intl.ts';

const env = e2e();

describe.skipIf(env.skip)('the first visit\'s JavaScript', () => {
  afterAll(closeBrowser);

  for (const lang of LANGS) {
    it(`/${lang}/ downloads at most ${FIRST_VISIT_JS_BUDGET_KB} KB gzip of JavaScript until the network is idle`, async () => {
      const scripts = await firstVisitScripts(await launchBrowser(), `${env.baseUrl}/${lang}/`);
      const total = totalKB(scripts);
      console.log(`/${lang}/: ${total.toFixed(1)} KB gzip in ${scripts.length} files: ${scripts.map((s) => `${s.path.replace('/assets/', '')} ${s.gzipKB.toFixed(1)}`).join(', ')}`);
      // The count reached past the screen to what loads after it: the home screen's chunk and
      // the offline layer, which registers the service worker once the page has loaded.
      expect(scripts.map((s) => s.path)).toEqual(expect.arrayContaining([expect.stringMatching(/\/home-screen-[\w-]+\.js$/), expect.stringMatching(/\/offline-layer-[\w-]+\.js$/)]));
      expect(total).toBeLessThanOrEqual(FIRST_VISIT_JS_BUDGET_KB);
    });
  }
});
