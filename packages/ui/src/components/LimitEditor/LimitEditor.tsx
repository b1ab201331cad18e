import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './LimitEditor.css';

/** The three rolling windows a limit can have. */
export type LimitEditorPeriod = 'day' | 'week' | 'month';

/** A loosening change waiting for its cooling-off and the player's confirmation. */
export interface LimitEditorPending {
  /** The new amount as the player will see it ('€100.00', '120 min'); null removes the limit. */
  amount: string | null;
  /** When it can be confirmed, formatted for the player ('25 Nov 2026, 14:05'). */
  until: string;
  /** The cooling-off has passed: Confirm is enabled. */
  confirmable: boolean;
}

/** One window of the limit kind. */
export interface LimitEditorLimit {
  period: LimitEditorPeriod;
  /** The limit in force as a plain amount ('50.00', minutes '90'): fills the box; null when none. */
  amount: string | null;
  /** What the window holds now, formatted ('€20.00', '35 min'). */
  used: string;
  /** What is left, formatted; null without a limit. */
  left: string | null;
  /** A pending increase or removal. */
  pending?: LimitEditorPending | null;
  /** An error for this window (from the app's validation or the platform). */
  error?: string;
}

/** Every text of {@link LimitEditor}. */
export interface LimitEditorMessages {
  day: string;
  week: string;
  month: string;
  /** Hint under a box with a limit. */
  usage: (used: string, left: string) => string;
  /** Hint under a box without a limit. */
  noLimit: (used: string) => string;
  save: string;
  remove: string;
  confirm: string;
  /** The pending change: raise/lower to an amount, or removal, and when it can be confirmed. */
  pending: (amount: string | null, until: string) => string;
  /** Said next to Confirm once the cooling-off has passed. */
  confirmable: string;
}

export const defaultLimitEditorMessages: LimitEditorMessages = {
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
  usage: (used, left) => `Used ${used} · Left ${left}`,
  noLimit: (used) => `No limit · Used ${used}`,
  save: 'Save',
  remove: 'Remove',
  confirm: 'Confirm',
  pending: (amount, until) =>
    amount === null ? `Removal pending until ${until}` : `Change to ${amount} pending until ${until}`,
  confirmable: 'You can confirm this change now.',
};

export interface LimitEditorProps {
  /** The limit kind's name, the group's legend: 'Deposit limit'. */
  title: string;
  /** The windows, usually day, week and month. */
  limits: readonly LimitEditorLimit[];
  /** `money` shows the currency symbol before the box; `minutes` shows the minutes unit after it. */
  unit?: { kind: 'money'; symbol: string } | { kind: 'minutes'; label: string };
  /** Called with the window and the typed amount (trimmed) on Save, or null on Remove. */
  onChange: (period: LimitEditorPeriod, amount: string | null) => void;
  /** Called on Confirm of a pending change. */
  onConfirm: (period: LimitEditorPeriod) => void;
  /** The window whose change is being sent: its buttons show as busy. */
  busy?: LimitEditorPeriod | null;
  /** Texts, merged over the English defaults (`defaultLimitEditorMessages`). */
  messages?: Partial<LimitEditorMessages>;
  className?: string;
}

/**
 * One limit kind with its day, week and month windows: a free-text amount for each, what is used
 * and left, Save and Remove, and a pending loosening change with the time it can be confirmed.
 * Presentational: the app validates the amount and sends it.
 */
export function LimitEditor({
  title,
  limits,
  unit = { kind: 'money', symbol: '' },
  onChange,
  onConfirm,
  busy = null,
  messages,
  className,
}: LimitEditorProps) {
  const text = { ...defaultLimitEditorMessages, ...messages };
  const legendId = useId();
  return (
    <fieldset className={clsx(styles.root, className)} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {title}
      </legend>
      {limits.map((limit) => (
        <LimitRow
          key={limit.period}
          limit={limit}
          unit={unit}
          text={text}
          busy={busy === limit.period}
          disabled={busy !== null && busy !== limit.period}
          onChange={onChange}
          onConfirm={onConfirm}
          legend={title}
        />
      ))}
    </fieldset>
  );
}

interface LimitRowProps {
  limit: LimitEditorLimit;
  unit: NonNullable<LimitEditorProps['unit']>;
  text: LimitEditorMessages;
  busy: boolean;
  disabled: boolean;
  legend: string;
  onChange: LimitEditorProps['onChange'];
  onConfirm: LimitEditorProps['onConfirm'];
}

function LimitRow({ limit, unit, text, busy, disabled, legend, onChange, onConfirm }: LimitRowProps) {
  const [draft, setDraft] = useState(limit.amount ?? '');
  // The app answers a change with the limit in force (and any pending change): the box shows the limit again.
  const answer = `${limit.amount}|${limit.pending?.amount}|${limit.pending?.until}`;
  const [shown, setShown] = useState(answer);
  if (shown !== answer) {
    setShown(answer);
    setDraft(limit.amount ?? '');
  }
  const label = text[limit.period];
  const pendingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(limit.period, draft.trim());
  };

  return (
    <form
      className={styles.row}
      noValidate
      aria-label={`${legend}: ${label}`}
      onSubmit={submit}
      data-period={limit.period}
    >
      <TextField
        label={label}
        name={`${limit.period}-limit`}
        inputMode={unit.kind === 'money' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        startAdornment={unit.kind === 'money' && unit.symbol ? unit.symbol : undefined}
        endAdornment={unit.kind === 'minutes' ? unit.label : undefined}
        hint={limit.left === null ? text.noLimit(limit.used) : text.usage(limit.used, limit.left)}
        error={limit.error}
        disabled={disabled}
        className={styles.field}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={busy} disabled={disabled}>
          {text.save}
        </Button>
        {limit.amount !== null && (
          <Button
            variant="outline"
            size="sm"
            disabled={disabled || busy || limit.pending?.amount === null}
            onClick={() => onChange(limit.period, null)}
          >
            {text.remove}
          </Button>
        )}
      </div>
      {limit.pending && (
        <div className={styles.pending} id={pendingId} role="status">
          <p className={styles.pendingText}>
            {text.pending(limit.pending.amount, limit.pending.until)}
            {limit.pending.confirmable && <> {text.confirmable}</>}
          </p>
          <Button
            size="sm"
            variant="secondary"
            aria-describedby={pendingId}
            disabled={!limit.pending.confirmable || disabled || busy}
            onClick={() => onConfirm(limit.period)}
          >
            {text.confirm}
          </Button>
        </div>
      )}
    </form>
  );
}
