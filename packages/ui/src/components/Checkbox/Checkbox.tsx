import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { clsx } from 'clsx';
import { forwardRef, type ReactNode } from 'react';
import { error as errorStyle } from '../../private/formField.css';
import { joinIds, useFieldIds } from '../../private/formField';
import { CheckIcon, MinusIcon } from '../../private/formIcons';
import * as styles from './Checkbox.css';

/** `true`, `false`, or `'indeterminate'` for a parent whose children are partly checked. */
export type CheckboxCheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps extends Omit<
  RadixCheckbox.CheckboxProps,
  'children' | 'asChild' | 'checked' | 'defaultChecked' | 'onCheckedChange'
> {
  /** The visible label. `children` works too, for a label with links or emphasis. */
  label?: ReactNode;
  /** The visible label, when it is richer than a string; used if `label` is not given. */
  children?: ReactNode;
  /** Secondary text under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Error message shown as `* {message}` under the checkbox; sets `aria-invalid`. */
  error?: string;
  /** Checked state (controlled); use with `onCheckedChange`. */
  checked?: CheckboxCheckedState;
  /** Checked state on first render (uncontrolled). */
  defaultChecked?: CheckboxCheckedState;
  /** Called with the new state when the player toggles the box. */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
}

/**
 * A Radix checkbox (a `button` with `role="checkbox"`, toggled by Space) with a real `<label>`.
 * Inside a `<form>` it also submits `name=value` like a native checkbox; with a form library use a
 * controller (`checked` + `onCheckedChange`), since there is no native input to `register`.
 */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(function Checkbox(
  { label, children, description, error, id, className, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.row}>
        <RadixCheckbox.Root
          ref={ref}
          id={controlId}
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId, description ? hintId : undefined, ariaDescribedBy)}
          {...rest}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <CheckIcon className={styles.checkIcon} />
            <MinusIcon className={styles.minusIcon} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <div className={styles.text}>
          <label htmlFor={controlId} className={styles.label}>
            {label ?? children}
          </label>
          {description ? (
            <p id={hintId} className={styles.description}>
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {error && <p id={errorId} className={errorStyle}>{`* ${error}`}</p>}
    </div>
  );
});
