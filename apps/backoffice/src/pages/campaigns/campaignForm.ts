import type { Campaign, CampaignInput, OfferText, OfferTextsInput } from '@casino/contract';
import {
  OFFER_NAME_MAX_LENGTH,
  OFFER_TERMS_MAX_LENGTH,
  OFFER_TRANSLATED_LANGUAGES,
  type OfferTranslatedLanguage,
} from '@casino/contract/routes';
import { parseAmountInput } from '@casino/rules';
import type { Text } from '../../i18n';

/** The editor's fields as typed (text inputs), before they are read into a CampaignInput. */
export interface CampaignForm {
  name: string;
  code: string;
  condition: 'ftd' | 'reload';
  product: 'casino' | 'sports' | 'mixed';
  currency: string;
  percentage: string;
  maxAmount: string;
  maxConversionLimit: string;
  wageringMultiplier: string;
  duration: string;
  /** `datetime-local` values (the staff member's local time); empty: none. */
  startDate: string;
  endDate: string;
  image: string;
  description: string;
  /**
   * The name and terms in the site's other languages, named as the platform names their fields
   * ('texts.de_DE.name'); both empty: none (players of that language see the English text).
   */
  'texts.de_DE.name': string;
  'texts.de_DE.description': string;
  'texts.es_ES.name': string;
  'texts.es_ES.description': string;
}

export type CampaignField = keyof CampaignForm;

/** The form's fields of a language's name and terms. */
export const textFields = (language: OfferTranslatedLanguage) =>
  ({ name: `texts.${language}.name`, description: `texts.${language}.description` }) as const;

/** Whether the form has a name or terms of its own in a language (else it falls back to English). */
export const hasOwnText = (form: CampaignForm, language: OfferTranslatedLanguage): boolean => {
  const fields = textFields(language);
  return Boolean(form[fields.name].trim() || form[fields.description].trim());
};

export const EMPTY_FORM: CampaignForm = {
  name: '',
  code: '',
  condition: 'reload',
  product: 'casino',
  currency: 'EUR',
  percentage: '',
  maxAmount: '',
  maxConversionLimit: '',
  wageringMultiplier: '',
  duration: '30',
  startDate: '',
  endDate: '',
  image: '',
  description: '',
  'texts.de_DE.name': '',
  'texts.de_DE.description': '',
  'texts.es_ES.name': '',
  'texts.es_ES.description': '',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone ('' for none). */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** The form of a saved campaign. */
export function formOf(campaign: Campaign): CampaignForm {
  const { offer } = campaign;
  return {
    name: offer.name,
    code: offer.code,
    condition: offer.condition.name,
    product: offer.product,
    currency: offer.currency.code,
    percentage: offer.percentage,
    maxAmount: offer.maxAmount,
    maxConversionLimit: offer.maxConversionLimit,
    wageringMultiplier: String(offer.wageringMultiplier),
    duration: String(offer.duration),
    startDate: localInputOf(campaign.startDate),
    endDate: localInputOf(offer.endDate),
    // The platform's generated card is the default: only an operator's own link is a field.
    image: offer.image && !offer.image.startsWith('/api/') ? offer.image : '',
    description: offer.description,
    'texts.de_DE.name': campaign.texts.de_DE?.name ?? '',
    'texts.de_DE.description': campaign.texts.de_DE?.description ?? '',
    'texts.es_ES.name': campaign.texts.es_ES?.name ?? '',
    'texts.es_ES.description': campaign.texts.es_ES?.description ?? '',
  };
}

const WHOLE = /^\d{1,6}$/;

/**
 * Reads the form into the platform's input, or the problem of each field in the staff member's
 * words. Amounts go through the contract's one grammar (parseAmountInput: '50', '50.5', never
 * '1e3' or '5,00'); the platform checks again, with the markets' caps.
 */
export function readForm(
  form: CampaignForm,
  text: Text,
): { input: CampaignInput; errors: null } | { input: null; errors: Partial<Record<CampaignField, string>> } {
  const errors: Partial<Record<CampaignField, string>> = {};
  const required = text('bo.campaigns.error.required');
  const tooLong = (field: CampaignField, max: number) => {
    if (form[field].trim().length > max) errors[field] = text('bo.campaigns.error.tooLong', { max });
  };
  if (!form.name.trim()) errors.name = required;
  tooLong('name', OFFER_NAME_MAX_LENGTH);
  tooLong('description', OFFER_TERMS_MAX_LENGTH);
  if (!form.code.trim()) errors.code = required;
  else if (!/^[A-Za-z0-9_-]{1,50}$/.test(form.code.trim())) errors.code = text('bo.campaigns.error.code');
  if (!form.description.trim()) errors.description = required;

  const amount = (field: 'percentage' | 'maxAmount' | 'maxConversionLimit', zeroAllowed: boolean) => {
    const reading = parseAmountInput(form[field], 2);
    if (!reading.ok) {
      errors[field] = reading.problem === 'required' ? required : text('bo.campaigns.error.amount');
      return '';
    }
    if (!zeroAllowed && /^0+(\.0+)?$/.test(reading.amount)) errors[field] = text('bo.campaigns.error.positive');
    return reading.amount;
  };
  const percentage = amount('percentage', false);
  const maxAmount = amount('maxAmount', false);
  const maxConversionLimit = amount('maxConversionLimit', true);

  const whole = (field: 'wageringMultiplier' | 'duration', min: number) => {
    const value = form[field].trim();
    if (!value) errors[field] = required;
    else if (!WHOLE.test(value) || Number(value) < min) errors[field] = text('bo.campaigns.error.whole', { min });
    return Number(value);
  };
  const wageringMultiplier = whole('wageringMultiplier', 0);
  const duration = whole('duration', 1);

  const instant = (field: 'startDate' | 'endDate') => {
    if (!form[field]) return null;
    const at = new Date(form[field]);
    if (Number.isNaN(at.getTime())) {
      errors[field] = text('bo.campaigns.error.date');
      return null;
    }
    return at.toISOString();
  };
  const startDate = instant('startDate');
  const endDate = instant('endDate');
  if (startDate && endDate && endDate <= startDate) errors.endDate = text('bo.campaigns.error.endBeforeStart');
  const image = form.image.trim();
  if (image && !/^https?:\/\/\S+$/.test(image)) errors.image = text('bo.campaigns.error.image');

  // Each other language: both its name and its terms, or neither (it shows the English text).
  const texts: OfferTextsInput = {};
  for (const language of OFFER_TRANSLATED_LANGUAGES) {
    const fields = textFields(language);
    const own: OfferText = { name: form[fields.name].trim(), description: form[fields.description] };
    if (!own.name && !own.description.trim()) {
      texts[language] = null;
      continue;
    }
    if (!own.name) errors[fields.name] = text('bo.campaigns.error.bothTexts');
    if (!own.description.trim()) errors[fields.description] = text('bo.campaigns.error.bothTexts');
    tooLong(fields.name, OFFER_NAME_MAX_LENGTH);
    tooLong(fields.description, OFFER_TERMS_MAX_LENGTH);
    texts[language] = own;
  }

  if (Object.keys(errors).length) return { input: null, errors };
  return {
    errors: null,
    input: {
      name: form.name.trim(),
      code: form.code.trim(),
      condition: form.condition,
      product: form.product,
      currency: form.currency,
      percentage,
      maxAmount,
      maxConversionLimit,
      wageringMultiplier,
      duration,
      startDate,
      endDate,
      image: image || null,
      description: form.description,
      texts,
    },
  };
}
