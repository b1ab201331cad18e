import { clsx } from 'clsx';
import { createElement, forwardRef, useId, type HTMLAttributes } from 'react';
import { FallbackImage } from '../../private/fallbackImage';
import { GiftPlaceholderIcon } from '../../private/lobbyIcons';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { Card, CardFooter } from '../Card';
import { Chip } from '../Chip';
import { Heading } from '../Heading';
import { useLinkComponent } from '../LinkProvider';
import { Text } from '../Text';
import * as styles from './PromoCard.css';

/** Every text of {@link PromoCard}. */
export interface PromoCardMessages {
  /** The action that opens the bonus details. */
  getInfo: string;
}

export const defaultPromoCardMessages: PromoCardMessages = { getInfo: 'Get Info' };

export interface PromoCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** One of the first images on the page (above the fold): loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /** The bonus name, the card's heading. */
  name: string;
  /** The bonus type, e.g. 'First Time Deposit' or 'Reload' (the app maps the condition name). */
  typeLabel: string;
  /** The offer line, preformatted, e.g. '100% up to € 500'. */
  offer: string;
  /** The bonus image URL; a themed placeholder shows without one or when it fails. */
  imageSrc?: string;
  /** Where 'Get Info' goes, through the `LinkProvider`'s link. Takes precedence over `onGetInfo`. */
  href?: string;
  /** Called by the 'Get Info' button when there is no `href` (e.g. to navigate with state). */
  onGetInfo?: () => void;
  /** The outline level of the name: 3 by default (under the page's 'Promotions' heading). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Texts, merged over the English defaults (`defaultPromoCardMessages`). */
  messages?: Partial<PromoCardMessages>;
}

/**
 * One bonus in the promotions list: image, type, name, offer line and a 'Get Info' action, which is
 * described by the name so that a list of cards has distinguishable actions.
 */
export const PromoCard = forwardRef<HTMLElement, PromoCardProps>(function PromoCard(
  {
    name,
    typeLabel,
    offer,
    imageSrc,
    href,
    onGetInfo,
    headingLevel = 3,
    messages,
    className,
    priority = false,
    ...rest
  },
  ref,
) {
  const text = { ...defaultPromoCardMessages, ...messages };
  const headingId = useId();
  const linkComponent = useLinkComponent();
  return (
    <Card
      ref={ref}
      as="article"
      padding="none"
      aria-labelledby={headingId}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <div className={styles.imageBox}>
        <FallbackImage src={imageSrc} width={640} height={360} icon={<GiftPlaceholderIcon />} priority={priority} />
      </div>
      <div className={styles.body}>
        <Chip tone="accent" size="sm">
          {typeLabel}
        </Chip>
        <Heading id={headingId} level={headingLevel} size="lg">
          {name}
        </Heading>
        <Text className={styles.offer}>{offer}</Text>
      </div>
      <CardFooter className={styles.footer} justify="stretch">
        {href !== undefined ? (
          createElement(
            linkComponent,
            { href, className: button({ variant: 'outline', fullWidth: true }), 'aria-describedby': headingId },
            text.getInfo,
          )
        ) : (
          <Button variant="outline" fullWidth onClick={onGetInfo} aria-describedby={headingId}>
            {text.getInfo}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
});
