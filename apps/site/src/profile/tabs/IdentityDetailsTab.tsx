import type { PlayerDetails } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import {
  CONSENT_REQUIRED_MESSAGE,
  formatIsoDate,
  identityDetailsSchema,
  parseIsoDate,
  validateValuesSync,
} from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Card } from '@casino/ui/Card';
import { Checkbox } from '@casino/ui/Checkbox';
import { DateField } from '@casino/ui/DateField';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { TextField } from '@casino/ui/TextField';
import { isValid } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useFieldErrorText } from '../../i18n/translate';
import { notify, notifyPromise } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import * as styles from '../account/panels.css';
import type { PanelProps } from '../tabs';
import { useDateLocale } from '../../i18n/dateLocale';
import { errorFields } from '../../data/errors';

const TEXT_FIELDS = [
  { name: 'firstName', label: 'auth.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'auth.lastName', autoComplete: 'family-name' },
  { name: 'phoneNumber', label: 'auth.phoneNumber', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'auth.address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'auth.city', autoComplete: 'address-level2' },
  { name: 'country', label: 'auth.country', autoComplete: 'country-name' },
] as const;

type TextFieldName = (typeof TEXT_FIELDS)[number]['name'];
type Texts = Record<TextFieldName, string>;

const textsOf = (player: PlayerDetails): Texts => ({
  firstName: player.firstName,
  lastName: player.lastName,
  phoneNumber: player.phoneNumber,
  address: player.address,
  city: player.city,
  country: player.country,
});

/** The day the calendar starts from and the latest day it offers. */
const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/**
 * Identity Details (spec points 2 and 5): the sign-up rules for each field, the date of birth
 * typed in day, month and year boxes (DD, MM, YYYY) or picked up to today, and consent required to save ('Consent is required to edit
 * details' as a toast). Saving shows 'Updating in progress' then 'Updated'.
 */
export default function IdentityDetailsTab(_props: PanelProps) {
  const { playerDetails: player } = usePlayer();
  if (!player) return <Skeleton height="24rem" />;
  return <IdentityDetailsForm player={player} />;
}

function IdentityDetailsForm({ player }: { player: PlayerDetails }) {
  const { t } = useTranslation();
  const dateLocale = useDateLocale();
  const { merge } = usePlayer();
  const fieldErrorText = useFieldErrorText();
  const [texts, setTexts] = useState<Texts>(() => textsOf(player));
  const [dob, setDob] = useState<{ date: Date | null; text: string }>(() => ({
    date: parseIsoDate(player.dob),
    text: '',
  }));
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [today] = useState(startOfToday);
  const earliest = new Date(today.getFullYear() - 150, today.getMonth(), today.getDate());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // A typed text that is not a date (31-02-1990) goes to the rules as typed, so the player reads
    // 'YYYY-MM-DD format required'; an Invalid Date is never formatted (it throws).
    const dobValue = dob.date && isValid(dob.date) ? formatIsoDate(dob.date) : dob.text;
    const checked = validateValuesSync(identityDetailsSchema, { ...texts, dob: dobValue, consent });
    if (!checked.ok) {
      const { consent: consentError, ...fieldErrors } = checked.errors;
      setErrors(fieldErrorText(fieldErrors));
      if (consentError) notify.error(t('validation.consentRequired', { defaultValue: CONSENT_REQUIRED_MESSAGE }));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const updated = await notifyPromise(callApi(playersApi.updateDetails, { body: checked.values }), {
        pending: t('toast.updating'),
        success: t('toast.updated'),
        error: t('toast.detailsUpdateError'),
      });
      merge(updated);
    } catch (failure) {
      setErrors(errorFields(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('identity.title')}</Heading>
      <Card padding="lg">
        <form noValidate aria-label={t('identity.title')} onSubmit={(event) => void submit(event)}>
          <Stack gap="lg">
            <div className={styles.formGrid}>
              {TEXT_FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  className={'wide' in field ? styles.wide : undefined}
                  label={t(field.label)}
                  name={field.name}
                  type={'type' in field ? field.type : 'text'}
                  autoComplete={field.autoComplete}
                  required
                  value={texts[field.name]}
                  error={errors[field.name]}
                  onChange={(event) => {
                    const value = event.target.value;
                    setTexts((current) => ({ ...current, [field.name]: value }));
                  }}
                />
              ))}
              <DateField
                locale={dateLocale}
                label={t('auth.dob')}
                name="dob"
                autoComplete="bday"
                segments
                required
                value={dob.date}
                onChange={(date, text) => setDob({ date, text })}
                error={errors.dob}
                minDate={earliest}
                maxDate={today}
                today={today}
                messages={{
                  day: t('dateField.day'),
                  month: t('dateField.month'),
                  year: t('dateField.year'),
                  dayPlaceholder: t('auth.dobDay'),
                  monthPlaceholder: t('auth.dobMonth'),
                  yearPlaceholder: t('auth.dobYear'),
                  openCalendar: (label) => t('dateField.openCalendar', { label }),
                  previousMonth: t('dateField.previousMonth'),
                  nextMonth: t('dateField.nextMonth'),
                  monthSelect: t('dateField.month'),
                  yearSelect: t('dateField.year'),
                }}
              />
              {/* Germany's place of birth and birth name: given at sign-up, read-only here (support changes them). */}
              {player.placeOfBirth ? (
                <TextField
                  label={t('auth.placeOfBirth')}
                  name="placeOfBirth"
                  value={player.placeOfBirth}
                  readOnly
                  hint={t('identity.setAtSignUp')}
                />
              ) : null}
              {player.birthName ? (
                <TextField
                  label={t('auth.birthName')}
                  name="birthName"
                  value={player.birthName}
                  readOnly
                  hint={t('identity.setAtSignUp')}
                />
              ) : null}
            </div>
            <Checkbox
              label={t('identity.consent')}
              name="consent"
              checked={consent}
              onCheckedChange={(checked) => setConsent(checked === true)}
            />
            <div>
              <Button type="submit" loading={submitting}>
                {t('common.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
