import { Button } from '@casino/ui/Button';
import { Heading } from '@casino/ui/Heading';
import { Stack } from '@casino/ui/Stack';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useMatch } from 'react-router-dom';
import { paths, segments } from '../paths';
import { usePlayer } from '../player/PlayerProvider';
import * as styles from './Dashboard.css';
import { dashboardTabs, groupDashboardTabs } from './tabs';

/** How long a section's heading is waited for after a move (its code and data may still load). */
const HEADING_WAIT_MS = 5000;

/**
 * Once the panel shows its heading (the first one in it), moves the focus there, so that a
 * screen reader announces the section that opened and the keyboard goes on from its top.
 * Returns the clean-up.
 */
function focusHeadingOf(panel: HTMLElement): () => void {
  const focus = () => {
    const heading = panel.querySelector<HTMLElement>('h2, h3');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(panel, { childList: true, subtree: true });
  return stop;
}

/**
 * The profile dashboard: its sections listed by group (Account, Money, History, Safety), and the
 * open section's panel. Each section is a page of its own (`/profile/<tab>`, its child route in
 * profile/tabs.ts): a reload, a shared link or the footer's "My Bet" opens it, and Back returns
 * to the section before. On a wide screen the list is a sidebar beside the panel; on a phone
 * `/profile` is the list alone (the overview) and a section is a page alone with a Back link to
 * the overview. Logout ends the list, apart from the sections.
 */
export function Dashboard() {
  const { t } = useTranslation();
  const { signOut, reload } = usePlayer();
  const tabId = useMatch(`/${segments.profile}/:tab`)?.params.tab;
  const tab = dashboardTabs.find((entry) => entry.id === tabId);

  const listRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const previousTab = useRef<string | undefined>(tabId);

  // A move within the dashboard takes the focus along: to the heading of the section that
  // opened, or back on the overview to the link of the section left. A first visit leaves it.
  useEffect(() => {
    const left = previousTab.current;
    previousTab.current = tabId;
    if (left === tabId) return;
    if (tabId && panelRef.current) return focusHeadingOf(panelRef.current);
    if (!tabId && left) listRef.current?.querySelector<HTMLElement>(`a[href$="/${left}"]`)?.focus();
  }, [tabId]);

  // Opening the dashboard reads the player afresh.
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <Stack gap="lg">
      <div className={styles.header} data-view={tab ? 'section' : 'overview'}>
        <Heading level={1} className={styles.title}>
          {t('dashboard.title')}
        </Heading>
        {tab && (
          <Link to={`/${segments.profile}`} className={styles.back}>
            <span aria-hidden="true" className={styles.backArrow}>
              ‹
            </span>
            {t('dashboard.back')}
          </Link>
        )}
      </div>
      <div className={styles.tabs} data-view={tab ? 'section' : 'overview'}>
        <div className={styles.sidebar}>
          <nav ref={listRef} aria-label={t('dashboard.title')} className={styles.list}>
            {groupDashboardTabs().map((group) => (
              <div key={group.group} className={styles.group}>
                <h2 className={styles.groupHeading}>{t(group.label)}</h2>
                <ul className={styles.groupList}>
                  {group.tabs.map((entry) => (
                    <li key={entry.id}>
                      {/* The current tab's link says so (aria-current="page", set by NavLink). */}
                      <NavLink to={paths.profile(entry.id)} className={styles.trigger}>
                        {t(entry.label)}
                        <span aria-hidden="true" className={styles.chevron}>
                          ›
                        </span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <Button variant="outline" className={styles.logout} onClick={() => void signOut()}>
            {t('dashboard.logout')}
          </Button>
        </div>
        {/* The open tab's panel, named by its tab as a tab panel is; a group, not a landmark, as
            panels hold landmarks of their own (a history table's scrolling region) by the same name. */}
        <div ref={panelRef} role="group" aria-label={tab ? t(tab.label) : undefined} className={styles.panel}>
          <Outlet />
        </div>
      </div>
    </Stack>
  );
}
