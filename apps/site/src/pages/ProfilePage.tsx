import { Protected } from '../app/Protected';
import { Dashboard } from '../profile/Dashboard';

/** `/profile/<tab>`: the profile dashboard, for signed-in players only (spec point 2); its tabs are child routes. */
export default function ProfilePage() {
  return (
    <Protected>
      <Dashboard />
    </Protected>
  );
}
