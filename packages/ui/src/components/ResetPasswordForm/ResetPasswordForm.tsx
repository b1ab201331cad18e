import { clsx } from 'clsx';
import { forwardRef, useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { PasswordField } from '../PasswordField';
import * as styles from './ResetPasswordForm.css';

/** Values of the reset-password form, as typed. */
export interface ResetPasswordFormValues {
  newPassword: string;
  confirmPassword: string;
}

/** Every text of {@link ResetPasswordForm}. */
export interface ResetPasswordFormMessages {
  /** The heading, and the form's accessible name. */
  title: string;
  /** Label of the new-password field. */
  newPassword: string;
  /** Label of the confirm-password field. */
  confirmPassword: string;
  /** Text of the submit button. */
  submit: string;
  /** Label of the show-password toggles. */
  showPassword: string;
  /** Label of the hide-password toggles. */
  hidePassword: string;
}

export const defaultResetPasswordFormMessages: ResetPasswordFormMessages = {
  title: 'Reset Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  submit: 'Reset Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
};

export interface ResetPasswordFormProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'title'
> {
  /** Called with both passwords on submit (button or Enter), unless `submitting`. Validation is the app's. */
  onSubmit: (values: ResetPasswordFormValues) => void;
  /** A request is running: the submit button shows a spinner and repeat submits are ignored. */
  submitting?: boolean;
  /** The app's messages by field name (`newPassword`, `confirmPassword`), each shown under its field as `* message`. */
  errors?: Partial<Record<keyof ResetPasswordFormValues, string>>;
  /** A message about the whole form (e.g. 'Token not present' or a server error), shown as one alert line. */
  formError?: string;
  /**
   * Whenever this changes, both fields are cleared and the passwords hidden again (the app bumps it
   * after a successful reset).
   */
  resetKey?: string | number;
  /**
   * Level of the `messages.title` heading: `1` on the /reset-password page, `false` for no heading where
   * the context already shows the title (a `Dialog` with its `DialogTitle`). Default `2`.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | false;
  /** Texts, merged over the English defaults (`defaultResetPasswordFormMessages`). */
  messages?: Partial<ResetPasswordFormMessages>;
}

const empty: ResetPasswordFormValues = { newPassword: '', confirmPassword: '' };
const hidden = { newPassword: false, confirmPassword: false };

/**
 * The new-password form of the /reset-password page and of the profile dashboard's Reset Password
 * modal (spec points 2 and 5): New Password and Confirm Password with show/hide toggles, and a submit
 * button. Presentational: it keeps what the player types, reports submits, and shows the errors the
 * app passes in. `className` and every other form attribute reach the `<form>`; the ref is the form's.
 */
export const ResetPasswordForm = forwardRef<HTMLFormElement, ResetPasswordFormProps>(function ResetPasswordForm(
  {
    onSubmit,
    submitting = false,
    errors = {},
    formError,
    resetKey,
    headingLevel = 2,
    messages,
    className,
    'aria-label': ariaLabel,
    ...rest
  },
  ref,
) {
  const text = { ...defaultResetPasswordFormMessages, ...messages };
  const headingId = useId();
  const [values, setValues] = useState(empty);
  const [visible, setVisible] = useState(hidden);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);

  // Clear both fields when `resetKey` changes (adjusting state while rendering, not in an effect).
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setValues(empty);
    setVisible(hidden);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };

  const field = (name: keyof ResetPasswordFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name],
    visible: visible[name],
    onVisibleChange: (shown: boolean) => setVisible((v) => ({ ...v, [name]: shown })),
    autoComplete: 'new-password',
    required: true,
    messages: { show: text.showPassword, hide: text.hidePassword },
  });

  const titled = headingLevel !== false;

  return (
    <form
      ref={ref}
      noValidate
      className={clsx(styles.form, className)}
      aria-labelledby={titled && !ariaLabel ? headingId : undefined}
      aria-label={titled && !ariaLabel ? undefined : (ariaLabel ?? text.title)}
      onSubmit={submit}
      {...rest}
    >
      {titled && (
        <Heading id={headingId} level={headingLevel} size="xl">
          {text.title}
        </Heading>
      )}
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      )}
      <PasswordField label={text.newPassword} {...field('newPassword')} />
      <PasswordField label={text.confirmPassword} {...field('confirmPassword')} />
      <Button type="submit" fullWidth loading={submitting}>
        {text.submit}
      </Button>
    </form>
  );
});
