import type { DashboardFigures, QueueFigures } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Card, Heading, Skeleton, Stack, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDateTime } from '../../format';
import { useText, type Text as TextOf } from '../../i18n';
import { ageOf } from './age';
import * as desk from './desk.css';
import { LoadError, PageHeader } from '../../app/PageParts';

export const DASHBOARD_KEY = 'backoffice/dashboard';
type MoneyRow = DashboardFigures['money'][number];

/** "3 d 4 h" for an oldest item, or that nothing waits. */
export function waitingText(text: TextOf, queue: QueueFigures): string {
  if (!queue.oldestSince) return text('bo.dashboard.nothingWaiting');
  const { days, hours, minutes } = ageOf(queue.oldestSince);
  const age =
    days > 0
      ? text('bo.age.daysHours', { days, hours })
      : hours > 0
        ? text('bo.age.hoursMinutes', { hours, minutes })
        : text('bo.age.minutes', { minutes });
  return text('bo.dashboard.oldest', { age });
}

function QueueCard({ title, queue, id }: { title: string; queue: QueueFigures | undefined; id: string }) {
  const text = useText();
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <Stack gap="xs">
        <Heading level={2} size="md" id={id}>
          {title}
        </Heading>
        {queue ? (
          <>
            <span className={desk.figure}>{queue.count}</span>
            <Text as="p" size="sm" tone="secondary">
              {waitingText(text, queue)}
            </Text>
            {queue.oldestSince ? (
              <Text as="p" size="xs" tone="secondary">
                {text('bo.dashboard.since', { time: formatDateTime(queue.oldestSince) })}
              </Text>
            ) : null}
          </>
        ) : (
          <Skeleton height="3.5rem" />
        )}
      </Stack>
    </Card>
  );
}

/** The dashboard: every queue's size and the age of its oldest item, and today's money per currency. */
export function DashboardPage() {
  const text = useText();
  usePageTitle(text('bo.dashboard.title'));
  const figures = useSWR(DASHBOARD_KEY, () => callApi(backofficeApi.dashboard), { refreshInterval: 60_000 });
  const queues = figures.data?.queues;

  const columns = useMemo<TableColumn<MoneyRow>[]>(
    () => [
      { key: 'currency', header: text('bo.dashboard.currency') },
      { key: 'deposits', header: text('bo.dashboard.deposits'), align: 'end' },
      { key: 'withdrawals', header: text('bo.dashboard.withdrawals'), align: 'end' },
      { key: 'ggr', header: text('bo.dashboard.ggr'), align: 'end' },
    ],
    [text],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.dashboard.title')} />
      <LoadError error={figures.error} />
      <section aria-labelledby="queues-title">
        <Stack gap="md">
          <Heading level={2} size="lg" id="queues-title">
            {text('bo.dashboard.queues')}
          </Heading>
          <div className={desk.cards}>
            <QueueCard id="queue-kyc" title={text('bo.dashboard.kycQueue')} queue={queues?.kyc} />
            <QueueCard
              id="queue-withdrawals"
              title={text('bo.dashboard.withdrawalQueue')}
              queue={queues?.withdrawals}
            />
            <QueueCard id="queue-held" title={text('bo.dashboard.heldDeposits')} queue={queues?.heldDeposits} />
          </div>
        </Stack>
      </section>
      <section aria-labelledby="money-title">
        <Stack gap="md">
          <Heading level={2} size="lg" id="money-title">
            {figures.data ? text('bo.dashboard.today', { day: figures.data.day }) : text('bo.dashboard.todayTitle')}
          </Heading>
          <Text as="p" size="sm" tone="secondary">
            {text('bo.dashboard.moneyIntro')}
          </Text>
          <Table
            caption={text('bo.dashboard.moneyCaption')}
            hideCaption
            columns={columns}
            rows={figures.data?.money ?? []}
            loading={!figures.data && !figures.error}
            getRowKey={(row) => row.currency}
            emptyMessage={text('bo.dashboard.noMoney')}
          />
        </Stack>
      </section>
    </div>
  );
}
