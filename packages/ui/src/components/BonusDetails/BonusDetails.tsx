import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { FallbackImage } from '../../private/fallbackImage';
import { GiftPlaceholderIcon } from '../../private/lobbyIcons';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './BonusDetails.css';

/** One row of the details list. */
export interface BonusDetailsField {
  /** The term, e.g. 'Minimum deposit'. */
  label: string;
  /** The value, preformatted, e.g. '€ 20'. */
  value: ReactNode;
}

/** Every text of {@link BonusDetails}. */
export interface BonusDetailsMessages {
  /** The primary action. */
  avail: string;
}

export const defaultBonusDetailsMessages: BonusDetailsMessages = { avail: 'Avail Bonus' };

export interface BonusDetailsProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The bonus name, the view's heading. */
  name: string;
  /** The bonus type, e.g. 'First Time Deposit' or 'Reload'. */
  typeLabel: string;
  /** The offer line, preformatted, e.g. '100% up to € 500'. */
  offer: string;
  /** The bonus image URL; a themed placeholder shows without one or when it fails. */
  imageSrc?: string;
  /** The facts of the offer as a definition list (code, validity, wagering, minimum deposit...). */
  fields?: readonly BonusDetailsField[];
  /** Called by the 'Avail Bonus' button. */
  onAvail?: () => void;
  /** The action's text; `messages.avail` ('Avail Bonus') by default. */
  availLabel?: string;
  /** Shows a spinner on the action and ignores presses while the bonus is being claimed. */
  availLoading?: boolean;
  /** The outline level of the name: 1 by default, as the details are the page's content. */
  headingLevel?: 1 | 2 | 3;
  /** A rich description under the facts, e.g. the terms as `Prose`. */
  children?: ReactNode;
  /** Texts, merged over the English defaults (`defaultBonusDetailsMessages`). */
  messages?: Partial<BonusDetailsMessages>;
}

/** The details of one bonus: image, type, name, offer, a list of facts, a description and 'Avail Bonus'. */
export const BonusDetails = forwardRef<HTMLElement, BonusDetailsProps>(function BonusDetails(
  {
    name,
    typeLabel,
    offer,
    imageSrc,
    fields = [],
    onAvail,
    availLabel,
    availLoading = false,
    headingLevel = 1,
    children,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultBonusDetailsMessages, ...messages };
  const headingId = useId();
  return (
    <article ref={ref} aria-labelledby={headingId} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.imageBox}>
        <FallbackImage src={imageSrc} width={640} height={360} icon={<GiftPlaceholderIcon />} />
      </div>
      <div className={styles.content}>
        <Chip tone="accent">{typeLabel}</Chip>
        <Heading id={headingId} level={headingLevel} size="2xl">
          {name}
        </Heading>
        <Text size="lg" className={styles.offer}>
          {offer}
        </Text>
        {fields.length > 0 && (
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.label} className={styles.field}>
                <dt className={styles.term}>{field.label}</dt>
                <dd className={styles.value}>{field.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children && <div className={styles.description}>{children}</div>}
        <Button className={styles.action} size="lg" loading={availLoading} onClick={onAvail}>
          {availLabel ?? text.avail}
        </Button>
      </div>
    </article>
  );
});
