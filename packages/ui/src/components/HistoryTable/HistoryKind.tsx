import { clsx } from 'clsx';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './HistoryTable.css';

/**
 * Kinds with a colour of their own: transaction and bet types (spec point 4) and the bonus
 * wallet's rows (a bonus credited, converted to cash, expired or forfeited).
 */
export const HISTORY_KIND_NAMES = [
  'deposit',
  'withdrawal',
  'block',
  'unblock',
  'win',
  'bet',
  'bonus',
  'bonus_conversion',
  'bonus_expiry',
  'bonus_forfeit',
] as const;
export type HistoryKindName = (typeof HISTORY_KIND_NAMES)[number];

export interface HistoryKindProps extends HTMLAttributes<HTMLSpanElement> {
  /** The row's type name; names without a colour of their own (e.g. refund) show in the text colour. */
  kind: string;
  /** The label shown, e.g. 'Deposit' (translated by the app). */
  children: string;
  /**
   * The colour of another kind, for a row whose type has none of its own but reads as one: a balance
   * adjustment in a deposit's colour when it credits, a withdrawal's when it debits.
   */
  tone?: HistoryKindName;
}

const toned = new Set<string>(HISTORY_KIND_NAMES);

/** The coloured type of a history row ('Deposit', 'Win'...); the text, not only the colour, says what it is. */
export const HistoryKind = forwardRef<HTMLSpanElement, HistoryKindProps>(function HistoryKind(
  { kind, tone: givenTone, className, children, ...rest },
  ref,
) {
  const tone = givenTone ?? (toned.has(kind) ? (kind as HistoryKindName) : 'plain');
  return (
    <span ref={ref} data-kind={kind} className={clsx(styles.kind, styles.kindTone[tone], className)} {...rest}>
      {children}
    </span>
  );
});
