import type { PlayerBonus } from '@casino/contract';
import { selectedWallet } from '@casino/rules';
import { BonusCard } from '@casino/ui/BonusCard';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@casino/ui/Tabs';
import { Text } from '@casino/ui/Text';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusType, offerImage } from '../../casino/bonuses';
import { toBcp47 } from '../../i18n/i18n';
import { usePlayer } from '../../player/PlayerProvider';
import { BalanceSplit } from '../money/BalanceSplit';
import { useBonusHistory, useBonusInProgress, usePlayerOffers } from '../../data/bonuses';
import { bonusStatusTone, clearedGauge, copyPromoCode } from '../money/bonuses';
import { ForfeitBonus } from '../money/ForfeitBonusDialog';
import { dateTime, money } from '../money/format';
import * as styles from '../money/money.css';
import type { PanelProps } from '../tabs';

type Section = 'offers' | 'in-progress' | 'used';

/** A list of cards, its skeleton while loading, or its empty text. */
function CardList({ loading, empty, children }: { loading: boolean; empty: string; children: ReactNode[] }) {
  if (loading) return <Skeleton height="16rem" />;
  if (children.length === 0) return <Text className={styles.empty}>{empty}</Text>;
  return (
    <ul className={styles.cards}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}

/**
 * My Promo (spec point 2): the balance as cash and bonus money, Offers with their codes, the bonus
 * In Progress with its gauge, the wagering left and 'Forfeit bonus' (after a confirmation), and
 * the Used ones.
 */
export default function MyPromoTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const [section, setSection] = useState<Section>('offers');
  const { playerDetails } = usePlayer();
  const account = selectedWallet(playerDetails?.accounts);
  const offers = usePlayerOffers();
  const inProgress = useBonusInProgress(playerDetails?.uuid);
  const history = useBonusHistory();
  const active = inProgress.data?.status === 'active' ? inProgress.data : null;

  const amount = (bonus: PlayerBonus, value: string) => money(value, bonus.bonusType.currency.code, locale);
  const status = (bonus: PlayerBonus) => ({
    label: t(`bonusStatus.${bonus.status}`),
    tone: bonusStatusTone(bonus.status),
  });
  const messages = { useCodeAtDeposit: t('myPromo.useCodeAtDeposit'), copyCode: t('myPromo.copyCode') };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('dashboard.myPromo')}</Heading>
      {account && <BalanceSplit cash={account.cash} bonus={account.bonus} currency={account.currency.code} />}
      <Tabs value={section} onValueChange={(value) => setSection(value as Section)}>
        <TabsList aria-label={t('dashboard.myPromo')}>
          <TabsTrigger value="offers">{t('myPromo.offers')}</TabsTrigger>
          <TabsTrigger value="in-progress">{t('myPromo.inProgress')}</TabsTrigger>
          <TabsTrigger value="used">{t('myPromo.used')}</TabsTrigger>
        </TabsList>
        <TabsContent value="offers" className={styles.section}>
          <CardList loading={offers.isLoading} empty={t('myPromo.noOffers')}>
            {(offers.data ?? []).map((offer) => (
              <BonusCard
                key={offer.uuid}
                name={offer.name}
                imageSrc={offerImage(offer.image, i18n.language)}
                description={t('myPromo.offerText', {
                  percentage: offer.percentage,
                  // The amount carries its currency ('18,50 €'): the text's {{symbol}} stays empty.
                  symbol: '',
                  maxAmount: money(offer.maxAmount, offer.currency.code, locale),
                })}
                details={[{ label: t('myPromo.bonusType'), value: bonusType(offer) }]}
                code={offer.code}
                onCopyCode={(code) => void copyPromoCode(code)}
                messages={messages}
              />
            ))}
          </CardList>
        </TabsContent>
        <TabsContent value="in-progress" className={styles.section}>
          <CardList loading={inProgress.isLoading} empty={t('myPromo.noInProgress')}>
            {inProgress.data
              ? [
                  <BonusCard
                    key={inProgress.data.uuid}
                    name={inProgress.data.bonusType.name}
                    status={status(inProgress.data)}
                    progress={{ ...clearedGauge(inProgress.data), label: t('myPromo.percentageCleared') }}
                    details={[
                      ...(active && account
                        ? [{ label: t('myPromo.bonusMoney'), value: amount(active, account.bonus) }]
                        : []),
                      {
                        label: t('myPromo.amountWagered'),
                        value: amount(inProgress.data, inProgress.data.amountWagered),
                      },
                      {
                        label: t('myPromo.wageringRequirement'),
                        value: amount(inProgress.data, inProgress.data.wageringRequirement),
                      },
                      {
                        label: t('myPromo.wageringLeft'),
                        value: amount(inProgress.data, inProgress.data.wageringLeft),
                      },
                      ...(inProgress.data.expiresAt
                        ? [{ label: t('myPromo.expiresAt'), value: dateTime(inProgress.data.expiresAt, locale) }]
                        : []),
                      { label: t('myPromo.bonusType'), value: bonusType(inProgress.data.bonusType) },
                      { label: t('myPromo.code'), value: inProgress.data.bonusType.code },
                    ]}
                    actions={
                      active ? <ForfeitBonus bonus={{ uuid: active.uuid, name: active.bonusType.name }} /> : undefined
                    }
                    messages={messages}
                  />,
                ]
              : []}
          </CardList>
        </TabsContent>
        <TabsContent value="used" className={styles.section}>
          <CardList loading={history.isLoading} empty={t('myPromo.noHistory')}>
            {(history.data ?? []).map((bonus) => (
              <BonusCard
                key={bonus.uuid}
                name={bonus.bonusType.name}
                status={status(bonus)}
                details={[
                  { label: t('myPromo.depositAmount'), value: amount(bonus, bonus.depositAmount) },
                  { label: t('myPromo.matchedAmount'), value: amount(bonus, bonus.matchedAmount) },
                  ...(bonus.status === 'completed'
                    ? [{ label: t('myPromo.convertedAmount'), value: amount(bonus, bonus.convertedAmount) }]
                    : []),
                  { label: t('myPromo.bonusType'), value: bonusType(bonus.bonusType) },
                  { label: t('myPromo.code'), value: bonus.bonusType.code },
                ]}
                messages={messages}
              />
            ))}
          </CardList>
        </TabsContent>
      </Tabs>
    </Stack>
  );
}
