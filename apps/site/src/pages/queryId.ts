/** An id read from the query string: a whole number from 1 to 2147483647, else null. */
export function queryId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
