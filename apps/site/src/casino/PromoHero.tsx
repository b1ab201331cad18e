import type { BonusOffer } from '@casino/contract';
import { Button } from '@casino/ui/Button';
import { Carousel } from '@casino/ui/Carousel';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useActiveBonuses } from '../data/bonuses';
import { toBcp47 } from '../i18n/i18n';
import type { BonusDetailsState } from '../pages/PromotionPage';
import { paths } from '../paths';
import { bonusOfferLine, bonusType, offerImage } from './bonuses';
import * as styles from './PromoHero.css';

/**
 * The lobby's hero: a slide show of the active promotions (the offers of /promotion), each its
 * artwork (which carries the offer's name and match) and a 'Get Info' button to its details.
 * Nothing shows while the offers load or when there are none.
 */
export function PromoHero() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const offers = useActiveBonuses().data ?? [];
  const withArtwork = offers.filter((offer) => offerImage(offer.image, i18n.language));
  if (withArtwork.length === 0) return null;
  const locale = toBcp47(i18n.language);
  const describe = (offer: BonusOffer) => `${offer.name}: ${bonusType(offer)}, ${bonusOfferLine(offer, locale)}`;

  return (
    <Carousel
      items={withArtwork}
      getKey={(offer) => offer.uuid}
      label={t('lobby.heroLabel')}
      messages={{
        previous: t('lobby.heroPrevious'),
        next: t('lobby.heroNext'),
        pause: t('lobby.heroPause'),
        play: t('lobby.heroPlay'),
        slide: (position, count) => t('lobby.heroSlide', { position, count }),
        picker: t('lobby.heroPicker'),
      }}
      renderSlide={(offer, index) => {
        const src = offerImage(offer.image, i18n.language);
        return (
          <div className={styles.slide}>
            <img className={styles.backdrop} src={src} alt="" aria-hidden="true" loading="lazy" />
            <img
              className={styles.artwork}
              src={src}
              alt={describe(offer)}
              width={640}
              height={360}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <Button
              className={styles.action}
              aria-label={`${t('promotions.getInfo')}: ${offer.name}`}
              onClick={() =>
                navigate(paths.bonusDetails(), { state: { bonusId: offer.uuid } satisfies BonusDetailsState })
              }
            >
              {t('promotions.getInfo')}
            </Button>
          </div>
        );
      }}
    />
  );
}
