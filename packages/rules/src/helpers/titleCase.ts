/**
 * Title case for status names: words split on spaces, '_' and '-', each written with a capital
 * first letter and the rest in lower case ('in_progress' -> 'In Progress', 'REQUESTED' ->
 * 'Requested').
 */
export function titleCase(status: string | null | undefined): string {
  return (status ?? '')
    .split(/[\s_-]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
