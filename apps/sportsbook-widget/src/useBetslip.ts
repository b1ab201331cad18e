import type { SportsbookBet, SportsbookEvent, SportsbookFeed, SportsbookWidgetOptions } from '@casino/contract';
import { ApiError } from '@casino/contract/routes';
import {
  type BetKind,
  type BetSelection,
  betCount,
  decideOddsChange,
  DEFAULT_BET_KIND,
  DEFAULT_ODDS_CHANGE_POLICY,
  formatOdds,
  ODDS_CHANGE_POLICIES,
  type OddsChangePolicy,
  quoteBetslip,
  SELECTION_UNAVAILABLE_MESSAGE,
  systemSizes,
  toggleSelection,
} from '@casino/rules';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetApi } from './api';
import { ENGLISH } from './texts';

/** A pick in the slip, with the odds the player has accepted. */
export interface SlipSelection extends BetSelection {
  selectionId: number;
}

const SLIP_KEY = 'casino-sportsbook-betslip';
const POLICY_KEY = 'casino-sportsbook-odds-change';
const KEEP_KEY = 'casino-sportsbook-keep-selections';
/** English, translated on display (texts.ts). */
export const SESSION_ENDED_TEXT = ENGLISH['sportsbook.sessionEnded'];

interface StoredSlip {
  selections: SlipSelection[];
  kind: BetKind;
  stake: string;
  systemSize: number;
}

/**
 * The slip before the stored one is read: the first render is the same on the server and in the
 * browser (the page hydrates), and the stored slip comes in right after.
 */
const NOT_RESTORED: StoredSlip = { selections: [], kind: DEFAULT_BET_KIND, stake: '', systemSize: 2 };

function readSlip(): StoredSlip {
  const empty: StoredSlip = { ...NOT_RESTORED };
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SLIP_KEY) ?? 'null') as Partial<StoredSlip> | null;
    if (!stored || !Array.isArray(stored.selections)) return empty;
    return { ...empty, ...stored, selections: stored.selections.filter((s) => typeof s.selectionId === 'number') };
  } catch {
    return empty;
  }
}

function readKeep(): boolean {
  try {
    return window.localStorage.getItem(KEEP_KEY) === 'true';
  } catch {
    return false;
  }
}

function readPolicy(): OddsChangePolicy {
  try {
    const stored = window.localStorage.getItem(POLICY_KEY);
    return (ODDS_CHANGE_POLICIES as readonly string[]).includes(stored ?? '')
      ? (stored as OddsChangePolicy)
      : DEFAULT_ODDS_CHANGE_POLICY;
  } catch {
    return DEFAULT_ODDS_CHANGE_POLICY;
  }
}

/** The current odds of every open selection of the feed. */
function currentOdds(feed: SportsbookFeed | null): Map<number, string> {
  const map = new Map<number, string>();
  for (const event of feed?.events ?? [])
    for (const market of event.markets) {
      if (market.status !== 'open') continue;
      // A pick already lost (a correct score the match has passed) is no longer on offer.
      for (const selection of market.selections) if (!selection.result) map.set(selection.id, selection.odds);
    }
  return map;
}

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The slip's selections with every price move the setting accepts taken in (the same array when none). */
export function acceptMoves(
  selections: SlipSelection[],
  live: ReadonlyMap<number, string>,
  policy: OddsChangePolicy,
): SlipSelection[] {
  let changed = false;
  const next = selections.map((selection) => {
    const now = live.get(selection.selectionId);
    if (now === undefined || now === selection.odds) return selection;
    if (decideOddsChange(policy, selection.odds, now) !== 'accept') return selection;
    changed = true;
    return { ...selection, odds: now };
  });
  return changed ? next : selections;
}

export interface BetslipState {
  selections: SlipSelection[];
  kind: BetKind;
  stake: string;
  systemSize: number;
  policy: OddsChangePolicy;
  /** The selections stay on the slip after a bet is placed (the player's setting, kept in this browser). */
  keepSelections: boolean;
  setKeepSelections(keep: boolean): void;
  /** Current odds of selections whose move waits for the player's acceptance. */
  pending: ReadonlyMap<number, string>;
  /** Selections no longer on offer. */
  unavailable: ReadonlySet<number>;
  quote: ReturnType<typeof quoteBetslip>;
  /** The kind the slip places: a one-selection multiple is a single. */
  placedKind: BetKind;
  placing: boolean;
  error: string | undefined;
  stakeError: string | undefined;
  /** The last placement's bets, for the confirmation. */
  placed: SportsbookBet[] | null;
  isSelected(selectionId: number): boolean;
  toggle(event: SportsbookEvent, marketId: number, selectionId: number): void;
  remove(selectionId: number): void;
  erase(): void;
  setKind(kind: BetKind): void;
  setStake(stake: string): void;
  setSystemSize(size: number): void;
  setPolicy(policy: OddsChangePolicy): void;
  acceptChanges(): void;
  place(): Promise<void>;
}

/**
 * The betslip: picks, tab, stake, system size and the odds-change setting (kept across reloads,
 * so a visitor who signs in from the slip finds it again), the figures from @casino/rules, and
 * placement. When the feed moves a price in the slip, the setting decides with the same rule as
 * the platform: accepted silently (any; higher for a rise) or held for the player to accept.
 */
export function useBetslip(
  api: WidgetApi,
  feed: SportsbookFeed | null,
  options: Pick<SportsbookWidgetOptions, 'token' | 'onRedirect' | 'refreshToken' | 'onRefusal'>,
  onPlaced: () => void,
): BetslipState {
  const [slip, setSlip] = useState<StoredSlip>(NOT_RESTORED);
  const [policy, setPolicyState] = useState<OddsChangePolicy>(DEFAULT_ODDS_CHANGE_POLICY);
  const [keepSelections, setKeepState] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [stakeError, setStakeError] = useState<string | undefined>();
  const [placed, setPlaced] = useState<SportsbookBet[] | null>(null);
  /** Prices the platform reported when it refused a bet, ahead of the feed's push (until the feed moves). */
  const [reported, setReported] = useState<{ stamp: string | undefined; prices: ReadonlyMap<number, string> }>({
    stamp: undefined,
    prices: new Map(),
  });
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  // What this browser kept (a slip across a reload or a sign-in, the odds-change setting), read
  // after the first render so that it matches the server's.
  useEffect(() => {
    // React's two-pass rendering for what only the browser knows (react.dev, hydrateRoot).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSlip((current) => (current === NOT_RESTORED ? readSlip() : current));
    setPolicyState(readPolicy());
    setKeepState(readKeep());
  }, []);

  useEffect(() => {
    if (slip === NOT_RESTORED) return;
    try {
      window.sessionStorage.setItem(SLIP_KEY, JSON.stringify(slip));
    } catch {
      // Storage full or blocked: the slip still works for this page.
    }
  }, [slip]);

  const live = useMemo(() => {
    const map = currentOdds(feed);
    if (reported.stamp === feed?.updatedAt)
      for (const [id, odds] of reported.prices) if (map.has(id)) map.set(id, odds);
    return map;
  }, [feed, reported]);

  // Moves the setting accepts are taken into the slip as the feed brings them; the others wait
  // for "Accept changes". (State adjusted while rendering when the prices or the setting change.)
  const [judged, setJudged] = useState<{ live: Map<number, string>; policy: OddsChangePolicy } | null>(null);
  if (judged?.live !== live || judged.policy !== policy) {
    setJudged({ live, policy });
    const accepted = acceptMoves(slip.selections, live, policy);
    if (accepted !== slip.selections) setSlip({ ...slip, selections: accepted });
  }
  const selections = slip.selections;

  const pending = useMemo(() => {
    const map = new Map<number, string>();
    for (const selection of selections) {
      const now = live.get(selection.selectionId);
      if (now !== undefined && now !== selection.odds) map.set(selection.selectionId, now);
    }
    return map;
  }, [selections, live]);

  const unavailable = useMemo(
    () => new Set(feed ? selections.filter((s) => !live.has(s.selectionId)).map((s) => s.selectionId) : []),
    [feed, selections, live],
  );

  const placedKind: BetKind = slip.kind === 'multiple' && selections.length === 1 ? 'single' : slip.kind;
  // The slip shows a waiting price change in place of the old price: its totals and payout are
  // reckoned on the prices shown, which are the ones the bet is taken at once the change is accepted.
  const shown = useMemo(() => pricesShown(selections, pending), [selections, pending]);
  const quote = quoteBetslip({
    kind: placedKind,
    selections: shown,
    stake: slip.stake,
    systemSize: placedKind === 'system' ? slip.systemSize : undefined,
  });

  const update = useCallback((change: Partial<StoredSlip>) => {
    setSlip((current) => ({ ...current, ...change }));
    setError(undefined);
    setStakeError(undefined);
    setPlaced(null);
  }, []);

  const toggle = useCallback((event: SportsbookEvent, marketId: number, selectionId: number) => {
    const market = event.markets.find((m) => m.id === marketId);
    const selection = market?.selections.find((s) => s.id === selectionId);
    if (!market || !selection) return;
    const pick: SlipSelection = {
      selectionId,
      eventId: String(event.id),
      marketId: String(market.id),
      outcomeId: String(selection.id),
      odds: selection.odds,
      matchName: event.name,
      pickName: selection.name,
      marketName: market.name,
    };
    setSlip((current) => {
      const selections = toggleSelection(current.selections, pick);
      const size = Math.min(Math.max(2, current.systemSize), Math.max(2, selections.length - 1));
      return { ...current, selections, systemSize: size };
    });
    setError(undefined);
    setStakeError(undefined);
    setPlaced(null);
  }, []);

  const acceptChanges = useCallback(() => {
    setSlip((current) => ({
      ...current,
      selections: current.selections.map((s) => {
        const now = live.get(s.selectionId);
        return now === undefined ? s : { ...s, odds: now };
      }),
    }));
    setError(undefined);
  }, [live]);

  const setPolicy = useCallback((next: OddsChangePolicy) => {
    setPolicyState(next);
    try {
      window.localStorage.setItem(POLICY_KEY, next);
    } catch {
      // Not kept: the setting holds for this page.
    }
  }, []);

  const place = useCallback(async () => {
    const { token, onRedirect, refreshToken } = optionsRef.current;
    if (!token) {
      onRedirect('login');
      return;
    }
    if (unavailable.size) {
      setError(SELECTION_UNAVAILABLE_MESSAGE);
      return;
    }
    if (!quote.ok) {
      setStakeError(quote.errors.stake);
      setError(quote.errors.selections ?? quote.errors.systemSize);
      return;
    }
    setPlacing(true);
    setError(undefined);
    setStakeError(undefined);
    const body = {
      type: placedKind,
      ...(placedKind === 'system' ? { systemSize: slip.systemSize } : {}),
      stake: slip.stake.trim(),
      oddsChange: policy,
      selections: selections.map((s) => ({ selectionId: s.selectionId, odds: s.odds })),
    };
    const key = newKey();
    try {
      let answer;
      try {
        answer = await api.placeBet(body, key);
      } catch (failure) {
        if (!(failure instanceof ApiError) || failure.status !== 401 || !refreshToken) throw failure;
        const fresh = await refreshToken().catch(() => null);
        if (!fresh) throw failure;
        api.setToken(fresh);
        answer = await api.placeBet(body, key);
      }
      setPlaced(answer.bets);
      if (!keepSelections) setSlip((current) => ({ ...current, selections: [] }));
      setReported({ stamp: undefined, prices: new Map() });
      onPlaced();
    } catch (failure) {
      if (!(failure instanceof ApiError)) {
        setError(String(failure));
      } else if (failure.status === 401) {
        setError(SESSION_ENDED_TEXT);
        onRedirect('login');
      } else if (failure.status === 409) {
        // The odds moved again before the bet reached the book: show the new prices.
        const prices = new Map<number, string>();
        for (const [field, odds] of Object.entries(failure.fields)) {
          const id = Number(field.replace('selection:', ''));
          if (Number.isInteger(id)) prices.set(id, odds);
        }
        setReported({ stamp: feed?.updatedAt, prices });
        setError(failure.message);
      } else if (failure.fields.stake) {
        setStakeError(failure.fields.stake);
      } else {
        setError(failure.message);
        if (failure.status === 403 && failure.reason) optionsRef.current.onRefusal?.(failure.reason, failure.message);
      }
    } finally {
      setPlacing(false);
    }
  }, [api, feed?.updatedAt, keepSelections, onPlaced, placedKind, policy, quote, selections, slip, unavailable]);

  const setKeepSelections = useCallback((keep: boolean) => {
    setKeepState(keep);
    try {
      window.localStorage.setItem(KEEP_KEY, keep ? 'true' : 'false');
    } catch {
      // Kept for this page only.
    }
  }, []);

  return {
    selections,
    kind: slip.kind,
    stake: slip.stake,
    systemSize: slip.systemSize,
    policy,
    keepSelections,
    setKeepSelections,
    pending,
    unavailable,
    quote,
    placedKind,
    placing,
    error,
    stakeError,
    placed,
    isSelected: (id) => selections.some((s) => s.selectionId === id),
    toggle,
    remove: (id) => update({ selections: slip.selections.filter((s) => s.selectionId !== id) }),
    erase: () => update({ selections: [] }),
    setKind: (kind) => update({ kind }),
    setStake: (stake) => update({ stake }),
    setSystemSize: (systemSize) => update({ systemSize }),
    setPolicy,
    acceptChanges,
    place,
  };
}

/** Total odds shown on the slip: the exact product, rounded down to 2 decimals. */
export const shownTotalOdds = (quote: BetslipState['quote']) => (quote.totalOdds ? formatOdds(quote.totalOdds) : null);

/** Number of bets of a system size, for the size options. */
export const systemBetCount = (selectionCount: number) => (size: number) => betCount('system', selectionCount, size);

export { systemSizes };

/** The slip's selections at the prices it shows: a price change waiting for 'Accept changes' in place of the old one. */
export function pricesShown(selections: SlipSelection[], pending: ReadonlyMap<number, string>): SlipSelection[] {
  if (pending.size === 0) return selections;
  return selections.map((selection) => {
    const now = pending.get(selection.selectionId);
    return now === undefined ? selection : { ...selection, odds: now };
  });
}
