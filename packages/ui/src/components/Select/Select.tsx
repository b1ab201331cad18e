import { clsx } from 'clsx';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import * as field from '../../private/formField.css';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../../private/formField';
import { ChevronDownIcon } from '../../private/formIcons';
import * as styles from './Select.css';

/** One choice of a `Select`. */
export interface SelectOption {
  /** The value submitted and passed to `onValueChange`. */
  value: string;
  /** The text the player sees. */
  label: string;
  /** Show the option but do not let it be picked. */
  disabled?: boolean;
}

/** Texts of a `Select`. */
export interface SelectMessages {
  /** Shown as the only entry when `options` is empty. */
  empty: string;
}

export const defaultSelectMessages: SelectMessages = { empty: 'No options available' };

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'multiple' | 'value' | 'defaultValue'
> {
  /** The visible `<label>` text; also the select's accessible name. */
  label: string;
  /** The choices, in order. When empty, the select shows `messages.empty`. */
  options: readonly SelectOption[];
  /** Text shown while nothing is chosen (value `''`). Pickable again to clear the choice, unless `required`. */
  placeholder?: string;
  /** Error message shown under the select as `* {message}`; sets `aria-invalid` and `aria-describedby`. */
  error?: string;
  /** Help text under the select, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** The chosen value (controlled); `''` for none. Use with `onValueChange`. */
  value?: string;
  /** The value chosen on first render (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. Native `onChange` is called too. */
  onValueChange?: (value: string) => void;
  /** Texts, merged over the English defaults. */
  messages?: Partial<SelectMessages>;
}

/**
 * A labelled single-choice list on the native `<select>`: the platform gives keyboard use, screen-reader
 * support and the phone's own picker. The ref is the `<select>`'s, so `register` works as for inputs.
 * `className` and `style` go to the outer wrapper.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    placeholder,
    error,
    hint,
    hideLabel = false,
    value,
    defaultValue,
    onValueChange,
    messages,
    id,
    className,
    style,
    disabled,
    required,
    onChange,
    'aria-describedby': ariaDescribedBy,
    ...rest
  },
  ref,
) {
  const text = { ...defaultSelectMessages, ...messages };
  const { controlId, hintId, errorId } = useFieldIds(id);
  const empty = options.length === 0;
  // Without a value, start on the placeholder rather than on the first option.
  const initialValue = value === undefined && defaultValue === undefined && placeholder && !empty ? '' : defaultValue;
  return (
    <div className={clsx(field.field, className)} style={style}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={clsx(field.control({ invalid: Boolean(error), disabled: Boolean(disabled) }), styles.box)}>
        <select
          ref={ref}
          id={controlId}
          className={clsx(field.input, styles.select)}
          value={value}
          defaultValue={initialValue}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(error && errorId, hint ? hintId : undefined, ariaDescribedBy)}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
          {...rest}
        >
          {empty ? (
            <option value="">{text.empty}</option>
          ) : (
            <>
              {placeholder && (
                <option value="" disabled={required} data-placeholder="">
                  {placeholder}
                </option>
              )}
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
});
