import { forwardRef, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../private/formIcons';
import { IconButton } from '../IconButton';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

/** Labels of the show/hide toggle. */
export interface PasswordFieldMessages {
  /** Toggle label while the password is hidden. */
  show: string;
  /** Toggle label while the password is shown. */
  hide: string;
}

export const defaultPasswordFieldMessages: PasswordFieldMessages = {
  show: 'Show password',
  hide: 'Hide password',
};

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Labels of the show/hide toggle, merged over the English defaults. */
  messages?: Partial<PasswordFieldMessages>;
  /** Show the password as text on first render (uncontrolled). */
  defaultVisible?: boolean;
  /** Whether the password is shown as text (controlled); use with `onVisibleChange`. */
  visible?: boolean;
  /** Called with the new visibility when the toggle is pressed. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A `TextField` for passwords with a toggle that shows the text. The toggle is a real button
 * (`aria-pressed`, Enter and Space work) that never submits the form. `autoComplete` defaults to
 * `current-password`: pass `new-password` on sign-up and reset-password forms.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { messages, defaultVisible = false, visible, onVisibleChange, autoComplete = 'current-password', disabled, ...rest },
  ref,
) {
  const text = { ...defaultPasswordFieldMessages, ...messages };
  const [uncontrolledVisible, setUncontrolledVisible] = useState(defaultVisible);
  const shown = visible ?? uncontrolledVisible;
  const toggle = () => {
    if (visible === undefined) setUncontrolledVisible(!shown);
    onVisibleChange?.(!shown);
  };
  return (
    <TextField
      ref={ref}
      {...rest}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          className={styles.toggle}
          size="sm"
          label={shown ? text.hide : text.show}
          aria-pressed={shown}
          icon={shown ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled}
          onClick={toggle}
        />
      }
    />
  );
});
