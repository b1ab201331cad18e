import type { NotificationPreferences } from '@casino/contract';
import { Card } from '@casino/ui/Card';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Switch } from '@casino/ui/Switch';
import { Text } from '@casino/ui/Text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../notify/notify';
import { usePlayer } from '../../player/PlayerProvider';
import { usePreferences } from '../../data/player';
import type { PanelProps } from '../tabs';
import { errorMessage } from '../../data/errors';

type Changeable = 'announcements' | 'feedbackRequests';

/**
 * Notification (spec point 2): toggles for Announcements and Feedback requests, each saved to the
 * platform as soon as it is flipped (DESIGN.md: no dead controls); Billing and account stays on
 * ('Legally obligated').
 */
export default function NotificationTab(_props: PanelProps) {
  const { t } = useTranslation();
  const { playerDetails: player } = usePlayer();
  const preferences = usePreferences(player?.uuid);
  const [saving, setSaving] = useState<{ name: Changeable; on: boolean } | null>(null);

  const flip = async (name: Changeable, on: boolean) => {
    if (saving) return;
    // Shown flipped at once; back to the stored value if the platform refuses.
    setSaving({ name, on });
    try {
      await preferences.save({ notifications: { [name]: on } });
      notify.success(t('toast.preferencesSaved'));
    } catch (failure) {
      notify.error(errorMessage(failure, t('toast.somethingWentWrong')));
    } finally {
      setSaving(null);
    }
  };

  const notifications: NotificationPreferences | undefined = preferences.data?.notifications;

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('notification.title')}</Heading>
      {notifications ? (
        <Card padding="lg">
          <Stack gap="sm">
            <Switch
              label={t('notification.announcements')}
              checked={saving?.name === 'announcements' ? saving.on : notifications.announcements}
              aria-busy={saving?.name === 'announcements' || undefined}
              onCheckedChange={(on) => void flip('announcements', on)}
            />
            <Switch
              label={t('notification.feedbackRequests')}
              checked={saving?.name === 'feedbackRequests' ? saving.on : notifications.feedbackRequests}
              aria-busy={saving?.name === 'feedbackRequests' || undefined}
              onCheckedChange={(on) => void flip('feedbackRequests', on)}
            />
            <Switch
              label={t('notification.billingAndAccount')}
              description={t('notification.legallyObligated')}
              checked
              disabled
            />
          </Stack>
        </Card>
      ) : preferences.error ? (
        <Text tone="danger" role="alert">
          {errorMessage(preferences.error, t('toast.requestFailed'))}
        </Text>
      ) : (
        <Skeleton height="12rem" />
      )}
    </Stack>
  );
}
