// Catalogue reads during a login flood: the median and p95 of a catalogue read (the
// popular listing and product details, one at a time) on a quiet server, then while 16
// shoppers log in over and over at once (scrypt). One server on the embedded database in
// a temporary folder, loopback only, stopped at the end.
// Run: node --import tsx bench/login-flood.ts [--seconds 10] [--logins 16]
// The server is the checkout in the current directory, so the same file measures another
// commit when run from that commit's worktree.
import { startServer } from '../tests/e2e/support/global-setup.ts';
import { DEFAULT_PAGE_SIZE } from '../contract/shop-rules.ts';
import { runContext, summarise } from './support.ts';
import { postCall } from '../server/test-support/post-call.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 10);
const LOGINS = arg('logins', 16);

const server = await startServer({ RATE_LIMIT_LOGIN: '0', RATE_LIMIT_FORMS: '0', LOG_LEVEL: 'error' });
try {
  const base = server.url;
  const listing = { PageNo: 1, PageSize: DEFAULT_PAGE_SIZE, OrderByColumnName: '' };
  const first = await postCall<{ ProductId: number }[]>(base, 'GET_All_PRODUCTS', listing);
  const ids = first.data.map((p) => p.ProductId).slice(0, 10);
  if (ids.length === 0) throw new Error(`no products listed: ${JSON.stringify(first.body).slice(0, 200)}`);
  const email = 'flood@example.test';
  const signup = await postCall(base, 'SIGNUP_USER', {
    FirstName: 'Flood', LastName: 'Bench', EmailAddress: email, Password: 'floodtest123', MobileNo: '9800000000',
    AddressLineOne: '1 MG Road', CityId: -999, StateProvinceId: -999, PostalCode: '400001', CountryID: 1,
  }, { 'Idempotency-Key': crypto.randomUUID() });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);

  /** Catalogue reads one after another until `until`; their latencies in ms. */
  const reads = async (until: number) => {
    const ms: number[] = [];
    const statuses: Record<number, number> = {};
    for (let n = 0; Date.now() < until; n++) {
      const t0 = performance.now();
      const r = n % 2 === 0 ? await postCall(base, 'GET_All_PRODUCTS', listing) : await postCall(base, 'GET_PRODUCT_DETAIL', { ProductId: ids[n % ids.length] });
      ms.push(performance.now() - t0);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
    return { ...summarise(ms), reads: ms.length, statuses };
  };

  await reads(Date.now() + 2000); // warm the answer cache and the JIT
  console.log('context', JSON.stringify(runContext()));
  const quiet = await reads(Date.now() + SECONDS * 1000);
  console.log('catalogue reads, quiet:', JSON.stringify(quiet));

  const loginStatuses: Record<number, number> = {};
  const loginMs: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const flood = Array.from({ length: LOGINS }, async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      const r = await postCall(base, 'GET_USER_LOGIN', { Email: email, Password: 'floodtest123' });
      loginMs.push(performance.now() - t0);
      loginStatuses[r.status] = (loginStatuses[r.status] ?? 0) + 1;
      // A refused login comes back after its Retry-After, as the PWA does.
      if (r.status === 429) await new Promise((res) => setTimeout(res, 1000));
    }
  });
  const during = await reads(deadline);
  await Promise.all(flood);
  console.log(`catalogue reads, ${LOGINS} concurrent logins:`, JSON.stringify(during));
  console.log('logins:', JSON.stringify({ ...summarise(loginMs), count: loginMs.length, statuses: loginStatuses, perSecond: Math.round((loginStatuses[200] ?? 0) / SECONDS) }));
} finally {
  await server.stop();
}
