import type { MarketReason, ResponsibleGaming, ResponsibleGamingReason } from '@casino/contract';
import { ApiError, MARKET_REASONS, RESPONSIBLE_GAMING_REASONS } from '@casino/contract/routes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isProtectionKey } from '../data/keys';
import { paths } from '../paths';

/** The Responsible Gaming tab of the dashboard. */
export const RESPONSIBLE_GAMING_PATH = paths.profile('responsible-gaming');

/**
 * Every call of the protection API answers the whole state: `show` puts it in every view at once
 * (the tab, the header's session meter, the reality check); `refresh` reads it again (after a
 * round, a bet or a deposit moved the figures).
 */
export function useProtectionUpdates() {
  const { mutate } = useSWRConfig();
  const show = useCallback(
    (state: ResponsibleGaming) => mutate(isProtectionKey, state, { revalidate: false }),
    [mutate],
  );
  const refresh = useCallback(() => mutate(isProtectionKey), [mutate]);
  return { show, refresh };
}

/** The protection rule that refused a call, if one did (403 with `error.reason`). */
/** The market rule that refused a call (403 with one of MARKET_REASONS), if any. */
export function marketReason(error: unknown): MarketReason | undefined {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.reason) return undefined;
  return (MARKET_REASONS as readonly string[]).includes(error.reason) ? (error.reason as MarketReason) : undefined;
}

export function protectionReason(error: unknown): ResponsibleGamingReason | undefined {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.reason) return undefined;
  return (RESPONSIBLE_GAMING_REASONS as readonly string[]).includes(error.reason)
    ? (error.reason as ResponsibleGamingReason)
    : undefined;
}
