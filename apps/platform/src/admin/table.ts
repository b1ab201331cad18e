/** Plain-text table for the terminal: a header row, a rule, then one line per row. */
export function formatTable(headers: string[], rows: string[][]): string {
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim();
  const cells = [headers, ...rows].map((row) => row.map(clean));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const [head = [], ...body] = cells;
  return [line(head), widths.map((width) => '-'.repeat(width)).join('  '), ...body.map(line)].join('\n');
}

/** A long text cut to `max` characters with an ellipsis. */
export const truncate = (value: string, max: number): string =>
  value.length <= max ? value : `${value.slice(0, Math.max(0, max - 1))}…`;
