import { clsx } from 'clsx';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import * as field from '../../private/formField.css';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../../private/formField';
import * as styles from './TextField.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible `<label>` text; also the field's accessible name. */
  label: string;
  /** Error message shown under the field as `* {message}`; sets `aria-invalid` and points `aria-describedby` at it. */
  error?: string;
  /** Help text shown under the field and linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Content before the input inside the box, such as an icon or a currency symbol. */
  startAdornment?: ReactNode;
  /** Content after the input inside the box, such as a unit or an `IconButton`. */
  endAdornment?: ReactNode;
  /** Keep the label for screen readers only, when the context already shows what the field is for. */
  hideLabel?: boolean;
}

/**
 * A labelled text input. Every native input prop (`type`, `name`, `value`, `onChange`, `onBlur`,
 * `autoComplete`, ...) reaches the `<input>`, and the ref is the input's, so it works both controlled and
 * with a form library's `register`. `className` and `style` go to the outer wrapper, for layout.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    error,
    hint,
    startAdornment,
    endAdornment,
    hideLabel = false,
    id,
    type = 'text',
    className,
    style,
    disabled,
    readOnly,
    required,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const invalid = Boolean(error) || ariaInvalid === true || ariaInvalid === 'true';
  return (
    <div className={clsx(field.field, className)} style={style}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className={field.control({ invalid, disabled: Boolean(disabled), readOnly: Boolean(readOnly) })}>
        {startAdornment && <span className={field.adornment}>{startAdornment}</span>}
        <input
          ref={ref}
          id={controlId}
          type={type}
          className={clsx(field.input, type === 'number' && styles.numeric)}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(error && errorId, hint ? hintId : undefined, ariaDescribedBy)}
          {...rest}
        />
        {endAdornment && <span className={field.adornment}>{endAdornment}</span>}
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
});
