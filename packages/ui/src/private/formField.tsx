import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from '../components/VisuallyHidden';
import * as styles from './formField.css';

/** Ids tying a control to its label, hint and error: the given `id` or a generated one. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** Joins the ids that describe a control, skipping empty ones; `undefined` when none is left. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface FieldLabelProps {
  htmlFor: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}

/** A `<label>`; the required mark is visual only, as the control itself carries `required`. */
export function FieldLabel({ htmlFor, required, hidden, children }: FieldLabelProps) {
  const label = (
    <label htmlFor={htmlFor} className={hidden ? undefined : styles.label}>
      {children}
      {required && !hidden && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
  return hidden ? <VisuallyHidden asChild>{label}</VisuallyHidden> : label;
}

interface FieldMessagesProps {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string;
}

/** The hint, then the error as `* {message}` (spec point 5). */
export function FieldMessages({ hintId, errorId, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {`* ${error}`}
        </p>
      )}
    </>
  );
}
