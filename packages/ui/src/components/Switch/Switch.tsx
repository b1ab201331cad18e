import { clsx } from 'clsx';
import { forwardRef, useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'defaultValue' | 'children' | 'role'
> {
  /** The visible label; also the switch's accessible name. */
  label: ReactNode;
  /** Secondary text under the label (e.g. 'Legally obligated'), linked with `aria-describedby`. */
  description?: ReactNode;
  /** On or off (controlled); use with `onCheckedChange`. */
  checked?: boolean;
  /** On or off on first render (uncontrolled). */
  defaultChecked?: boolean;
  /** Called with the new state when the player flips the switch. */
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off toggle (`role="switch"`) for a setting that applies on its own, such as a
 * notification preference. Space or Enter flips it; a disabled switch keeps its state.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { label, description, checked, defaultChecked = false, onCheckedChange, disabled, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;

  return (
    <div className={clsx(styles.root, className)}>
      <span className={styles.text}>
        <label id={labelId} htmlFor={switchId} className={styles.label({ disabled: Boolean(disabled) })}>
          {label}
        </label>
        {description && (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <button
        ref={ref}
        id={switchId}
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        data-state={on ? 'checked' : 'unchecked'}
        disabled={disabled}
        className={styles.track}
        onClick={() => {
          const next = !on;
          if (checked === undefined) setOwn(next);
          onCheckedChange?.(next);
        }}
        {...rest}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
});
