import type { TableColumn } from '@casino/ui';
import Papa from 'papaparse';

/**
 * A table as CSV (Papa Parse writes it: quoting, separators, line ends): the header row is the
 * columns' headers, each row the values the table shows, in the same order.
 */
export function csvOf<Row extends object>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse({
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => String((row as Record<string, unknown>)[column.key] ?? ''))),
  });
}

/** Saves a CSV text as a file named `name` (the browser's download). */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
