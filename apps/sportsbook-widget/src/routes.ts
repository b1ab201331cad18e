/** The widget's own pages under the host's basePath. */
export type WidgetRoute =
  | { page: 'events'; mode: 'all' | 'live' | 'prematch'; sport: string | null }
  | { page: 'tournament'; tournamentId: number }
  | { page: 'favorites' }
  | { page: 'event'; eventId: number };

/** Reads a path under basePath: "", "/live", "/prematch/soccer", "/sport/tennis", "/tournament/3", "/favorites", "/event/12". */
export function parseRoute(pathname: string, basePath: string): WidgetRoute {
  const base = basePath.replace(/\/$/, '');
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const [first, second] = rest.split('/').filter(Boolean);
  if (first === 'live' || first === 'prematch') return { page: 'events', mode: first, sport: second ?? null };
  if (first === 'sport' && second) return { page: 'events', mode: 'all', sport: second };
  if (first === 'tournament' && second && /^\d+$/.test(second))
    return { page: 'tournament', tournamentId: Number(second) };
  if (first === 'favorites') return { page: 'favorites' };
  if (first === 'event' && second && /^\d+$/.test(second)) return { page: 'event', eventId: Number(second) };
  return { page: 'events', mode: 'all', sport: null };
}

/** The path of a page. */
export function routePath(route: WidgetRoute, basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  if (route.page === 'tournament') return `${base}/tournament/${route.tournamentId}`;
  if (route.page === 'favorites') return `${base}/favorites`;
  if (route.page === 'event') return `${base}/event/${route.eventId}`;
  if (route.mode === 'all') return route.sport ? `${base}/sport/${route.sport}` : base || '/';
  return route.sport ? `${base}/${route.mode}/${route.sport}` : `${base}/${route.mode}`;
}
