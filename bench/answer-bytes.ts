// The CPU a listing's answer costs to become the bytes sent when the answer cache does not keep
// it (full, the key new: most of a cache-missed load, decision 0043): AnswerSegments.set on
// answers of 38 cards joined as listingCardsInEnvelope joins them, English and Arabic, in process
// (docs/decisions/0048-a-listings-cpu-outside-the-index.md). Building each answer is timed
// alone too and taken off.
// Run: node --import tsx bench/answer-bytes.ts [--cwd DIR]  (another checkout's answer-segments.ts: the code before)
//      [--answers 20000] [--rounds 3]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnswerSegments as Segments } from '../server/http/answer-segments.ts';

const argValue = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const cwd = path.resolve(argValue('cwd') ?? '.');
const ANSWERS = Number(argValue('answers') ?? 20_000);
const ROUNDS = Number(argValue('rounds') ?? 3);
const { AnswerSegments } = (await import(pathToFileURL(path.join(cwd, 'server/http/answer-segments.ts')).href)) as { AnswerSegments: typeof Segments };

/** One card as it stands inside the envelope's data string (escaped once more, decision 0037). */
function card(id: number, ar: boolean): string {
  const name = ar ? `كوب مخصص باسمك ${id}` : `Custom name mug ${id}`;
  return `{\\"ProductId\\":${id},\\"CategoryID\\":3,\\"CategoryName\\":\\"${ar ? 'هدايا' : 'Gifts'}\\",\\"ProductName\\":\\"${name}\\",` +
    `\\"Price\\":12.5,\\"DiscountedPrice\\":null,\\"DiscountId\\":null,\\"IsDiscountCalculated\\":false,\\"CouponCode\\":null,\\"Rating\\":4.5,` +
    `\\"TotalReviews\\":12,\\"CreatedOn\\":\\"2026-01-01T00:00:00.000Z\\",\\"ProductImagesJson\\":[{\\"AttachmentURL\\":\\"/media/products/${id}-1.jpg\\",\\"ColorID\\":null},` +
    `{\\"AttachmentURL\\":\\"/media/products/${id}-2.jpg\\",\\"ColorID\\":4}],\\"StockQuantity\\":3,\\"ProductSlug\\":\\"custom-name-mug-${id}\\",` +
    `\\"CategorySlug\\":\\"gifts\\",\\"TotalRecords\\":10000,\\"TotalRecordsRelation\\":\\"gte\\"}`;
}
function answer(seed: number, ar: boolean): string {
  let cards = '';
  for (let i = 0; i < 38; i++) cards += `${cards ? ',' : ''}${card(seed * 38 + i, ar)}`;
  return `{"statusCode":200,"statusMessage":"OK","message":"","errorMessage":"","isAuthorized":false,"token":"","data":"[${cards}]"}`;
}
const cpuUs = (f: () => void): number => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / ANSWERS;
};

console.log(`answer-segments.ts of ${cwd}, ${ANSWERS} answers a round`);
for (const ar of [false, true]) {
  for (let round = 0; round < ROUNDS; round++) {
    const store = new AnswerSegments<number>(1 << 20);
    // Full of answers asked twice, so every new key after is declined.
    for (let i = 0; store.bytes < (1 << 20) - (64 << 10); i++) {
      store.set(`warm${i}`, answer(i, ar), 0);
      store.set(`warm${i}`, answer(i, ar), 0);
    }
    let sent = 0;
    const built = cpuUs(() => { for (let i = 0; i < ANSWERS; i++) sent += answer(i, ar).length; });
    const total = cpuUs(() => { for (let i = 0; i < ANSWERS; i++) sent += store.set(`k${round}-${i}`, answer(i, ar), 0).length; });
    console.log(`  ${ar ? 'ar' : 'en'} round ${round}: ${(total - built).toFixed(2)} µs an answer made bytes (building it ${built.toFixed(2)} µs), ${sent > 0 ? 'sent' : ''}`);
  }
}
