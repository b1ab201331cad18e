import {
  binomial,
  DEFAULT_BET_KIND,
  formatOdds,
  oddsMovement,
  quoteBetslip,
  selectionKey,
  systemSizes,
  type BetSelection,
} from '@casino/rules';
import { useState } from 'react';
import { Betslip, type BetslipKind, type BetslipProps, type OddsChangeSetting } from './Betslip';

/** What a story or test varies; the rest is state, computed with the real maths of @casino/rules. */
export interface BetslipHarnessProps extends Partial<
  Pick<
    BetslipProps,
    | 'signedIn'
    | 'onSignIn'
    | 'onPlaceBet'
    | 'onErase'
    | 'onRemove'
    | 'onAcceptOddsChanges'
    | 'placing'
    | 'error'
    | 'paused'
    | 'messages'
  >
> {
  selections: readonly BetSelection[];
  /** Prices now, by selection key, when they moved since the selection was picked. */
  currentOdds?: Readonly<Record<string, string>>;
  kind?: BetslipKind;
  stake?: string;
  systemSize?: number;
  setting?: OddsChangeSetting;
  balance?: string;
  onKindChange?: (kind: BetslipKind) => void;
  onStakeChange?: (stake: string) => void;
  onSettingChange?: (setting: OddsChangeSetting) => void;
}

/** A stateful betslip wired like the widget wires it: selections, stake and setting in state; figures from quoteBetslip. */
export function BetslipHarness({
  selections: initialSelections,
  currentOdds = {},
  kind: initialKind = DEFAULT_BET_KIND,
  stake: initialStake = '10',
  systemSize: initialSize,
  setting: initialSetting = 'ask',
  balance,
  signedIn = false,
  onKindChange,
  onStakeChange,
  onSettingChange,
  onRemove,
  onErase,
  onAcceptOddsChanges,
  ...rest
}: BetslipHarnessProps) {
  const [selections, setSelections] = useState(initialSelections);
  const [prices, setPrices] = useState(currentOdds);
  const [kind, setKind] = useState(initialKind);
  const [stake, setStake] = useState(initialStake);
  const [systemSize, setSystemSize] = useState(initialSize);
  const [setting, setSetting] = useState(initialSetting);

  const priced = selections.map((selection) => ({
    selection,
    current: prices[selectionKey(selection)] ?? selection.odds,
  }));
  const quote = quoteBetslip({
    kind,
    selections: priced.map(({ selection, current }) => ({ ...selection, odds: current })),
    stake,
    systemSize,
    balance: signedIn ? balance : undefined,
  });
  const moved = priced.filter(({ selection, current }) => oddsMovement(selection.odds, current) !== 'none');
  const sizes = systemSizes(selections.length);

  return (
    <Betslip
      {...rest}
      signedIn={signedIn}
      selections={priced.map(({ selection, current }, index) => {
        const movement = oddsMovement(selection.odds, current);
        return {
          id: selectionKey(selection),
          matchName: selection.matchName,
          pickName: selection.pickName,
          marketName: selection.marketName,
          odds: current,
          movement: movement === 'none' ? undefined : movement,
          previousOdds: movement === 'none' ? undefined : selection.odds,
          payout: quote.singlePayouts[index],
        };
      })}
      kind={kind}
      onKindChange={(next) => {
        setKind(next);
        if (next === 'system' && systemSize === undefined && sizes.length > 0) setSystemSize(sizes[0]);
        onKindChange?.(next);
      }}
      stake={stake}
      onStakeChange={(next) => {
        setStake(next);
        onStakeChange?.(next);
      }}
      stakeError={stake.trim() === '' ? undefined : quote.errors.stake}
      error={rest.error ?? quote.errors.selections ?? quote.errors.systemSize}
      systemSize={systemSize}
      systemSizes={sizes}
      systemBetCount={(size) => Number(binomial(selections.length, size))}
      onSystemSizeChange={setSystemSize}
      oddsChangeSetting={setting}
      onOddsChangeSettingChange={(next) => {
        setSetting(next);
        onSettingChange?.(next);
      }}
      summary={{
        totalOdds: quote.totalOdds === null ? null : formatOdds(quote.totalOdds),
        betCount: quote.betCount,
        totalStake: quote.totalStake,
        possiblePayout: quote.possiblePayout,
      }}
      oddsChanged={setting === 'ask' && moved.length > 0}
      onAcceptOddsChanges={() => {
        setSelections(priced.map(({ selection, current }) => ({ ...selection, odds: current })));
        setPrices({});
        onAcceptOddsChanges?.();
      }}
      onRemove={(id) => {
        setSelections(selections.filter((selection) => selectionKey(selection) !== id));
        onRemove?.(id);
      }}
      onErase={() => {
        setSelections([]);
        onErase?.();
      }}
    />
  );
}
