import { clsx } from 'clsx';
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
  /** For a group named by the label (`aria-labelledby`). */
  id?: string;
  required?: boolean;
  hidden?: boolean;
  children: ReactNode;
}

/** A `<label>`, with a visual required mark (the control itself carries `required`). */
export function FieldLabel({ htmlFor, id, required, hidden, children }: FieldLabelProps) {
  if (hidden)
    return (
      <VisuallyHidden asChild>
        <label id={id} htmlFor={htmlFor}>
          {children}
        </label>
      </VisuallyHidden>
    );
  return (
    <label id={id} htmlFor={htmlFor} className={clsx(styles.label, required && styles.requiredLabel)}>
      {children}
    </label>
  );
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
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error && (
        <p id={errorId} className={styles.error}>
          {`* ${error}`}
        </p>
      )}
    </>
  );
}
