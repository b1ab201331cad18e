import { forwardRef, useImperativeHandle, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from '../../private/formIcons';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './SearchField.css';

/** Texts of a `SearchField`. */
export interface SearchFieldMessages {
  /** Accessible name of the clear button. */
  clear: string;
}

export const defaultSearchFieldMessages: SearchFieldMessages = { clear: 'Clear search' };

export interface SearchFieldProps extends Omit<
  TextFieldProps,
  'type' | 'label' | 'startAdornment' | 'endAdornment' | 'onSubmit'
> {
  /** The field's name for screen readers (visible only with `hideLabel={false}`). */
  label?: string;
  /** Called with the text when the player presses Enter (the Enter key then does not submit a surrounding form). */
  onSubmit?: (value: string) => void;
  /** Called after the clear button (or Escape) empties the field. `onChange` also receives the empty value. */
  onClear?: () => void;
  /** Texts, merged over the English defaults. */
  messages?: Partial<SearchFieldMessages>;
}

// Setting the value through the prototype lets React see the change and call `onChange`.
const setInputValue = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A search box (`type="search"`, role `searchbox`) with a search icon and a clear button that shows
 * once there is text. Controlled (`value` + `onChange`) or uncontrolled; the label is hidden by default.
 */
export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  {
    label = 'Search',
    hideLabel = true,
    onSubmit,
    onClear,
    messages,
    value,
    defaultValue,
    onChange,
    onKeyDown,
    disabled,
    readOnly,
    enterKeyHint = 'search',
    autoComplete = 'off',
    ...rest
  },
  ref,
) {
  const text = { ...defaultSearchFieldMessages, ...messages };
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);
  const [uncontrolledValue, setUncontrolledValue] = useState(String(defaultValue ?? ''));
  const hasText = String(value ?? uncontrolledValue).length > 0;

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setInputValue(input, '');
    input.focus();
    onClear?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && onSubmit) {
      event.preventDefault();
      onSubmit(event.currentTarget.value);
    } else if (event.key === 'Escape' && hasText && !readOnly) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <TextField
      ref={inputRef}
      {...rest}
      type="search"
      label={label}
      hideLabel={hideLabel}
      value={value}
      defaultValue={defaultValue}
      disabled={disabled}
      readOnly={readOnly}
      enterKeyHint={enterKeyHint}
      autoComplete={autoComplete}
      onChange={(event) => {
        if (value === undefined) setUncontrolledValue(event.target.value);
        onChange?.(event);
      }}
      onKeyDown={handleKeyDown}
      startAdornment={<SearchIcon className={styles.searchIcon} />}
      endAdornment={
        hasText && !disabled && !readOnly ? (
          <IconButton className={styles.clear} size="sm" label={text.clear} icon={<CloseIcon />} onClick={clear} />
        ) : undefined
      }
    />
  );
});
