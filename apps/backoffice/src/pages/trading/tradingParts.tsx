import type { TradingEvent } from '@casino/contract';
import { Chip } from '@casino/ui';
import { type Text, useText } from '../../i18n';

const STATUS_TONES = { live: 'danger', prematch: 'info', ended: 'neutral' } as const;

/** An event's status, and "Suspended" when a trader suspended it. */
export function EventStateChip({ event }: { event: Pick<TradingEvent, 'status' | 'traderSuspended'> }) {
  const text = useText();
  return (
    <span>
      <Chip tone={STATUS_TONES[event.status]} size="sm">
        {text(`bo.trading.status.${event.status}`)}
      </Chip>{' '}
      {event.traderSuspended ? (
        <Chip tone="warning" size="sm">
          {text('bo.trading.suspendedChip')}
        </Chip>
      ) : null}
    </span>
  );
}

/** "2–1 · 63'" for a live event, "2–1" for an ended one, "–" before the start. */
export function scoreLine(text: Text, event: Pick<TradingEvent, 'score' | 'minute'>): string {
  if (!event.score) return '–';
  const score = `${event.score.home}–${event.score.away}`;
  return event.minute === null ? score : `${score} · ${text('bo.trading.minute', { minute: event.minute })}`;
}
