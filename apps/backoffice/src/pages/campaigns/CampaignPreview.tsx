import { OFFER_IMAGES_PATH } from '@casino/contract/routes';
import { bcp47Of, textIn, type TextLanguage } from '@casino/contract/texts';
import { formatMoney, parseAmountInput } from '@casino/rules';
import { Card, Heading, PromoCard, Select, Stack, Text } from '@casino/ui';
import { useState } from 'react';
import { useText } from '../../i18n';
import type { CampaignForm } from './campaignForm';
import * as styles from './campaigns.css';

/** The site's languages, as its promotions page writes the card in each. */
export const PREVIEW_LANGUAGES: readonly TextLanguage[] = ['en_GB', 'de_DE', 'es_ES'];

/**
 * The offer's card as a player sees it on the site's promotions page (the same @casino/ui
 * PromoCard, with the site's texts of the language: the kind, the offer line, the action), from
 * the form as it is now. The picture is the operator's link, or the platform's generated card of
 * the saved offer (it shows the saved figures), or the site's placeholder for a new offer.
 */
export function CampaignPreview({ form, savedImage }: { form: CampaignForm; savedImage: string | null }) {
  const text = useText();
  const [language, setLanguage] = useState<TextLanguage>('en_GB');
  const locale = bcp47Of(language);
  const reading = parseAmountInput(form.maxAmount, 2);
  const maxAmount = formatMoney(reading.ok ? reading.amount : '0.00', locale, { currency: form.currency });
  const percentage = parseAmountInput(form.percentage, 2);
  const offerLine = textIn(language, 'promotions.offer', {
    percentage: percentage.ok ? percentage.amount.replace(/\.?0+$/, '') : '0',
    symbol: '',
    maxAmount,
  });
  const image = form.image.trim()
    ? form.image.trim()
    : savedImage?.startsWith(OFFER_IMAGES_PATH)
      ? `${savedImage}?lanCode=${language}`
      : undefined;
  return (
    <Card padding="lg" role="group" aria-labelledby="campaign-preview-title">
      <Stack gap="md">
        <Heading level={2} size="md" id="campaign-preview-title">
          {text('bo.campaigns.preview')}
        </Heading>
        <Select
          label={text('bo.campaigns.previewLanguage')}
          value={language}
          options={PREVIEW_LANGUAGES.map((value) => ({ value, label: text(`bo.campaigns.language.${value}`) }))}
          onValueChange={(value) => setLanguage(value as TextLanguage)}
        />
        <div className={styles.preview} lang={locale}>
          <PromoCard
            name={form.name.trim() || text('bo.campaigns.previewName')}
            typeLabel={textIn(language, form.condition === 'ftd' ? 'promotions.firstTimeDeposit' : 'promotions.reload')}
            offer={offerLine}
            imageSrc={image}
            headingLevel={3}
            onGetInfo={() => undefined}
            messages={{ getInfo: textIn(language, 'promotions.getInfo') }}
          />
        </div>
        <Text size="xs" tone="secondary">
          {text('bo.campaigns.previewNote')}
        </Text>
      </Stack>
    </Card>
  );
}
