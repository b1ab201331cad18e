import { AUDIT_ACTIONS, type AuditAction, type QueryOf } from '@casino/contract/routes';
import type { backofficeApi } from '@casino/contract/routes';
import type { EndpointOf } from '@casino/contract/routes';
import { dayStart } from '../format';

/** The audit log's page size. */
export const AUDIT_PAGE_SIZE = 25;

/**
 * The audit log's filters as the page's address keeps them (so a filtered log can be shared and
 * Back returns to it): actor ('' anyone, 'automation', 'system', 'staff' any staff member,
 * 'staff:<id>' one), action, player uuid, from and to (calendar days, both included), page.
 */
export interface AuditFilters {
  actor: string;
  action: string;
  player: string;
  from: string;
  to: string;
  page: number;
}

export const NO_FILTERS: AuditFilters = { actor: '', action: '', player: '', from: '', to: '', page: 1 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isUuid = (value: string) => UUID.test(value);

/** The filters of an address's search part (anything unreadable is left out). */
export function readFilters(search: URLSearchParams): AuditFilters {
  const page = Number(search.get('page'));
  const action = search.get('action') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: search.get('actor') ?? '',
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? action : '',
    player: search.get('player')?.trim() ?? '',
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search part of an address for these filters (empty ones and page 1 left out). */
export function writeFilters(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['actor', 'action', 'player', 'from', 'to'] as const) {
    if (filters[name]) search.set(name, filters[name]);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** What is wrong with filters before they are sent: by field. */
export function filterProblems(
  filters: AuditFilters,
): Partial<Record<'player' | 'to', 'playerInvalid' | 'datesOrder'>> {
  return {
    ...(filters.player && !isUuid(filters.player) ? { player: 'playerInvalid' as const } : {}),
    ...(filters.from && filters.to && filters.to < filters.from ? { to: 'datesOrder' as const } : {}),
  };
}

type AuditQuery = Partial<QueryOf<EndpointOf<typeof backofficeApi.listAudit>>>;

/** The listAudit query of the filters: days as the browser's midnights, 'to' including its day. */
export function auditQuery(filters: AuditFilters): AuditQuery {
  const query: AuditQuery = { page: filters.page, limit: AUDIT_PAGE_SIZE };
  if (filters.actor === 'automation' || filters.actor === 'system' || filters.actor === 'staff') {
    query.actorKind = filters.actor;
  } else if (filters.actor.startsWith('staff:') && isUuid(filters.actor.slice('staff:'.length))) {
    query.actorKind = 'staff';
    query.actorId = filters.actor.slice('staff:'.length);
  }
  if (filters.action) query.action = filters.action as AuditAction;
  if (filters.player && isUuid(filters.player)) query.playerUuid = filters.player.toLowerCase();
  const from = filters.from ? dayStart(filters.from) : undefined;
  const to = filters.to ? dayStart(filters.to, true) : undefined;
  if (from) query.from = from;
  if (to) query.to = to;
  return query;
}
