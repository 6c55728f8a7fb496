// CSV for the console's exports (RFC 4180, with a BOM so spreadsheet programs read UTF-8,
// Arabic included). A cell that a spreadsheet would run as a formula starts with a quote.
const FORMULA = /^[=+\-@\t\r]/;

function cell(v: unknown): string {
  let s = v === null || v === undefined ? '' : v instanceof Date ? v.toISOString() : String(v);
  if (typeof v === 'string' && FORMULA.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return `\uFEFF${[columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n')}\r\n`;
}
