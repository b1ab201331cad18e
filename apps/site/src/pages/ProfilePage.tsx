import { Protected } from '../app/Protected';
import { Dashboard } from '../profile/Dashboard';

/** `/profile`: the profile dashboard, for signed-in players only (spec point 2). */
export default function ProfilePage() {
  return (
    <Protected>
      <Dashboard />
    </Protected>
  );
}
