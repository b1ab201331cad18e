import { clsx } from 'clsx';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { FallbackImage } from '../../private/fallbackImage';
import { GiftPlaceholderIcon } from '../../private/lobbyIcons';
import { Button } from '../Button';
import { Card } from '../Card';
import { Chip, type ChipTone } from '../Chip';
import { CircularGauge } from '../CircularGauge';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './BonusCard.css';

/** Every text of {@link BonusCard}. */
export interface BonusCardMessages {
  /** The line above the promo code. */
  useCodeAtDeposit: string;
  /** Text of the copy-code button. */
  copyCode: string;
}

export const defaultBonusCardMessages: BonusCardMessages = {
  useCodeAtDeposit: 'Use code at deposit',
  copyCode: 'Copy code',
};

/** One labelled value of a bonus (amount wagered, bonus type...). */
export interface BonusCardDetail {
  label: string;
  value: ReactNode;
}

export interface BonusCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The bonus name, the card's heading. */
  name: string;
  /** The image URL. `null` shows the themed placeholder; leave it out for a card without an image. */
  imageSrc?: string | null;
  /** A status chip beside the name, e.g. { label: 'Active', tone: 'success' }. */
  status?: { label: string; tone: ChipTone };
  /** The offer line, e.g. 'Get 50% up to €200 as a bonus on your first deposit!'. */
  description?: string;
  /** A circular gauge, e.g. the share of the wagering cleared: value 0..100 and its accessible name. */
  progress?: { value: number; label: string; format?: (value: number) => string };
  /** Labelled values, in order. */
  details?: readonly BonusCardDetail[];
  /** The promo code, shown under 'Use code at deposit'. */
  code?: string;
  /** Shows a copy-code button that calls this with the code (the app copies and says so). */
  onCopyCode?: (code: string) => void;
  /** Actions at the bottom of the card, e.g. 'Forfeit bonus' on the bonus in progress. */
  actions?: ReactNode;
  /** Outline level of the name; 3 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Texts, merged over the English defaults (`defaultBonusCardMessages`). */
  messages?: Partial<BonusCardMessages>;
}

/**
 * A bonus of the player's dashboard: an offer with its code and copy button (My Promo Offers,
 * Bonuses), the bonus in progress with its cleared gauge, or a used one with its amounts.
 */
export const BonusCard = forwardRef<HTMLElement, BonusCardProps>(function BonusCard(
  {
    name,
    imageSrc,
    status,
    description,
    progress,
    details,
    code,
    onCopyCode,
    actions,
    headingLevel = 3,
    messages,
    className,
    ...rest
  },
  ref,
) {
  const text = { ...defaultBonusCardMessages, ...messages };
  const headingId = useId();
  return (
    <Card
      ref={ref}
      as="article"
      padding="none"
      aria-labelledby={headingId}
      className={clsx(styles.card, className)}
      {...rest}
    >
      {imageSrc !== undefined && (
        <div className={styles.imageBox}>
          <FallbackImage src={imageSrc ?? undefined} width={640} height={360} icon={<GiftPlaceholderIcon />} />
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.header}>
          <Heading id={headingId} level={headingLevel} size="lg">
            {name}
          </Heading>
          {status && (
            <Chip tone={status.tone} size="sm" dot>
              {status.label}
            </Chip>
          )}
        </div>
        {description && <Text className={styles.description}>{description}</Text>}
        {progress && (
          <CircularGauge
            className={styles.gauge}
            value={progress.value}
            label={progress.label}
            format={progress.format}
            size="lg"
            tone={progress.value >= 100 ? 'success' : 'accent'}
          />
        )}
        {details && details.length > 0 && (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.label} style={{ display: 'contents' }}>
                <dt className={styles.term}>{detail.label}</dt>
                <dd className={styles.value}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {code !== undefined && (
          <div className={styles.codeRow}>
            <div className={styles.codeText}>
              <span className={styles.hint}>{text.useCodeAtDeposit}</span>
              <span className={styles.code}>{code}</span>
            </div>
            {onCopyCode && (
              <Button variant="outline" size="sm" onClick={() => onCopyCode(code)} aria-describedby={headingId}>
                {text.copyCode}
              </Button>
            )}
          </div>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Card>
  );
});
