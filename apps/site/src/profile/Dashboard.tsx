import { Button } from '@casino/ui/Button';
import { Heading } from '@casino/ui/Heading';
import { Stack } from '@casino/ui/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useMatch } from 'react-router-dom';
import { paths, segments } from '../paths';
import { usePlayer } from '../player/PlayerProvider';
import * as styles from './Dashboard.css';
import { dashboardTabs } from './tabs';

/**
 * The profile dashboard: a sidebar of links, one per tab, and the open tab's panel. Each tab is a
 * page of its own (`/profile/<tab>`, its child route in profile/tabs.ts): a reload, a shared link
 * or the footer's "My Bet" opens it, and Back returns to the tab before.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const { signOut, reload } = usePlayer();
  const tabId = useMatch(`/${segments.profile}/:tab`)?.params.tab;
  const tab = dashboardTabs.find((entry) => entry.id === tabId);

  const listRef = useRef<HTMLElement>(null);

  // On phones the tab strip scrolls sideways: keep the open tab in view, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [tabId]);

  // Opening the dashboard reads the player afresh.
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('dashboard.title')}</Heading>
      <div className={styles.tabs}>
        <div className={styles.sidebar}>
          <nav ref={listRef} aria-label={t('dashboard.title')} className={styles.list}>
            {dashboardTabs.map((entry) => (
              // The current tab's link says so (aria-current="page", set by NavLink).
              <NavLink key={entry.id} to={paths.profile(entry.id)} className={styles.trigger}>
                {t(entry.label)}
              </NavLink>
            ))}
          </nav>
          <Button variant="outline" className={styles.logout} onClick={() => void signOut()}>
            {t('dashboard.logout')}
          </Button>
        </div>
        {/* The open tab's panel, named by its tab as a tab panel is; a group, not a landmark, as
            panels hold landmarks of their own (a history table's scrolling region) by the same name. */}
        <div role="group" aria-label={tab ? t(tab.label) : undefined} className={styles.panel}>
          <Outlet />
        </div>
      </div>
    </Stack>
  );
}
