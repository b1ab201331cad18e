import { forwardRef, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './TwoFactorCodeForm.css';

/** Every text of {@link TwoFactorCodeForm}. */
export interface TwoFactorCodeFormMessages {
  /** The form's accessible name. */
  title: string;
  /** Line above the field while an app code is asked for. */
  intro: string;
  /** Line above the field while a recovery code is asked for. */
  recoveryIntro: string;
  /** Label of the field for the app's 6-digit code. */
  code: string;
  /** Label of the field for a recovery code. */
  recoveryCode: string;
  /** Link-button that switches to a recovery code. */
  useRecoveryCode: string;
  /** Link-button that switches back to the app's code. */
  useAppCode: string;
  /** Text of the submit button. */
  submit: string;
  /** Text of the cancel link-button (shown when `onCancel` is given). */
  cancel: string;
}

export const defaultTwoFactorCodeFormMessages: TwoFactorCodeFormMessages = {
  title: 'Two-factor sign-in',
  intro: 'Enter the 6-digit code from your authenticator app.',
  recoveryIntro: 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  code: 'Authentication code',
  recoveryCode: 'Recovery code',
  useRecoveryCode: 'Use a recovery code',
  useAppCode: 'Use the code from the app',
  submit: 'Verify',
  cancel: 'Back',
};

export interface TwoFactorCodeFormProps {
  /** Called with the code as typed (trimmed) on submit, unless `submitting`. Checking it is the app's. */
  onSubmit: (code: string) => void;
  /** Shown as a link-button beside the mode switch: leave the step (e.g. back to the password). */
  onCancel?: () => void;
  /** A request is running: the submit button shows a spinner and repeat submits are ignored. */
  submitting?: boolean;
  /** The app's message for the code (wrong, used or expired), shown under the field. */
  error?: string;
  /** Texts, merged over the English defaults (`defaultTwoFactorCodeFormMessages`). */
  messages?: Partial<TwoFactorCodeFormMessages>;
}

/**
 * The second step of a sign-in (or of a sensitive change) with two-factor sign-in on: the
 * authenticator app's 6-digit code, or, after "Use a recovery code", one of the recovery codes.
 * The field takes focus when the step appears and when the mode changes.
 */
export const TwoFactorCodeForm = forwardRef<HTMLFormElement, TwoFactorCodeFormProps>(function TwoFactorCodeForm(
  { onSubmit, onCancel, submitting = false, error, messages },
  ref,
) {
  const text = { ...defaultTwoFactorCodeFormMessages, ...messages };
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const field = useRef<HTMLInputElement>(null);

  // The step asks for one thing: its field takes focus when it appears and when the mode changes.
  useEffect(() => {
    field.current?.focus();
  }, [recovery]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    onSubmit(code.trim());
  };

  const switchMode = () => {
    setRecovery((value) => !value);
    setCode('');
  };

  return (
    <form ref={ref} className={styles.form} noValidate aria-label={text.title} onSubmit={submit}>
      <p className={styles.intro}>{recovery ? text.recoveryIntro : text.intro}</p>
      <TextField
        // A new field for each mode, so the browser's one-time-code fill applies to the app's code only.
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? text.recoveryCode : text.code}
        name={recovery ? 'recoveryCode' : 'code'}
        className={styles.code}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        spellCheck={false}
        maxLength={recovery ? 32 : 7}
        required
        ref={field}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.links}>
        <Button variant="link" onClick={switchMode}>
          {recovery ? text.useAppCode : text.useRecoveryCode}
        </Button>
        {onCancel && (
          <Button variant="link" onClick={onCancel}>
            {text.cancel}
          </Button>
        )}
      </div>
      <Button type="submit" fullWidth loading={submitting}>
        {text.submit}
      </Button>
    </form>
  );
});
