// The shop owner's command line (`npm run admin -- <command>`, docs/rules.md R11.7). It talks
// to the running server's admin API over HTTP, so it works while the shop runs on the
// embedded database (one process owns a PGlite folder).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { table, when, type Cell } from './cli-table.ts';
import { dumpPgliteFolder, pgDump, pgRestore, restorePgliteFolder, writeBackup } from '../db/backup.ts';
import { adminBaseUrl } from './server-address.ts';

const HELP = `Usage: npm run admin -- <command>

  orders [--status N] [--page N]   list orders (status 1 Active, 2 InProgress, 3 Completed, 4 Returned, 5 Refunded)
  order <id>                       one order with its items, their personalisation and status history
  print <orderId> <itemId> [file]  save a personalised line's print-ready PNG (default order-<id>-item-<id>-print.png)
  set-status <orderId> <statusId> [note]
  messages                         contact messages
  sellers                          seller requests
  approve-seller <id>
  reject-seller <id>
  subscribers                      newsletter subscribers
  outbox [--to email]              queued mail, newest first
  coupons                          coupons
  create-coupon <code> <percentage|fixed> <value> [--min N] [--max-uses N] [--expires ISO]
  backup <file>                    the database into <file> (while the shop runs)
  restore <file>                   the database from <file> (stop the shop first; README "Backups")
  help

Environment: ADMIN_URL (default: the running shop's address from <DATA_DIR>, else http://HOST:PORT,
http://127.0.0.1:8080), ADMIN_TOKEN (default: the file <DATA_DIR>/admin-token);
backup and restore use DATABASE_URL (PostgreSQL, with pg_dump and pg_restore) or else DATA_DIR (default ./.data).`;

type Json = Record<string, unknown>;
type Row = Record<string, Cell>;

class CliError extends Error {}

function adminToken(): string {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR || './.data'), 'admin-token');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(`No admin token: set ADMIN_TOKEN, or start the shop once so that ${file} exists.`);
  }
}

async function api(method: 'GET' | 'POST', route: string, body?: Json): Promise<Json> {
  const base = adminBaseUrl(process.env, dataDir());
  let res: Response;
  try {
    res = await fetch(`${base}/admin/api${route}`, {
      method,
      headers: { authorization: `Bearer ${adminToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new CliError(`Cannot reach the shop at ${base} (${(err as Error).message}). Is it running?`);
  }
  const answer = (await res.json().catch(() => ({}))) as Json;
  if (!res.ok) throw new CliError(`${res.status}: ${String(answer.errorMessage || answer.message || res.statusText)}`);
  return answer;
}

/** A number typed on the command line goes out as a JSON number; anything else as typed, for the API to refuse clearly. */
const numberOrText = (v: string): number | string => (/^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v);

const dataDir = () => path.resolve(process.env.DATA_DIR || './.data');

/** A personalised line's print-ready PNG into a file (docs/shop-rules.md P9). */
async function savePrint(orderId: string, itemId: string, file: string): Promise<string> {
  const base = adminBaseUrl(process.env, dataDir());
  const route = `/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/print.png`;
  let res: Response;
  try {
    res = await fetch(`${base}/admin/api${route}`, { headers: { authorization: `Bearer ${adminToken()}` } });
  } catch (err) {
    throw new CliError(`Cannot reach the shop at ${base} (${(err as Error).message}). Is it running?`);
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as Json;
    throw new CliError(`${res.status}: ${String(answer.errorMessage || res.statusText)}`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  await told(() => writeFile(file, bytes));
  return `Saved the print of order ${orderId}, item ${itemId} to ${file} (${Math.round(bytes.length / 1024)} KB).`;
}

/** A backup tool's failure is the owner's to read, not a crash. */
async function told<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw err instanceof CliError ? err : new CliError((err as Error).message);
  }
}

/** The embedded database from the running shop (a consistent copy), or from its folder when the shop is stopped. */
async function backupEmbedded(file: string): Promise<string> {
  const base = adminBaseUrl(process.env, dataDir());
  let res: Response | null = null;
  try {
    res = await fetch(`${base}/admin/api/backup`, { headers: { authorization: `Bearer ${adminToken()}` } });
  } catch {
    res = null; // not running: read the folder itself
  }
  if (!res) {
    await dumpPgliteFolder(dataDir(), file);
    return `Backed up the embedded database in ${dataDir()} to ${file}.`;
  }
  if (!res.ok) {
    const answer = (await res.json().catch(() => ({}))) as Json;
    throw new CliError(`${res.status}: ${String(answer.errorMessage || res.statusText)}`);
  }
  await writeBackup(await res.blob(), file);
  return `Backed up the running shop's database (${base}) to ${file}.`;
}

/** Every option a command takes (HELP says which); each takes a value. */
const OPTIONS = {
  status: { type: 'string' },
  page: { type: 'string' },
  to: { type: 'string' },
  min: { type: 'string' },
  'max-uses': { type: 'string' },
  expires: { type: 'string' },
} as const;

/** A command's positional arguments and options; an unknown option or one without its value is the owner's error. */
function commandArgs(args: string[]): { positional: string[]; options: Partial<Record<keyof typeof OPTIONS, string>> } {
  try {
    const { positionals, values } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
    return { positional: positionals, options: values };
  } catch (err) {
    throw new CliError(`${(err as Error).message}\nThe commands and their options: npm run admin -- help`);
  }
}

function need(positional: string[], count: number, usage: string): void {
  if (positional.length < count) throw new CliError(`Usage: npm run admin -- ${usage}`);
}

const rows = (answer: Json, key: string) => (answer[key] ?? []) as Row[];
const money = (v: Cell) => (typeof v === 'number' ? v.toFixed(2) : text(v));
const text = (v: Cell) => (v === null || v === undefined ? '' : String(v));

/** The personalisation of each line (docs/shop-rules.md P8): texts, photos and what is still to follow. */
function personalisationLines(items: Row[]): string[] {
  const out: string[] = [];
  for (const i of items) {
    const p = i.personalisation as unknown as { Fields?: { Label: string; Kind: string; Text?: string; PhotoId?: string; Font: string; Color: string }[]; ToFollow?: string[] } | null;
    if (!p) continue;
    out.push(`Item ${text(i.id)} personalisation${i.personalisationToFollow ? ' (personalisation to follow)' : ''}:`);
    for (const f of p.Fields ?? []) out.push(`  ${f.Label}: ${f.Kind === 'photo' ? `photo ${text(f.PhotoId)}` : `"${text(f.Text)}" (${f.Font}, ink ${text(f.Color)})`}`);
    for (const label of p.ToFollow ?? []) out.push(`  ${label}: to follow`);
    if ((p.Fields ?? []).length > 0) out.push(`  print: npm run admin -- print ${text(i.orderId ?? '')} ${text(i.id)}   (/admin/api/orders/${text(i.orderId ?? '')}/items/${text(i.id)}/print.png)`);
  }
  return out.length > 0 ? ['', ...out] : [];
}

function printOrder(o: Row & { items?: Row[]; history?: Row[] }): string {
  return [
    `Order ${o.orderNumber} (id ${o.id})  ${when(o.orderDate)}  status: ${o.statusName}`,
    `Customer: ${o.shippingName} <${o.customerEmail}>`,
    `Address:  ${text(o.shippingAddress)}`,
    ...(o.note ? [`Note:     ${o.note}`] : []),
    '',
    table(['item', 'product', 'qty', 'unit', 'total', 'digital', 'status'],
      (o.items ?? []).map((i) => [i.id, i.productName, i.quantity, money(i.unitPrice), money(i.itemTotal), i.isDigital ? 'yes' : '', i.statusId])),
    ...personalisationLines((o.items ?? []).map((i) => ({ ...i, orderId: o.id }))),
    '',
    `Subtotal ${money(o.subtotal)}   discount ${money(o.discount)}${o.couponCode ? ` (${o.couponCode})` : ''}   shipping ${money(o.shipping)}   total ${money(o.orderTotal)}`,
    '',
    'History:',
    table(['when', 'status', 'note'], (o.history ?? []).map((h) => [when(h.at), h.statusName, h.note])),
  ].join('\n');
}

export async function run(argv: string[]): Promise<string> {
  const [command = 'help', ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') return HELP;
  const { positional, options } = commandArgs(rest);
  switch (command) {
    case 'orders': {
      const q = new URLSearchParams();
      if (options.status) q.set('status', options.status);
      if (options.page) q.set('page', options.page);
      const a = await api('GET', `/orders${q.size ? `?${q}` : ''}`);
      return `${table(['id', 'number', 'date', 'customer', 'items', 'total', 'status'],
        rows(a, 'orders').map((o) => [o.id, o.orderNumber, when(o.orderDate), o.customerEmail, o.totalItems, money(o.orderTotal), o.statusName]))}\n${a.total} order(s)`;
    }
    case 'order': {
      need(positional, 1, 'order <id>');
      return printOrder((await api('GET', `/orders/${encodeURIComponent(positional[0]!)}`)).order as Row);
    }
    case 'print': {
      need(positional, 2, 'print <orderId> <itemId> [file]');
      const [orderId, itemId, file] = positional;
      return await savePrint(orderId!, itemId!, path.resolve(file ?? `order-${orderId}-item-${itemId}-print.png`));
    }
    case 'set-status': {
      need(positional, 2, 'set-status <orderId> <statusId> [note]');
      const [id, statusId, ...note] = positional;
      const a = await api('POST', `/orders/${encodeURIComponent(id!)}/status`, { statusId: numberOrText(statusId!), note: note.join(' ') });
      const o = a.order as Row;
      return `Order ${o.orderNumber} is now ${o.statusName}.`;
    }
    case 'messages':
      return table(['id', 'date', 'name', 'email', 'phone', 'subject', 'message'],
        rows(await api('GET', '/contact-messages'), 'messages').map((m) => [m.id, when(m.createdAt), m.fullName, m.email, m.phoneNumber, m.subject, m.message]));
    case 'sellers':
      return table(['id', 'date', 'name', 'email', 'mobile', 'country', 'status'],
        rows(await api('GET', '/seller-requests'), 'sellerRequests').map((r) => [r.id, when(r.createdAt), `${text(r.firstName)} ${text(r.lastName)}`.trim(), r.email, r.mobileNo, r.country, r.status]));
    case 'approve-seller':
    case 'reject-seller': {
      need(positional, 1, `${command} <id>`);
      const action = command === 'approve-seller' ? 'approve' : 'reject';
      const r = (await api('POST', `/seller-requests/${encodeURIComponent(positional[0]!)}/${action}`)).sellerRequest as Row;
      return `Seller request ${r.id} ${r.status}.`;
    }
    case 'subscribers':
      return table(['id', 'date', 'email'], rows(await api('GET', '/subscribers'), 'subscribers').map((x) => [x.id, when(x.createdAt), x.email]));
    case 'outbox': {
      const a = await api('GET', `/outbox${options.to ? `?to=${encodeURIComponent(options.to)}` : ''}`);
      return rows(a, 'mails').map((m) => `#${m.id}  ${when(m.createdAt)}  ${m.kind}  to ${m.to}${m.sentAt ? '  (sent)' : ''}\nSubject: ${m.subject}\n\n${m.text}\n`).join('\n') || '(none)';
    }
    case 'coupons':
      return table(['id', 'code', 'type', 'value', 'min order', 'used', 'max uses', 'expires', 'active'],
        rows(await api('GET', '/coupons'), 'coupons').map((c) => [c.id, c.code, c.type, c.value, money(c.minOrder), c.usedCount, c.maxUses ?? 'unlimited', when(c.expiresAt) || 'never', c.isActive ? 'yes' : 'no']));
    case 'create-coupon': {
      need(positional, 3, 'create-coupon <code> <percentage|fixed> <value> [--min N] [--max-uses N] [--expires ISO]');
      const [code, type, value] = positional;
      // Numbers as numbers (the API checks a body as sent); anything else as typed, for the API to explain.
      const num = (v: string | undefined) => (v !== undefined && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v);
      const body: Json = { code, type, value: num(value) };
      if (options.min !== undefined) body.minOrder = num(options.min);
      if (options['max-uses'] !== undefined) body.maxUses = num(options['max-uses']);
      if (options.expires !== undefined) body.expiresAt = options.expires;
      const c = (await api('POST', '/coupons', body)).coupon as Row;
      return `Coupon ${c.code} created: ${c.type === 'percentage' ? `${c.value}%` : `Rs. ${money(c.value)}`} off.`;
    }
    case 'backup': {
      need(positional, 1, 'backup <file>');
      const file = path.resolve(positional[0]!);
      if (process.env.DATABASE_URL) {
        await told(() => pgDump(process.env.DATABASE_URL!, file));
        return `Backed up the PostgreSQL database to ${file} (pg_dump custom format).`;
      }
      return await told(() => backupEmbedded(file));
    }
    case 'restore': {
      need(positional, 1, 'restore <file>');
      const file = path.resolve(positional[0]!);
      if (process.env.DATABASE_URL) {
        await told(() => pgRestore(process.env.DATABASE_URL!, file));
        return `Restored the PostgreSQL database from ${file}.`;
      }
      const { previous } = await told(() => restorePgliteFolder(dataDir(), file));
      return `Restored the embedded database in ${dataDir()} from ${file}.${previous ? ` The database it replaced is kept in ${previous}.` : ''}`;
    }
    default:
      throw new CliError(`Unknown command: ${command}\n\n${HELP}`);
  }
}

// Run only as the program, not when a test imports run().
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  run(process.argv.slice(2)).then(
    (out) => console.log(out),
    (err: Error) => {
      console.error(err instanceof CliError ? err.message : `Unexpected error: ${err.message}`);
      process.exitCode = 1;
    },
  );
}
