import { Heading, Notice, Text, TextArea, type TextAreaProps } from '@casino/ui';
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

/** A field for a longer text staff write (a note, a reason), with its count of characters in the catalogue's words. */
export function LongTextField({ rows = 3, ...props }: Omit<TextAreaProps, 'messages'>) {
  const text = useText();
  return (
    <TextArea rows={rows} messages={{ count: (length, max) => text('bo.field.count', { length, max }) }} {...props} />
  );
}
