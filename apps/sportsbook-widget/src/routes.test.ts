import { describe, expect, it } from 'vitest';
import { parseRoute, routePath, type WidgetRoute } from './routes';

describe('widget routes under basePath', () => {
  const base = '/sport-betting';
  it.each<[string, WidgetRoute]>([
    ['/sport-betting', { page: 'events', mode: 'all', sport: null }],
    ['/sport-betting/', { page: 'events', mode: 'all', sport: null }],
    ['/sport-betting/live', { page: 'events', mode: 'live', sport: null }],
    ['/sport-betting/prematch/soccer', { page: 'events', mode: 'prematch', sport: 'soccer' }],
    ['/sport-betting/sport/table-tennis', { page: 'events', mode: 'all', sport: 'table-tennis' }],
    ['/sport-betting/tournament/12', { page: 'tournament', tournamentId: 12 }],
    ['/sport-betting/favorites', { page: 'favorites' }],
    ['/sport-betting/event/7', { page: 'event', eventId: 7 }],
    ['/sport-betting/event/seven', { page: 'events', mode: 'all', sport: null }],
    ['/sport-betting/tournament/x', { page: 'events', mode: 'all', sport: null }],
    ['/casino', { page: 'events', mode: 'all', sport: null }],
  ])('reads %s', (path, route) => {
    expect(parseRoute(path, base)).toEqual(route);
  });

  it('writes the path of every page back, and reads it again as the same page', () => {
    const routes: WidgetRoute[] = [
      { page: 'events', mode: 'all', sport: null },
      { page: 'events', mode: 'live', sport: 'tennis' },
      { page: 'events', mode: 'prematch', sport: null },
      { page: 'events', mode: 'all', sport: 'soccer' },
      { page: 'tournament', tournamentId: 3 },
      { page: 'favorites' },
      { page: 'event', eventId: 42 },
    ];
    for (const route of routes) expect(parseRoute(routePath(route, base), base)).toEqual(route);
    expect(routePath({ page: 'events', mode: 'live', sport: null }, '/sb/')).toBe('/sb/live');
  });
});
