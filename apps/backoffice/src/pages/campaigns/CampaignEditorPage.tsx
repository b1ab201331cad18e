import type { Campaign, OfferTextLanguage } from '@casino/contract';
import {
  authApi,
  backofficeApi,
  OFFER_NAME_MAX_LENGTH,
  OFFER_TERMS_MAX_LENGTH,
  OFFER_TEXT_LANGUAGES,
} from '@casino/contract/routes';
import { bcp47Of } from '@casino/contract/texts';
import {
  Button,
  Card,
  Chip,
  DescriptionList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Heading,
  Notice,
  Select,
  Skeleton,
  Stack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
} from '@casino/ui';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '../../api/client';
import * as app from '../../app/app.css';
import { DetailHeader, LoadError, LongTextField, Outcome } from '../../app/PageParts';
import { usePageTitle } from '../../app/usePageTitle';
import { errorFields, errorText, useText } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session/session';
import { CampaignPreview } from './CampaignPreview';
import {
  type CampaignField,
  type CampaignForm,
  EMPTY_FORM,
  formOf,
  hasOwnText,
  readForm,
  textFields,
} from './campaignForm';
import { campaignsKey, STATE_TONES } from './CampaignsPage';
import * as styles from './campaigns.css';

/** The order of the fields on screen: the first one with a problem takes the focus. */
const FIELD_ORDER: readonly CampaignField[] = [
  'name',
  'description',
  'texts.de_DE.name',
  'texts.de_DE.description',
  'texts.es_ES.name',
  'texts.es_ES.description',
  'code',
  'condition',
  'product',
  'currency',
  'percentage',
  'maxAmount',
  'maxConversionLimit',
  'wageringMultiplier',
  'duration',
  'startDate',
  'endDate',
  'image',
];

/** The language a field's text is in: a translation's own, else English (the offer's default text). */
const languageOfField = (field: CampaignField): OfferTextLanguage =>
  OFFER_TEXT_LANGUAGES.find((language) => field.startsWith(`texts.${language}.`)) ?? 'en_GB';

/**
 * A new campaign (`/campaigns/new`) or one campaign (`/campaigns/:uuid`): the offer's form with
 * its validation messages, the card's preview per language, its figures and, for marketing
 * (bonuses.manage), save and end. Others, and an ended offer, see the form read-only.
 */
export function CampaignEditorPage() {
  const text = useText();
  const { can } = useSession();
  const navigate = useNavigate();
  const { uuid } = useParams();
  const { mutate: mutateAll } = useSWRConfig();
  const saved = useSWR(uuid ? ['backoffice/campaign', uuid] : null, () =>
    callApi(backofficeApi.campaign, { params: { uuid: uuid ?? '' } }),
  );
  const currencies = useSWR('backoffice/currencies', () => callApi(authApi.listCurrencies));
  const campaign = saved.data;
  const title = campaign ? campaign.offer.name : text('bo.campaigns.newTitle');
  usePageTitle(title);

  const [form, setForm] = useState<CampaignForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string>();
  const location = useLocation();
  const created = Boolean((location.state as { created?: boolean } | null)?.created);
  const [done, setDone] = useState<string | undefined>(created ? text('bo.campaigns.created') : undefined);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The language of the name and terms on screen, and of the preview: one choice for both.
  const [language, setLanguage] = useState<OfferTextLanguage>('en_GB');

  // The saved offer fills the form once it has loaded (and again after a save).
  const [formOfCampaign, setFormOfCampaign] = useState<Campaign>();
  if (campaign && campaign !== formOfCampaign) {
    setFormOfCampaign(campaign);
    setForm(formOf(campaign));
  }

  const editable = can('bonuses.manage') && campaign?.state !== 'ended';
  const set = (field: CampaignField) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const input = (field: CampaignField) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });

  const focusFirst = (problems: Partial<Record<string, string>>) => {
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (!first) return;
    // Its language's tab first (rendered now, so that its field is there to take the focus).
    flushSync(() => setLanguage(languageOfField(first)));
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const changed = async (next: Campaign, message: string) => {
    await saved.mutate(next, { revalidate: false });
    await mutateAll(campaignsKey);
    setDone(message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || !editable) return;
    setDone(undefined);
    setFailure(undefined);
    const read = readForm(form, text);
    if (read.errors) {
      setErrors(read.errors);
      focusFirst(read.errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      if (campaign) {
        await changed(
          await callApi(backofficeApi.updateCampaign, { params: { uuid: campaign.offer.uuid }, body: read.input }),
          text('bo.campaigns.saved'),
        );
      } else {
        const made = await callApi(backofficeApi.createCampaign, { body: read.input });
        await mutateAll(campaignsKey);
        navigate(paths.campaign(made.offer.uuid), { state: { created: true } });
      }
    } catch (error) {
      const fields = errorFields(error);
      setErrors(fields);
      if (Object.keys(fields).length) focusFirst(fields);
      setFailure(errorText(error, text('bo.unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  if (uuid && !campaign) {
    return (
      <div className={app.page} aria-busy={!saved.error}>
        <DetailHeader back={{ to: paths.campaigns(), label: text('bo.campaigns.back') }} title={title} />
        <LoadError error={saved.error} />
        {saved.error ? null : <Skeleton height="12rem" />}
      </div>
    );
  }

  const currencyOptions = (currencies.data ?? [{ code: form.currency }]).map((currency) => ({
    value: currency.code,
    label: currency.code,
  }));

  return (
    <div className={app.page}>
      <DetailHeader back={{ to: paths.campaigns(), label: text('bo.campaigns.back') }} title={title} />
      <Outcome done={done} failure={failure} />
      <div className={styles.editor}>
        <Card padding="lg">
          <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="campaign-form-title">
            <Stack gap="md">
              <Heading level={2} size="md" id="campaign-form-title">
                {text('bo.campaigns.offer')}
              </Heading>
              <OfferTextsFields
                form={form}
                language={language}
                onLanguageChange={setLanguage}
                field={input}
                errors={errors}
                editable={editable}
              />
              <fieldset className={styles.fieldset} disabled={!editable}>
                <Stack gap="md">
                  <div className={app.fieldRow}>
                    <TextField
                      label={text('bo.campaigns.code')}
                      hint={text('bo.campaigns.codeHint')}
                      required
                      maxLength={50}
                      autoComplete="off"
                      {...input('code')}
                    />
                    <Select
                      label={text('bo.campaigns.kind')}
                      name="condition"
                      value={form.condition}
                      options={[
                        { value: 'reload', label: text('bo.campaigns.kind.reload') },
                        { value: 'ftd', label: text('bo.campaigns.kind.ftd') },
                      ]}
                      onValueChange={set('condition')}
                    />
                  </div>
                  <div className={app.fieldRow}>
                    <Select
                      label={text('bo.campaigns.product')}
                      name="product"
                      value={form.product}
                      error={errors.product}
                      options={[
                        { value: 'casino', label: text('bo.campaigns.product.casino') },
                        { value: 'sports', label: text('bo.campaigns.product.sports') },
                        { value: 'mixed', label: text('bo.campaigns.product.mixed') },
                      ]}
                      onValueChange={set('product')}
                    />
                    <Select
                      label={text('bo.campaigns.currency')}
                      name="currency"
                      value={form.currency}
                      error={errors.currency}
                      options={currencyOptions}
                      onValueChange={set('currency')}
                    />
                  </div>
                  <div className={app.fieldRow}>
                    <TextField
                      label={text('bo.campaigns.percentage')}
                      inputMode="decimal"
                      required
                      endAdornment="%"
                      {...input('percentage')}
                    />
                    <TextField
                      label={text('bo.campaigns.maxAmount')}
                      inputMode="decimal"
                      required
                      endAdornment={form.currency}
                      {...input('maxAmount')}
                    />
                    <TextField
                      label={text('bo.campaigns.maxConversionLimit')}
                      hint={text('bo.campaigns.maxConversionHint')}
                      inputMode="decimal"
                      required
                      endAdornment={form.currency}
                      {...input('maxConversionLimit')}
                    />
                  </div>
                  <div className={app.fieldRow}>
                    <TextField
                      label={text('bo.campaigns.wageringMultiplier')}
                      hint={text('bo.campaigns.wageringHint')}
                      inputMode="numeric"
                      required
                      {...input('wageringMultiplier')}
                    />
                    <TextField
                      label={text('bo.campaigns.duration')}
                      hint={text('bo.campaigns.durationHint')}
                      inputMode="numeric"
                      required
                      {...input('duration')}
                    />
                  </div>
                  <div className={app.fieldRow}>
                    <TextField
                      label={text('bo.campaigns.startDate')}
                      hint={text('bo.campaigns.startHint')}
                      type="datetime-local"
                      {...input('startDate')}
                    />
                    <TextField
                      label={text('bo.campaigns.endDate')}
                      hint={text('bo.campaigns.endHint')}
                      type="datetime-local"
                      {...input('endDate')}
                    />
                  </div>
                  <TextField
                    label={text('bo.campaigns.image')}
                    hint={text('bo.campaigns.imageHint')}
                    type="url"
                    {...input('image')}
                  />
                </Stack>
              </fieldset>
              {editable ? (
                <div className={app.actions}>
                  <Button type="submit" loading={sending}>
                    {campaign ? text('bo.campaigns.save') : text('bo.campaigns.create')}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </form>
        </Card>
        <div className={styles.side}>
          {campaign ? <CampaignSummary campaign={campaign} onEnded={changed} /> : null}
          <CampaignPreview
            form={form}
            savedImage={campaign?.offer.image ?? null}
            language={language}
            onLanguageChange={setLanguage}
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The offer's name and terms per language, a tab each: English (required, the default every
 * language falls back to), German and Spanish (optional; a tab without its own text says it
 * falls back to English).
 */
function OfferTextsFields({
  form,
  language,
  onLanguageChange,
  field,
  errors,
  editable,
}: {
  form: CampaignForm;
  language: OfferTextLanguage;
  onLanguageChange: (language: OfferTextLanguage) => void;
  field: (name: CampaignField) => {
    name: string;
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
  errors: Partial<Record<string, string>>;
  /** Whether the texts can be changed (else each language is shown read-only: its tab still opens). */
  editable: boolean;
}) {
  const text = useText();
  const nameOf = (code: OfferTextLanguage) => text(`bo.campaigns.language.${code}`);
  return (
    <section className={styles.texts} aria-labelledby="campaign-texts-title">
      <Stack gap="sm">
        <Heading level={3} size="sm" id="campaign-texts-title">
          {text('bo.campaigns.texts')}
        </Heading>
        <Text size="sm" tone="secondary">
          {text('bo.campaigns.textsIntro')}
        </Text>
        <Tabs value={language} onValueChange={(next) => onLanguageChange(next as OfferTextLanguage)}>
          <TabsList aria-label={text('bo.campaigns.textsLabel')} className={styles.textTabs}>
            {OFFER_TEXT_LANGUAGES.map((code) => {
              const fields = code === 'en_GB' ? (['name', 'description'] as const) : Object.values(textFields(code));
              const fallsBack = code !== 'en_GB' && !hasOwnText(form, code);
              return (
                <TabsTrigger key={code} value={code}>
                  <span className={styles.tabLabel}>
                    <span>
                      {nameOf(code)}
                      {fields.some((name) => errors[name]) ? (
                        <span className={styles.tabProblem} aria-hidden="true">
                          !
                        </span>
                      ) : null}
                    </span>
                    {fallsBack ? <span className={styles.fallsBack}>{text('bo.campaigns.fallsBack')}</span> : null}
                  </span>
                </TabsTrigger>
              );
            })}
          </TabsList>
          {OFFER_TEXT_LANGUAGES.map((code) => {
            const fields =
              code === 'en_GB' ? { name: 'name' as const, description: 'description' as const } : textFields(code);
            const languageName = nameOf(code);
            return (
              <TabsContent key={code} value={code}>
                <fieldset className={styles.fieldset} disabled={!editable} lang={bcp47Of(code)}>
                  <Stack gap="md">
                    {code === 'en_GB' ? null : (
                      <Text size="sm" tone="secondary">
                        {text('bo.campaigns.translationHint', { language: languageName })}
                      </Text>
                    )}
                    <TextField
                      label={text('bo.campaigns.nameIn', { language: languageName })}
                      required={code === 'en_GB'}
                      maxLength={OFFER_NAME_MAX_LENGTH}
                      {...field(fields.name)}
                    />
                    <LongTextField
                      label={text('bo.campaigns.termsIn', { language: languageName })}
                      hint={text('bo.campaigns.descriptionHint')}
                      required={code === 'en_GB'}
                      rows={5}
                      maxLength={OFFER_TERMS_MAX_LENGTH}
                      {...field(fields.description)}
                    />
                  </Stack>
                </fieldset>
              </TabsContent>
            );
          })}
        </Tabs>
      </Stack>
    </section>
  );
}

/** The campaign's state, figures and, for marketing, the end of it (a confirm dialog). */
function CampaignSummary({
  campaign,
  onEnded,
}: {
  campaign: Campaign;
  onEnded: (next: Campaign, message: string) => Promise<void>;
}) {
  const text = useText();
  const { can } = useSession();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const currency = campaign.offer.currency.code;
  const money = (value: string) => `${value} ${currency}`;
  const { figures } = campaign;

  const end = async () => {
    setSending(true);
    setError(undefined);
    try {
      const next = await callApi(backofficeApi.endCampaign, { params: { uuid: campaign.offer.uuid }, body: {} });
      setOpen(false);
      await onEnded(next, text('bo.campaigns.endedNotice'));
    } catch (failure) {
      setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card padding="lg" role="group" aria-labelledby="campaign-figures-title">
      <Stack gap="md">
        <Heading level={2} size="md" id="campaign-figures-title">
          {text('bo.campaigns.figures')}
        </Heading>
        <DescriptionList
          items={[
            {
              term: text('bo.campaigns.state'),
              description: (
                <Chip size="sm" tone={STATE_TONES[campaign.state]}>
                  {text(`bo.campaigns.state.${campaign.state}`)}
                </Chip>
              ),
            },
            { term: text('bo.campaigns.figure.players'), description: String(figures.players) },
            { term: text('bo.campaigns.figure.granted'), description: money(figures.granted) },
            { term: text('bo.campaigns.figure.converted'), description: money(figures.converted) },
            { term: text('bo.campaigns.figure.forfeited'), description: money(figures.forfeited) },
            { term: text('bo.campaigns.figure.expired'), description: money(figures.expired) },
            { term: text('bo.campaigns.figure.cost'), description: money(figures.cost) },
          ]}
        />
        {can('bonuses.manage') && campaign.state !== 'ended' ? (
          <Dialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setError(undefined);
            }}
          >
            {/* The dialog's trigger: focus returns to it when the dialog closes. */}
            <DialogTrigger variant="danger" size="sm">
              {text('bo.campaigns.endAction')}
            </DialogTrigger>
            <DialogContent size="sm" messages={{ close: text('bo.player.close') }}>
              <DialogTitle>{text('bo.campaigns.endTitle', { name: campaign.offer.name })}</DialogTitle>
              <Stack gap="md">
                <DialogDescription>{text('bo.campaigns.endDescription')}</DialogDescription>
                {error ? (
                  <Notice tone="danger" role="alert">
                    {error}
                  </Notice>
                ) : null}
                <DialogFooter>
                  <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                    {text('bo.player.cancel')}
                  </Button>
                  <Button type="button" variant="danger" loading={sending} onClick={() => void end()}>
                    {text('bo.campaigns.endConfirm')}
                  </Button>
                </DialogFooter>
              </Stack>
            </DialogContent>
          </Dialog>
        ) : null}
      </Stack>
    </Card>
  );
}
