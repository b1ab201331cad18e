import { useTranslation } from 'react-i18next';
import { Protected } from '../app/Protected';
import { usePageTitle } from '../app/usePageTitle';
import { Dashboard } from '../profile/Dashboard';

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
