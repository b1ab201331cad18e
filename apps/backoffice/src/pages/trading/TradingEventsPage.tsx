import type { TradingEvent } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Select, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { LoadError, PageHeader } from '../../app/PageParts';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDateTime } from '../../format';
import { useText } from '../../i18n';
import { paths } from '../../paths';
import { EventStateChip, scoreLine } from './tradingParts';

const STATUSES = ['prematch', 'live', 'ended'] as const;
type Status = (typeof STATUSES)[number];

export const tradingEventsKey = (status: string) => ['backoffice/trading-events', status] as const;

/** The trading desk's events (sportsbook.read): live first, then upcoming by start; or one status. */
export function TradingEventsPage() {
  const text = useText();
  usePageTitle(text('bo.trading.title'));
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status = (STATUSES as readonly string[]).includes(asked ?? '') ? (asked as Status) : undefined;
  const events = useSWR(
    tradingEventsKey(status ?? ''),
    () => callApi(backofficeApi.tradingEvents, { query: status ? { status } : {} }),
    { refreshInterval: 10_000 },
  );

  const columns = useMemo<TableColumn<TradingEvent>[]>(
    () => [
      {
        key: 'event',
        header: text('bo.trading.event'),
        wrap: true,
        cell: (event) => (
          <span className={styles.cellStack}>
            <Link to={paths.tradingEvent(event.id)} aria-label={text('bo.trading.openEvent', { name: event.name })}>
              {event.name}
            </Link>
            <Text as="span" size="xs" tone="secondary">
              {`${event.sport} · ${event.competition}`}
            </Text>
          </span>
        ),
      },
      { key: 'state', header: text('bo.trading.state'), cell: (event) => <EventStateChip event={event} /> },
      { key: 'score', header: text('bo.trading.score'), cell: (event) => scoreLine(text, event) },
      { key: 'starts', header: text('bo.trading.starts'), cell: (event) => formatDateTime(event.startsAt) },
      { key: 'bets', header: text('bo.trading.openBets'), align: 'end', cell: (event) => String(event.open.bets) },
      {
        key: 'stake',
        header: text('bo.trading.openStake'),
        align: 'end',
        cell: (event) => `${event.open.stake} ${event.currency}`,
      },
    ],
    [text],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.trading.title')} intro={text('bo.trading.intro')} />
      <div className={styles.actions}>
        <Select
          label={text('bo.trading.show')}
          value={status ?? 'open'}
          options={[
            { value: 'open', label: text('bo.trading.showOpen') },
            ...STATUSES.map((value) => ({ value, label: text(`bo.trading.status.${value}`) })),
          ]}
          onValueChange={(value) => {
            const next = new URLSearchParams(search);
            if (value === 'open') next.delete('status');
            else next.set('status', value);
            setSearch(next);
          }}
        />
      </div>
      <LoadError error={events.error} />
      <Table
        caption={text('bo.trading.caption')}
        hideCaption
        columns={columns}
        rows={events.data?.events ?? []}
        loading={!events.data && !events.error}
        getRowKey={(event) => String(event.id)}
        emptyMessage={text('bo.trading.empty')}
      />
    </div>
  );
}
