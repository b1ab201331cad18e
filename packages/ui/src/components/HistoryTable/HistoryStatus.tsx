import { clsx } from 'clsx';
import { useState } from 'react';
import { Chip, type ChipTone } from '../Chip';
import { chip } from '../Chip/Chip.css';
import { Tooltip } from '../Tooltip';
import * as styles from './HistoryTable.css';

export interface HistoryStatusProps {
  /** The status text, e.g. 'Requested' (translated by the app). */
  label: string;
  /** Colour of the status. */
  tone?: ChipTone;
  /**
   * Why the row ended so, e.g. 'Rejection Reason: Address belongs to a sanctioned wallet'. With a
   * reason the status is a button: hover, focus or a tap shows the reason in a tooltip.
   */
  reason?: string;
}

/** The status of a history row, with its reason in a tooltip when it has one (a rejected withdrawal). */
export function HistoryStatus({ label, tone = 'neutral', reason }: HistoryStatusProps) {
  const [open, setOpen] = useState(false);
  if (!reason)
    return (
      <Chip tone={tone} size="sm">
        {label}
      </Chip>
    );
  return (
    <Tooltip content={reason} open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className={clsx(chip({ tone, size: 'sm' }), styles.statusButton)}
        // A tap on a touch screen shows the reason too (hover and focus do elsewhere).
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </button>
    </Tooltip>
  );
}
