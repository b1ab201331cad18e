import { OFFER_IMAGES_PATH } from '@casino/contract/routes';
import { bcp47Of, textIn, type TextLanguage } from '@casino/contract/texts';
import { formatMoney, parseAmountInput } from '@casino/rules';
import { Card, Heading, Notice, PromoCard, Select, Stack, Text } from '@casino/ui';
import { useText } from '../../i18n';
import { type CampaignForm, hasOwnText, textFields } from './campaignForm';
import * as styles from './campaigns.css';

/** The site's languages, as its promotions page writes the card in each. */
export const PREVIEW_LANGUAGES: readonly TextLanguage[] = ['en_GB', 'de_DE', 'es_ES'];

/**
 * The offer's card as a player sees it on the site's promotions page (the same @casino/ui
 * PromoCard, with the site's texts of the language: the kind, the offer line, the action, and the
 * offer's name in that language, or the English one it falls back to, said so), from the form as
 * it is now. The picture is the operator's link, or the platform's generated card of the saved
 * offer (it shows the saved figures and name), or the site's placeholder for a new offer. The
 * language is the editor's: choosing one here shows its tab of the name and terms too.
 */
export function CampaignPreview({
  form,
  savedImage,
  language,
  onLanguageChange,
}: {
  form: CampaignForm;
  savedImage: string | null;
  language: TextLanguage;
  onLanguageChange: (language: TextLanguage) => void;
}) {
  const text = useText();
  const locale = bcp47Of(language);
  const fallsBack = language !== 'en_GB' && !hasOwnText(form, language);
  const name = language === 'en_GB' || fallsBack ? form.name : form[textFields(language).name];
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
          onValueChange={(value) => onLanguageChange(value as TextLanguage)}
        />
        {fallsBack ? (
          <Notice tone="info" className={styles.previewFallback}>
            {text('bo.campaigns.previewFallback', { language: text(`bo.campaigns.language.${language}`) })}
          </Notice>
        ) : null}
        <div className={styles.preview} lang={locale}>
          <PromoCard
            name={name.trim() || text('bo.campaigns.previewName')}
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
