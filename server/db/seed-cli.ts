// `npm run seed -- --products N`: migrates the configured database (DATABASE_URL, else
// the embedded one in DATA_DIR), seeds the demo catalogue when empty, then tops the
// catalogue up with generated products to N in all (for benchmarks). Stop the server
// first when it runs on the embedded database: one process owns a PGlite folder.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { seedGeneratedProducts, seedIfEmpty } from './seed/seed.ts';

const USAGE = 'Usage: npm run seed -- [--products N]\n  Migrates, seeds the demo catalogue when empty, then adds generated products up to N.';

function seedArgs(args: string[]): { products: number | null } {
  let values: { products?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ args, options: { products: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    fail(`${(err as Error).message}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.products === undefined) return { products: null };
  const n = Number(values.products);
  if (values.products.trim() === '' || !Number.isInteger(n) || n < 0 || n > 10_000_000) {
    fail(`--products must be a whole number from 0 to 10000000, not "${values.products}"`);
  }
  return { products: n };
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { products } = seedArgs(process.argv.slice(2));
const config = loadConfig();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Database: ${where}`);
  await db.exclusive(async () => {
    const applied = await migrate(db);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
    const seeded = await seedIfEmpty(db);
    console.log(seeded ? `Demo catalogue seeded (${seconds()} s)` : 'Demo catalogue: already there');
    if (products !== null) {
      const result = await seedGeneratedProducts(db, products, {
        onBatch: (done, of) => console.log(`  generated ${done} / ${of} (${seconds()} s)`),
      });
      console.log(result.inserted ? `Generated products added: ${result.inserted}` : `Products: already ${result.before} (>= ${products})`);
    }
  });
  const tables = ['categories', 'products', 'product_images', 'product_attribute_options', 'reviews', 'digital_files', 'users', 'orders'];
  const counts = await db.query<{ t: string; n: number }>(
    tables.map((t, k) => `SELECT ${k} AS k, '${t}' AS t, count(*)::int AS n FROM ${t}`).join(' UNION ALL ') + ' ORDER BY k');
  for (const c of counts) console.log(`  ${c.t.padEnd(26)} ${c.n}`);
  console.log(`Done in ${seconds()} s`);
} finally {
  await db.close();
}
