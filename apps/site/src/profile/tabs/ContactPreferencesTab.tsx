import type { ContactPreferences } from '@casino/contract';
import { Button } from '@casino/ui/Button';
import { Card } from '@casino/ui/Card';
import { Checkbox } from '@casino/ui/Checkbox';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import * as styles from '../account/panels.css';
import { usePreferences } from '../../data/player';
import type { PanelProps } from '../tabs';
import { errorMessage } from '../../data/errors';

/**
 * Contact Preferences (spec point 2): SMS and Email for the bonus club, e-mail for win notifications
 * and for regional announcements, and Save. DESIGN.md: the spec's Save with no action really saves.
 */
export default function ContactPreferencesTab(_props: PanelProps) {
  const { t } = useTranslation();
  const { playerDetails: player } = usePlayer();
  const preferences = usePreferences(player?.uuid);

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('contactPreferences.title')}</Heading>
      {preferences.data ? (
        <ContactForm initial={preferences.data.contact} save={(contact) => preferences.save({ contact })} />
      ) : preferences.error ? (
        <Text tone="danger" role="alert">
          {errorMessage(preferences.error, t('toast.requestFailed'))}
        </Text>
      ) : (
        <Skeleton height="16rem" />
      )}
    </Stack>
  );
}

function ContactForm({
  initial,
  save,
}: {
  initial: ContactPreferences;
  save: (contact: ContactPreferences) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  const box = (name: keyof ContactPreferences, label: string) => (
    <Checkbox
      label={label}
      name={name}
      checked={values[name]}
      onCheckedChange={(checked) => setValues((current) => ({ ...current, [name]: checked === true }))}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await save(values);
      notify.success(t('toast.preferencesSaved'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('toast.somethingWentWrong')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card padding="lg">
      <form noValidate aria-label={t('contactPreferences.title')} onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('contactPreferences.bonusClub')}</legend>
            <Text tone="secondary" size="sm">
              {t('contactPreferences.bonusClubText')}
            </Text>
            {box('bonusClubSms', t('contactPreferences.sms'))}
            {box('bonusClubEmail', t('contactPreferences.email'))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('contactPreferences.winNotifications')}</legend>
            {box('winNotificationsEmail', t('contactPreferences.winNotificationsText'))}
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('contactPreferences.regionalAnnouncements')}</legend>
            {box('regionalAnnouncementsEmail', t('contactPreferences.regionalAnnouncementsText'))}
          </fieldset>
          <div>
            <Button type="submit" variant="link" loading={saving}>
              {t('common.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
