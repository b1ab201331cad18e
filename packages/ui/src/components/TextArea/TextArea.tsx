import { clsx } from 'clsx';
import { forwardRef, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import * as field from '../../private/formField.css';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../../private/formField';
import * as styles from './TextArea.css';

/** Texts of a `TextArea`. */
export interface TextAreaMessages {
  /** The character count shown under the field when it has a `maxLength`. */
  count: (length: number, maxLength: number) => string;
}

export const defaultTextAreaMessages: TextAreaMessages = {
  count: (length, maxLength) => `${length} of ${maxLength} characters`,
};

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible `<label>` text; also the field's accessible name. */
  label: string;
  /** Error message shown under the field as `* {message}`; sets `aria-invalid` and points `aria-describedby` at it. */
  error?: string;
  /** Help text shown under the field and linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Keep the label for screen readers only, when the context already shows what the field is for. */
  hideLabel?: boolean;
  /** Visible lines of text before the field scrolls (the reader can drag it taller). */
  rows?: number;
  /** Texts, merged over the English defaults. */
  messages?: Partial<TextAreaMessages>;
}

const lengthOf = (value: TextareaHTMLAttributes<HTMLTextAreaElement>['value']) =>
  value === undefined || value === null ? 0 : Array.isArray(value) ? value.join(',').length : String(value).length;

/**
 * A labelled multi-line text field, with the look of `TextField`. Every native textarea prop (`name`,
 * `value`, `onChange`, `onBlur`, `maxLength`, ...) reaches the `<textarea>`, and the ref is the textarea's,
 * so it works both controlled and with a form library's `register`. With a `maxLength` the count of
 * characters shows under the field and describes it. `className` and `style` go to the outer wrapper.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    error,
    hint,
    hideLabel = false,
    rows = 4,
    messages,
    id,
    className,
    style,
    disabled,
    readOnly,
    required,
    maxLength,
    value,
    defaultValue,
    onChange,
    'aria-describedby': ariaDescribedBy,
    'aria-invalid': ariaInvalid,
    ...rest
  },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const countId = `${controlId}-count`;
  const text = { ...defaultTextAreaMessages, ...messages };
  const invalid = Boolean(error) || ariaInvalid === true || ariaInvalid === 'true';
  // Uncontrolled, the count follows the typing; controlled, it is the value's.
  const [typedLength, setTypedLength] = useState(() => lengthOf(defaultValue));
  const length = value === undefined ? typedLength : lengthOf(value);
  const counted = maxLength !== undefined && maxLength >= 0;
  const messagesBlock = <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />;

  return (
    <div className={clsx(field.field, className)} style={style}>
      <FieldLabel htmlFor={controlId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div
        className={clsx(
          field.control({ invalid, disabled: Boolean(disabled), readOnly: Boolean(readOnly) }),
          styles.box,
        )}
      >
        <textarea
          ref={ref}
          id={controlId}
          rows={rows}
          className={clsx(field.input, styles.textarea)}
          disabled={disabled}
          readOnly={readOnly}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onChange={(event) => {
            if (value === undefined) setTypedLength(event.target.value.length);
            onChange?.(event);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(error && errorId, hint ? hintId : undefined, counted && countId, ariaDescribedBy)}
          {...rest}
        />
      </div>
      {counted ? (
        <div className={styles.footer}>
          {(hint || error) && <div className={styles.messages}>{messagesBlock}</div>}
          <p id={countId} className={styles.count}>
            {text.count(length, maxLength)}
          </p>
        </div>
      ) : (
        messagesBlock
      )}
    </div>
  );
});
