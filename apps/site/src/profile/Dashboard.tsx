import { Button } from '@casino/ui/Button';
import { Heading } from '@casino/ui/Heading';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@casino/ui/Tabs';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { DepositRequest } from '../pages/BonusDetailsPage';
import { usePlayer } from '../player/PlayerProvider';
import * as styles from './Dashboard.css';
import { dashboardTabs, initialTab } from './tabs';

/** The profile dashboard: a sidebar of tabs (selected-tab state, mirrored in `?tab=`) and the open panel. */
export function Dashboard() {
  const { t } = useTranslation();
  const { signOut, reload } = usePlayer();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The query is the selected-tab state, so a reload or the footer's "My Bet" link opens that tab.
  const tab = initialTab(location.state, params.get('tab'));
  const depositRequest = (location.state as DepositRequest | null)?.bonusInfo;

  const listRef = useRef<HTMLDivElement>(null);

  // On phones the tab strip scrolls sideways: keep the selected tab in view, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const selected = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const start = selected.offsetLeft;
    const end = start + selected.offsetWidth;
    if (start < list.scrollLeft) list.scrollLeft = start;
    else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth;
  }, [tab]);

  // Opening the dashboard reads the player afresh.
  useEffect(() => {
    void reload();
  }, [reload]);

  const select = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true, state: location.state },
    );
  };

  return (
    <Stack gap="lg">
      <Heading level={1}>{t('dashboard.title')}</Heading>
      <Tabs value={tab} onValueChange={select} orientation="vertical" className={styles.tabs}>
        <div className={styles.sidebar}>
          <TabsList ref={listRef} aria-label={t('dashboard.title')} className={styles.list}>
            {dashboardTabs.map((entry) => (
              <TabsTrigger key={entry.id} value={entry.id} className={styles.trigger}>
                {t(entry.label)}
              </TabsTrigger>
            ))}
          </TabsList>
          <Button variant="outline" className={styles.logout} onClick={() => void signOut()}>
            {t('dashboard.logout')}
          </Button>
        </div>
        {dashboardTabs.map(({ id, Panel }) => (
          <TabsContent key={id} value={id} className={styles.panel}>
            {tab === id && (
              <Suspense fallback={<Skeleton height="20rem" />}>
                <Panel depositRequest={id === 'deposit' ? depositRequest : undefined} />
              </Suspense>
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Stack>
  );
}
