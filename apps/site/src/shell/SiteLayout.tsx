import { LinkProvider } from '@casino/ui';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { RouterLink } from '../app/RouterLink';
import { mainMenu } from './mainMenu';
import * as styles from './SiteLayout.css';

export function SiteLayout() {
  return (
    <LinkProvider linkComponent={RouterLink}>
      <div className={styles.page}>
        <header className={styles.header}>
          <Link to="/" className={styles.logo} aria-label="Casino home">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>Casino</span>
          </Link>
          <nav aria-label="Main menu" className={styles.nav}>
            {mainMenu.map((entry) => (
              <NavLink key={entry.to} to={entry.to} className={styles.navLink}>
                {entry.name}
              </NavLink>
            ))}
          </nav>
        </header>
        <main id="main" className={styles.main}>
          <Outlet />
        </main>
        <footer className={styles.footer}>
          <p>© 2023 Casino. All rights reserved.</p>
        </footer>
      </div>
    </LinkProvider>
  );
}
