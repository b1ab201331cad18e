import { Button, Heading, Stack, Text } from '@casino/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Protected } from '../app/Protected';
import { usePageTitle } from '../app/usePageTitle';
import { usePlayer } from '../player/PlayerProvider';

function Dashboard() {
  const { t } = useTranslation();
  const { playerDetails, signOut, reload } = usePlayer();
  // Opening the dashboard reads the player afresh.
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <Stack gap="lg">
      <Heading level={1}>{t('dashboard.title')}</Heading>
      <Text>{playerDetails?.email}</Text>
      <div>
        <Button variant="outline" onClick={() => void signOut()}>
          {t('dashboard.logout')}
        </Button>
      </div>
    </Stack>
  );
}

/** `/profile`: the profile dashboard, for signed-in players only (spec point 2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  return (
    <Protected>
      <Dashboard />
    </Protected>
  );
}
