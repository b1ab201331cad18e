import type { SportsbookFeed } from '@casino/contract';
import { sportsbookApi } from '@casino/contract/routes';
import { unstable_serialize, useSWRConfig } from 'swr';
import { callApi } from '../api/client';
import { keys } from './keys';
import type { DataQuery } from './swr';

/** The sportsbook's feed, which the server renders the sport-betting pages with. */
export const sportsbookFeedData = (): DataQuery<SportsbookFeed> => ({
  key: keys.sportsbookFeed(),
  fetch: () => callApi(sportsbookApi.feed),
});

/**
 * The feed the page was rendered with (the route loader's, in SWR's fallback), if it was. Nothing
 * is fetched here: the sportsbook reads the feed itself otherwise and keeps it current over its socket.
 */
export function useRenderedFeed(): SportsbookFeed | undefined {
  const { fallback } = useSWRConfig();
  return fallback[unstable_serialize(keys.sportsbookFeed())] as SportsbookFeed | undefined;
}
