// Plain-text tables for the admin command line: columns padded to their widest cell.
export type Cell = string | number | boolean | null | undefined;

function text(v: Cell): string {
  if (v === null || v === undefined) return '';
  return String(v).replace(/\s+/g, ' ');
}

export function table(headers: string[], rows: Cell[][], maxWidth = 48): string {
  const cells = rows.map((r) => r.map((v) => {
    const s = text(v);
    return [...s].length > maxWidth ? `${[...s].slice(0, maxWidth - 1).join('')}…` : s;
  }));
  const widths = headers.map((h, i) => Math.max([...h].length, ...cells.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) => r.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join('  ').trimEnd();
  if (rows.length === 0) return '(none)';
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** dd-mm-yyyy hh:mm in UTC (docs/rules.md R9.7's date order). */
export function when(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}-${p(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
