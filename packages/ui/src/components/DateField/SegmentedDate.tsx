import { clsx } from 'clsx';
import { forwardRef, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as field from '../../private/formField.css';
import { FieldLabel, FieldMessages, joinIds, useFieldIds } from '../../private/formField';
import type { TextFieldProps } from '../TextField';
import type { DateFieldMessages } from './DateField';
import * as styles from './DateField.css';

type Part = 0 | 1 | 2;

const PARTS = [
  { length: 2, name: 'day', placeholder: 'dayPlaceholder', autoComplete: 'bday-day', className: styles.segmentShort },
  {
    length: 2,
    name: 'month',
    placeholder: 'monthPlaceholder',
    autoComplete: 'bday-month',
    className: styles.segmentShort,
  },
  { length: 4, name: 'year', placeholder: 'yearPlaceholder', autoComplete: 'bday-year', className: styles.segmentLong },
] as const;

const SEPARATOR_KEYS = new Set(['-', '/', '.', ' ']);

/** The three parts of a `dd-MM-yyyy` text ('' for each missing part). */
export function splitDateText(text: string): [string, string, string] {
  const [day = '', month = '', year = ''] = text.trim() === '' ? [] : text.trim().split(/[-/.]/);
  return [day, month, year];
}

/** The parts joined as `dd-MM-yyyy` text, '' when every box is empty. */
export function joinDateText(parts: readonly string[]): string {
  return parts.every((part) => part === '') ? '' : parts.join('-');
}

export interface SegmentedDateProps extends Pick<
  TextFieldProps,
  'id' | 'name' | 'required' | 'error' | 'hint' | 'hideLabel' | 'className' | 'style' | 'aria-describedby'
> {
  label: string;
  text: string;
  messages: DateFieldMessages;
  autoComplete: string;
  disabled?: boolean;
  readOnly?: boolean;
  onType: (text: string) => void;
  onLeave: () => void;
  calendar: ReactNode;
}

/**
 * Day, month and year boxes under one label (role `group` named by it). Only digits are kept; a full box
 * moves on to the next, a separator key (`-`, `/`, `.`) too, Backspace in an empty box goes back.
 */
export const SegmentedDate = forwardRef<HTMLInputElement, SegmentedDateProps>(function SegmentedDate(
  {
    label,
    text,
    messages,
    autoComplete,
    disabled,
    readOnly,
    onType,
    onLeave,
    calendar,
    id,
    name,
    required,
    error,
    hint,
    hideLabel,
    className,
    style,
    'aria-describedby': ariaDescribedBy,
  },
  ref,
) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const labelId = `${controlId}-label`;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const group = useRef<HTMLDivElement>(null);
  const parts = splitDateText(text);
  const describedBy = joinIds(error && errorId, hint ? hintId : undefined, ariaDescribedBy);

  const focusBox = (part: number, at: 'start' | 'end' | 'all') => {
    const box = boxes.current[part];
    if (!box) return;
    box.focus();
    if (at === 'all') box.select();
    else {
      const position = at === 'start' ? 0 : box.value.length;
      box.setSelectionRange(position, position);
    }
  };

  const setPart = (part: Part, raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, PARTS[part].length);
    const next = [...parts];
    next[part] = digits;
    onType(joinDateText(next));
    if (part < 2 && digits.length === PARTS[part].length && digits !== parts[part]) focusBox(part + 1, 'all');
  };

  const keyDown = (part: Part) => (event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    const atStart = box.selectionStart === 0 && box.selectionEnd === 0;
    const atEnd = box.selectionStart === box.value.length;
    if (event.key === 'Backspace' && box.value === '' && part > 0) {
      event.preventDefault();
      focusBox(part - 1, 'end');
    } else if (SEPARATOR_KEYS.has(event.key)) {
      event.preventDefault();
      if (box.value !== '' && part < 2) focusBox(part + 1, 'all');
    } else if (event.key === 'ArrowLeft' && atStart && part > 0) {
      event.preventDefault();
      focusBox(part - 1, 'end');
    } else if (event.key === 'ArrowRight' && atEnd && part < 2) {
      event.preventDefault();
      focusBox(part + 1, 'start');
    }
  };

  return (
    <div className={clsx(field.field, className)} style={style}>
      <FieldLabel htmlFor={controlId} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {/* The blur listener only notices focus leaving the group (to write the date out); it is no interaction. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={group}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={field.control({ invalid: Boolean(error), disabled: Boolean(disabled), readOnly: Boolean(readOnly) })}
        onBlur={(event) => {
          if (!group.current?.contains(event.relatedTarget as Node | null)) onLeave();
        }}
      >
        {PARTS.map((config, index) => {
          const part = index as Part;
          return (
            <span key={config.name} className={styles.segmentPart}>
              {part > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  -
                </span>
              )}
              <input
                ref={(element) => {
                  boxes.current[part] = element;
                  if (part === 0) {
                    if (typeof ref === 'function') ref(element);
                    else if (ref) ref.current = element;
                  }
                }}
                id={part === 0 ? controlId : `${controlId}-${config.name}`}
                name={name ? `${name}-${config.name}` : undefined}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={config.length}
                className={config.className}
                aria-label={messages[config.name]}
                placeholder={messages[config.placeholder]}
                autoComplete={autoComplete === 'bday' ? config.autoComplete : autoComplete}
                value={parts[part]}
                disabled={disabled}
                readOnly={readOnly}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setPart(part, event.target.value)}
                onKeyDown={keyDown(part)}
                onFocus={(event) => event.currentTarget.select()}
              />
            </span>
          );
        })}
        <span className={clsx(field.adornment, styles.segmentEnd)}>{calendar}</span>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
});
