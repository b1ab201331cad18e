import type { ReactNode } from 'react';
import { Heading, Notice, Text, TextArea, type TextAreaProps } from '@casino/ui';
import { Link } from 'react-router-dom';
import { dateAndTime } from '../format';
import { errorText, useText } from '../i18n';
import * as styles from './app.css';

/** A screen's heading and, below it, the one line that says what the screen is for. */
export function PageHeader({ title, intro }: { title: string; intro?: string }) {
  return (
    <header className={styles.pageHeader}>
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      {intro ? (
        <Text as="p" size="sm" tone="secondary">
          {intro}
        </Text>
      ) : null}
    </header>
  );
}

/** A detail screen's way back to its list, then its heading (none while it has no title yet). */
export function DetailHeader({ back, title }: { back: { to: string; label: string }; title?: string }) {
  return (
    <>
      <Link to={back.to}>{back.label}</Link>
      {title ? (
        <Heading level={1} size="2xl">
          {title}
        </Heading>
      ) : null}
    </>
  );
}

/** Why a screen's data did not load (an alert), or nothing while there is no error. */
export function LoadError({ error }: { error: unknown }) {
  const text = useText();
  if (!error) return null;
  return (
    <Notice tone="danger" role="alert">
      {errorText(error, text('bo.unexpectedError'))}
    </Notice>
  );
}

/** What the last action on a screen came to: its success (a status) and its failure (an alert), each only when there is one. */
export function Outcome({ done, failure }: { done?: string | null; failure?: string | null }) {
  return (
    <>
      {done ? (
        <Notice tone="success" role="status">
          {done}
        </Notice>
      ) : null}
      {failure ? (
        <Notice tone="danger" role="alert">
          {failure}
        </Notice>
      ) : null}
    </>
  );
}

/** A field for a longer text staff write (a note, a reason), with its count of characters in the catalogue's words. */
export function LongTextField({ rows = 3, ...props }: Omit<TextAreaProps, 'messages'>) {
  const text = useText();
  return (
    <TextArea rows={rows} messages={{ count: (length, max) => text('bo.field.count', { length, max }) }} {...props} />
  );
}

/**
 * A date-time in a table's cell: the date on one line, the time below it (both kept whole), so a
 * narrow column does not break '27 Nov 2026, 07:35' across three lines. `fallback` for none.
 */
export function DateTimeCell({
  iso,
  seconds = false,
  fallback = null,
}: {
  iso: string | null | undefined;
  seconds?: boolean;
  fallback?: ReactNode;
}) {
  const parts = dateAndTime(iso, seconds);
  if (!parts || !iso) return <>{fallback}</>;
  return (
    <time dateTime={iso} className={styles.dateTimeCell}>
      <Text as="span" size="sm">
        {parts.date}
      </Text>
      {parts.time ? (
        <Text as="span" size="xs" tone="secondary">
          {parts.time}
        </Text>
      ) : null}
    </time>
  );
}

/**
 * An e-mail address that may break after its '@' (and, as any text, after a hyphen) in a narrow
 * column, rather than anywhere inside a word.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <span className={styles.email}>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </span>
  );
}
