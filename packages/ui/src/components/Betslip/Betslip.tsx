import { clsx } from 'clsx';
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import * as field from '../../private/formField.css';
import { OddsDownIcon, OddsUpIcon, RemoveIcon, SettingsIcon, TrashIcon } from '../../private/sportsbookIcons';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Switch } from '../Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { TextField } from '../TextField';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Betslip.css';

/** Single, Multiple or System. */
export type BetslipKind = 'single' | 'multiple' | 'system';

/** The odds-change settings: Accept any odds changes, Only accept increased odds, Always ask. */
export type OddsChangeSetting = 'any' | 'higher' | 'ask';

/** A selection as the betslip shows it. */
export interface BetslipSelectionView {
  /** Unique key of the pick (event, market and outcome). */
  id: string;
  /** Match name: 'Arsenal - Chelsea'. */
  matchName: string;
  /** Pick name: 'Arsenal', 'Over 2.5'. */
  pickName: string;
  /** Market label: '1x2', 'Winner'. */
  marketName: string;
  /** Current decimal price: '1.85'. */
  odds: string;
  /** The price moved since it was picked or last accepted. */
  movement?: 'up' | 'down';
  /** The price before the move, shown struck through. */
  previousOdds?: string;
  /** Single tab: the possible payout of this selection (already formatted amount, e.g. '18.50'). */
  payout?: string;
  /** The market is suspended or closed: the selection cannot be bet. */
  unavailable?: boolean;
}

/** Figures of the slip, computed by the caller (for example with `quoteBetslip` of @casino/rules). */
export interface BetslipSummary {
  /** Total odds (the product for a multiple); hidden when null or absent. */
  totalOdds?: string | null;
  /** Number of bets (singles or system combinations); shown when more than 1. */
  betCount?: number;
  /** Stake x bets; shown with the bet count. */
  totalStake?: string;
  /** Payout if every selection wins. */
  possiblePayout: string;
}

/** Every text of {@link Betslip}. */
export interface BetslipMessages {
  title: string;
  single: string;
  multiple: string;
  system: string;
  /** Accessible name of the Single / Multiple / System strip. */
  kinds: string;
  /** Announced count of selections after the title. */
  selectionCount: (count: number) => string;
  empty: string;
  emptyHint: string;
  remove: (pickName: string, matchName: string) => string;
  oddsUp: string;
  oddsDown: string;
  /** Announced before the struck-through previous price. */
  previousOdds: string;
  unavailable: string;
  payout: string;
  systemSize: string;
  /** An option of the system size: '2/3 (3 bets)'. */
  systemOption: (size: number, selectionCount: number, bets: number) => string;
  stake: string;
  quickStakes: string;
  totalOdds: string;
  bets: string;
  totalStake: string;
  possiblePayout: string;
  signInAndBet: string;
  placeBet: string;
  erase: string;
  eraseQuestion: string;
  no: string;
  accept: string;
  settings: string;
  settingsTitle: string;
  any: string;
  higher: string;
  ask: string;
  oddsChanged: string;
  acceptChanges: string;
  /** The switch that keeps the selections on the slip after a bet is placed. */
  keepSelections: string;
  /** Currency symbol in the stake field. */
  currencySymbol: string;
  /** An amount (a decimal string) as shown in the player's language: '€18.50', '18,50 €'. Default: English euros. */
  formatAmount: (amount: string) => string;
}

/** The default amount format: euros in British English, from the exact decimal string (never a float). */
const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export const defaultBetslipMessages: BetslipMessages = {
  title: 'Betslip',
  single: 'Single',
  multiple: 'Multiple',
  system: 'System',
  kinds: 'Bet type',
  selectionCount: (count) => `(${count} ${count === 1 ? 'selection' : 'selections'})`,
  empty: 'Your betslip is empty',
  emptyHint: 'Pick the odds of an event to add a selection.',
  remove: (pickName, matchName) => `Remove ${pickName}, ${matchName}`,
  oddsUp: 'Odds went up',
  oddsDown: 'Odds went down',
  previousOdds: 'was',
  unavailable: 'Unavailable',
  payout: 'Payout',
  systemSize: 'System size',
  systemOption: (size, selectionCount, bets) => `${size}/${selectionCount} (${bets} ${bets === 1 ? 'bet' : 'bets'})`,
  stake: 'Stake',
  quickStakes: 'Quick stakes',
  totalOdds: 'Total odds',
  bets: 'Bets',
  totalStake: 'Total stake',
  possiblePayout: 'Possible payout',
  signInAndBet: 'Sign In & Bet',
  placeBet: 'Place bet',
  erase: 'Erase Betslip',
  eraseQuestion: 'Are you sure you want to erase Betslip?',
  no: 'No',
  accept: 'Accept',
  settings: 'Settings',
  settingsTitle: 'Accept Changes automatically?',
  any: 'Accept any odds changes',
  higher: 'Only accept increased odds',
  ask: 'Always ask',
  oddsChanged: 'The odds have changed. Accept the new odds to place your bet.',
  acceptChanges: 'Accept changes',
  keepSelections: 'Keep selections after placing',
  currencySymbol: '€',
  // A brand's site passes its own (the player's language and currency); the package depends on nothing of ours.
  formatAmount: (amount) => euros.format(amount as Intl.StringNumericLiteral),
};

const KINDS: readonly BetslipKind[] = ['single', 'multiple', 'system'];
const SETTINGS: readonly OddsChangeSetting[] = ['any', 'higher', 'ask'];

export interface BetslipProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The selections, in the order they were picked. */
  selections: readonly BetslipSelectionView[];
  /** The selected tab (Multiple by default in the product). */
  kind: BetslipKind;
  onKindChange: (kind: BetslipKind) => void;
  /** The stake as typed, in the currency's units (each single, the multiple, each system combination). */
  stake: string;
  onStakeChange: (stake: string) => void;
  /** Problem with the stake, shown under the field. */
  stakeError?: string;
  /** System tab: the chosen size k and the sizes offered (2 to n - 1). */
  systemSize?: number;
  systemSizes?: readonly number[];
  /** Number of combinations per size, for the size options (C(n, k)). */
  systemBetCount?: (size: number) => number;
  onSystemSizeChange?: (size: number) => void;
  /** The odds-change setting. */
  oddsChangeSetting: OddsChangeSetting;
  onOddsChangeSettingChange: (setting: OddsChangeSetting) => void;
  /** Total odds, bets, total stake and possible payout. */
  summary: BetslipSummary;
  /** Quick-stake amounts (5, 10, 50 in the product). */
  quickStakes?: readonly number[];
  /** A signed-in player gets Place bet; a visitor gets 'Sign In & Bet'. */
  signedIn: boolean;
  /** A visitor pressed 'Sign In & Bet'. */
  onSignIn?: () => void;
  /**
   * The player may not bet now, and why (a time-out, a self-exclusion: 'Betting is paused. You are
   * on a time-out until …'): shown in place of the bet button, which is not offered. Picks and
   * figures stay, so the odds can still be read and compared.
   */
  paused?: string;
  /** The player pressed Place bet. */
  onPlaceBet?: () => void;
  /** The bet is being placed: Place bet shows a spinner and ignores presses. */
  placing?: boolean;
  /** Why the last placement failed (or what blocks it), shown above the button as an alert. */
  error?: string;
  /** Prices moved and the setting asks the player: shows the prompt and holds Place bet. */
  oddsChanged?: boolean;
  onAcceptOddsChanges?: () => void;
  /**
   * Whether the selections stay on the slip after a bet is placed; with `onKeepSelectionsChange`,
   * a switch above the bet button lets the player choose.
   */
  keepSelections?: boolean;
  onKeepSelectionsChange?: (keep: boolean) => void;
  /** Remove a selection by id. */
  onRemove: (id: string) => void;
  /** The player confirmed erasing the whole slip. */
  onErase: () => void;
  /** Texts, merged over the English defaults (`defaultBetslipMessages`). */
  messages?: Partial<BetslipMessages>;
}

function Odds({ selection, text }: { selection: BetslipSelectionView; text: BetslipMessages }) {
  return (
    <span className={styles.odds} data-movement={selection.movement}>
      {selection.movement && selection.previousOdds && (
        <>
          <VisuallyHidden>{`${text.previousOdds} `}</VisuallyHidden>
          <s className={styles.previousOdds}>{selection.previousOdds}</s>{' '}
        </>
      )}
      {selection.movement && (
        <span className={selection.movement === 'up' ? styles.moveUp : styles.moveDown}>
          {selection.movement === 'up' ? <OddsUpIcon /> : <OddsDownIcon />}
          <VisuallyHidden>{selection.movement === 'up' ? text.oddsUp : text.oddsDown}</VisuallyHidden>
        </span>
      )}
      <span className={styles.price}>{selection.odds}</span>
    </span>
  );
}

/**
 * The betslip (spec point 2): Single, Multiple and System tabs over the selections (match,
 * pick, market, odds and a remove control), the system size, the stake with quick stakes, total
 * odds and possible payout, then 'Sign In & Bet' for a visitor or Place bet for a player. The
 * bin opens the erase panel ('Are you sure you want to erase Betslip?', No, Accept); the gear
 * opens the odds-change settings. Moved prices show an arrow and the old price; with Always ask
 * a prompt holds the bet until the player accepts the changes.
 *
 * Controlled and presentational: the caller owns the selections, kind, stake, system size and
 * setting, and computes the figures (`quoteBetslip` of @casino/rules does it all).
 */
export const Betslip = forwardRef<HTMLElement, BetslipProps>(function Betslip(
  {
    selections,
    kind,
    onKindChange,
    stake,
    onStakeChange,
    stakeError,
    systemSize,
    systemSizes = [],
    systemBetCount,
    onSystemSizeChange,
    oddsChangeSetting,
    onOddsChangeSettingChange,
    summary,
    quickStakes = [5, 10, 50],
    signedIn,
    onSignIn,
    paused,
    onPlaceBet,
    placing = false,
    error,
    oddsChanged = false,
    keepSelections = false,
    onKeepSelectionsChange,
    onAcceptOddsChanges,
    onRemove,
    onErase,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultBetslipMessages, ...messages };
  const id = useId();
  const titleId = `${id}-title`;
  const settingsId = `${id}-settings`;
  const eraseId = `${id}-erase`;
  const systemId = `${id}-system`;
  const [panel, setPanel] = useState<'none' | 'settings' | 'erase'>('none');
  const noRef = useRef<HTMLButtonElement>(null);
  const eraseButtonRef = useRef<HTMLButtonElement>(null);
  const empty = selections.length === 0;

  useEffect(() => {
    if (panel === 'erase') noRef.current?.focus();
  }, [panel]);

  const closeErase = () => {
    setPanel('none');
    eraseButtonRef.current?.focus();
  };
  const escapeCloses = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeErase();
  };

  const body = empty ? (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{text.empty}</p>
      <p className={styles.emptyHint}>{text.emptyHint}</p>
    </div>
  ) : (
    <div className={styles.body}>
      <ul className={styles.selections}>
        {selections.map((selection) => (
          <li key={selection.id} className={styles.selection} data-unavailable={selection.unavailable || undefined}>
            <div className={styles.selectionTop}>
              <span className={styles.match}>{selection.matchName}</span>
              <IconButton
                size="sm"
                className={styles.remove}
                label={text.remove(selection.pickName, selection.matchName)}
                icon={<RemoveIcon />}
                onClick={() => onRemove(selection.id)}
              />
            </div>
            <div className={styles.selectionMain}>
              <span className={styles.pick}>{selection.pickName}</span>
              <Odds selection={selection} text={text} />
            </div>
            <div className={styles.selectionBottom}>
              <span className={styles.market}>{selection.marketName}</span>
              {selection.unavailable ? (
                <span className={styles.unavailable}>{text.unavailable}</span>
              ) : (
                kind === 'single' &&
                selection.payout !== undefined && (
                  <span className={styles.selectionPayout}>
                    {text.payout} <strong>{text.formatAmount(selection.payout)}</strong>
                  </span>
                )
              )}
            </div>
          </li>
        ))}
      </ul>

      {kind === 'system' && systemSizes.length > 0 && (
        <div className={field.field}>
          <label htmlFor={systemId} className={field.label}>
            {text.systemSize}
          </label>
          <div className={field.control({})}>
            <select
              id={systemId}
              className={clsx(field.input, styles.select)}
              value={systemSize ?? ''}
              onChange={(event) => onSystemSizeChange?.(Number(event.target.value))}
            >
              {systemSize === undefined && <option value="" disabled />}
              {systemSizes.map((size) => (
                <option key={size} value={size}>
                  {text.systemOption(size, selections.length, systemBetCount?.(size) ?? 0)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}

      <TextField
        label={text.stake}
        value={stake}
        onChange={(event) => onStakeChange(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        startAdornment={<span aria-hidden="true">{text.currencySymbol}</span>}
        error={stakeError}
      />
      <div role="group" aria-label={text.quickStakes} className={styles.quickStakes}>
        {quickStakes.map((amount) => (
          <Button
            key={amount}
            variant="secondary"
            size="sm"
            className={styles.quickStake}
            aria-pressed={Number(stake) === amount}
            onClick={() => onStakeChange(String(amount))}
          >
            {String(amount)}
          </Button>
        ))}
      </div>

      <dl className={styles.summary}>
        {summary.totalOdds ? (
          <div className={styles.summaryRow}>
            <dt>{text.totalOdds}</dt>
            <dd className={styles.figure}>{summary.totalOdds}</dd>
          </div>
        ) : null}
        {summary.betCount !== undefined && summary.betCount > 1 && (
          <>
            <div className={styles.summaryRow}>
              <dt>{text.bets}</dt>
              <dd className={styles.figure}>{summary.betCount}</dd>
            </div>
            {summary.totalStake !== undefined && (
              <div className={styles.summaryRow}>
                <dt>{text.totalStake}</dt>
                <dd className={styles.figure}>{text.formatAmount(summary.totalStake)}</dd>
              </div>
            )}
          </>
        )}
        <div className={clsx(styles.summaryRow, styles.payoutRow)}>
          <dt>{text.possiblePayout}</dt>
          <dd className={styles.figure}>{text.formatAmount(summary.possiblePayout)}</dd>
        </div>
      </dl>

      {oddsChanged && (
        <div className={styles.oddsChanged} role="status">
          <p className={styles.oddsChangedText}>{text.oddsChanged}</p>
          <Button variant="outline" size="sm" onClick={() => onAcceptOddsChanges?.()}>
            {text.acceptChanges}
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {onKeepSelectionsChange && signedIn && !paused && (
        <Switch label={text.keepSelections} checked={keepSelections} onCheckedChange={onKeepSelectionsChange} />
      )}
      {paused ? (
        <p className={styles.paused} role="status">
          {paused}
        </p>
      ) : signedIn ? (
        <Button
          fullWidth
          size="lg"
          loading={placing}
          disabled={oddsChanged || selections.some((selection) => selection.unavailable)}
          onClick={() => onPlaceBet?.()}
        >
          {text.placeBet}
        </Button>
      ) : (
        <Button fullWidth size="lg" onClick={() => onSignIn?.()}>
          {text.signInAndBet}
        </Button>
      )}
    </div>
  );

  return (
    <section ref={ref} aria-labelledby={titleId} className={clsx(styles.root, className)} {...rest}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {text.title}
          {!empty && (
            <>
              {' '}
              <span className={styles.badge} aria-hidden="true">
                {selections.length}
              </span>
              <VisuallyHidden>{text.selectionCount(selections.length)}</VisuallyHidden>
            </>
          )}
        </h2>
        <div className={styles.tools}>
          <IconButton
            size="sm"
            label={text.settings}
            icon={<SettingsIcon />}
            aria-expanded={panel === 'settings'}
            aria-controls={panel === 'settings' ? settingsId : undefined}
            onClick={() => setPanel(panel === 'settings' ? 'none' : 'settings')}
          />
          <IconButton
            ref={eraseButtonRef}
            size="sm"
            label={text.erase}
            icon={<TrashIcon />}
            disabled={empty}
            aria-expanded={panel === 'erase'}
            aria-controls={panel === 'erase' ? eraseId : undefined}
            onClick={() => setPanel(panel === 'erase' ? 'none' : 'erase')}
          />
        </div>
      </header>

      {panel === 'settings' && (
        <fieldset id={settingsId} className={styles.settings}>
          <legend className={styles.settingsTitle}>{text.settingsTitle}</legend>
          {SETTINGS.map((setting) => (
            <label key={setting} className={styles.option}>
              <input
                type="radio"
                name={`${id}-odds-change`}
                value={setting}
                className={styles.radio}
                checked={oddsChangeSetting === setting}
                onChange={() => onOddsChangeSettingChange(setting)}
              />
              {text[setting]}
            </label>
          ))}
        </fieldset>
      )}

      {panel === 'erase' && !empty && (
        <div id={eraseId} role="group" aria-labelledby={`${eraseId}-question`} className={styles.erase}>
          <p id={`${eraseId}-question`} className={styles.eraseQuestion}>
            {text.eraseQuestion}
          </p>
          <div className={styles.eraseActions}>
            <Button ref={noRef} variant="secondary" size="sm" onClick={closeErase} onKeyDown={escapeCloses}>
              {text.no}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onKeyDown={escapeCloses}
              onClick={() => {
                setPanel('none');
                onErase();
              }}
            >
              {text.accept}
            </Button>
          </div>
        </div>
      )}

      <Tabs value={kind} onValueChange={(value) => onKindChange(value as BetslipKind)} className={styles.tabs}>
        <TabsList aria-label={text.kinds} className={styles.tabList}>
          {KINDS.map((value) => (
            <TabsTrigger key={value} value={value} className={styles.tab}>
              {text[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {KINDS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === kind && body}
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
});
