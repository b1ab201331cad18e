import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import { Chip, type ChipTone } from '../Chip';
import * as styles from './BetSelectionList.css';

/** How a selection of a placed bet ended; null or left out while its event is still to be decided. */
export type BetSelectionResult = 'won' | 'lost' | 'void';

/** One selection of a placed multiple or system bet, with the texts the player saw on the slip. */
export interface BetSelectionItem {
  /** Stable key of the selection within the bet. */
  id: string;
  /** Match name, e.g. 'Arsenal vs Chelsea'. */
  matchName: string;
  /** Market label, e.g. '1x2', 'Winner', 'Total 2.5'. */
  marketName: string;
  /** Pick name, e.g. 'Arsenal' or 'Over 2.5'. */
  pickName: string;
  /** The price the bet was placed at, as a decimal string ('1.85'). */
  odds: string;
  /** The selection's result once settled; null or left out while open (no result is shown). */
  result?: BetSelectionResult | null;
}

export interface BetSelectionListMessages {
  /** Accessible name of the list, e.g. 'Selections'. */
  label: string;
  /** Label before the price, e.g. 'Odds'. */
  odds: string;
  /** Result labels, e.g. { won: 'Won', lost: 'Lost', void: 'Void' }. */
  results: Record<BetSelectionResult, string>;
}

export interface BetSelectionListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The bet's selections, in the order they were placed. */
  selections: readonly BetSelectionItem[];
  /** Texts in the player's language (English by default). */
  messages?: Partial<BetSelectionListMessages>;
}

const englishMessages: BetSelectionListMessages = {
  label: 'Selections',
  odds: 'Odds',
  results: { won: 'Won', lost: 'Lost', void: 'Void' },
};

const tones: Record<BetSelectionResult, ChipTone> = { won: 'success', lost: 'danger', void: 'neutral' };

/**
 * The selections of a placed multiple or system bet (Bet History, My bets): each one's match,
 * market, pick and odds, and its result once decided.
 */
export const BetSelectionList = forwardRef<HTMLUListElement, BetSelectionListProps>(function BetSelectionList(
  { selections, messages, className, ...rest },
  ref,
) {
  const text = { ...englishMessages, ...messages };
  return (
    <ul ref={ref} aria-label={text.label} className={clsx(styles.list, className)} {...rest}>
      {selections.map((selection) => (
        <li key={selection.id} className={styles.item}>
          <span className={styles.match}>{selection.matchName}</span>
          <span className={styles.pick}>
            {selection.marketName}: <strong>{selection.pickName}</strong>
          </span>
          <span className={styles.odds}>
            {text.odds} <strong>{selection.odds}</strong>
          </span>
          {selection.result ? (
            <Chip tone={tones[selection.result]} size="sm" className={styles.result}>
              {text.results[selection.result]}
            </Chip>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
