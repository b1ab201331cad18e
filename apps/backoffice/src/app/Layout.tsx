import type { StaffPermission } from '@casino/contract/routes';
import { Button, SideNav, Spinner, Text } from '@casino/ui';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useText } from '../i18n';
import { paths } from '../paths';
import { useSession, type SignInState } from '../session/session';
import * as styles from './app.css';
import { navigationFor, startPath } from './navigation';

/** While the platform says who is signed in. */
export function Loading() {
  const text = useText();
  return (
    <div className={styles.loading}>
      <Spinner size="lg" label={text('bo.loading')} />
    </div>
  );
}

/** The signed-in pages: a visitor without a session goes to sign-in, and comes back afterwards. */
export function RequireStaff() {
  const { self, endedBy } = useSession();
  const location = useLocation();
  if (self === undefined) {
    return (
      <main>
        <Loading />
      </main>
    );
  }
  if (self === null) {
    // After signing out, signing in again starts afresh; otherwise it comes back here.
    const from = endedBy === 'signedOut' ? undefined : location.pathname + location.search;
    const state: SignInState = { reason: endedBy, from };
    return <Navigate to={paths.signIn()} replace state={state} />;
  }
  return <Outlet />;
}

/** The start page: the first screen the role may use. */
export function Home() {
  const { self } = useSession();
  return <Navigate to={startPath(self?.permissions ?? [])} replace />;
}

/** A page the role cannot use (the platform would answer 403): not shown. */
export function RequirePermission({ permission }: { permission: StaffPermission }) {
  const { can } = useSession();
  if (!can(permission)) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}

/** The frame of every signed-in page: the side navigation by role, who is signed in, sign-out, the page. */
export function Layout() {
  const text = useText();
  const { self, signOut } = useSession();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  if (!self) return null;
  const sections = navigationFor(self.permissions).map((group) => ({
    label: group.label ? text(group.label) : undefined,
    items: group.entries.map((entry) => ({
      href: entry.path,
      label: text(entry.label),
      current: location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`),
    })),
  }));
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {text('bo.skipToContent')}
      </a>
      <div className={styles.navColumn}>
        <SideNav
          className={styles.nav}
          label={text('bo.nav.label')}
          header={
            <Text as="strong" size="lg" weight="bold">
              {text('bo.appName')}
            </Text>
          }
          sections={sections}
          footer={
            <>
              <div className={styles.who}>
                <Text as="span" size="sm" weight="bold">
                  {self.staff.name}
                </Text>
                <Text as="span" size="xs" tone="secondary">
                  {self.staff.email} · {text(`bo.role.${self.staff.role}`)}
                </Text>
              </div>
              <Button
                variant="outline"
                size="sm"
                loading={signingOut}
                onClick={() => {
                  setSigningOut(true);
                  signOut().finally(() => setSigningOut(false));
                }}
              >
                {text('bo.nav.signOut')}
              </Button>
            </>
          }
        />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
