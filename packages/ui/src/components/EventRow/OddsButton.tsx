import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { OddsDownIcon, OddsUpIcon } from '../../private/sportsbookIcons';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './EventRow.css';

export interface OddsButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** Short outcome label shown above the price: '1', 'X', '2', 'Over 2.5', a player's name. */
  label: string;
  /** The decimal price as text, e.g. '1.85'. */
  odds: string;
  /** Whether this outcome is in the betslip; shown as pressed (`aria-pressed`). */
  selected?: boolean;
  /** The price's last move, shown as an arrow and announced with `movementLabels`. */
  movement?: 'up' | 'down';
  /** Announced texts of the two moves. */
  movementLabels?: { up: string; down: string };
}

/** A price that adds its outcome to the betslip or takes it out again: a toggle button. */
export const OddsButton = forwardRef<HTMLButtonElement, OddsButtonProps>(function OddsButton(
  {
    label,
    odds,
    selected = false,
    movement,
    movementLabels = { up: 'Odds went up', down: 'Odds went down' },
    className,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={selected}
      data-movement={movement}
      className={clsx(styles.oddsButton, className)}
      {...rest}
    >
      <span className={styles.oddsLabel}>{label}</span>{' '}
      <span className={styles.oddsValue}>
        {movement && (
          <span className={movement === 'up' ? styles.moveUp : styles.moveDown}>
            {movement === 'up' ? <OddsUpIcon /> : <OddsDownIcon />}
          </span>
        )}
        {odds}
      </span>
      {movement && (
        <>
          {' '}
          <VisuallyHidden>{movementLabels[movement]}</VisuallyHidden>
        </>
      )}
    </button>
  );
});
