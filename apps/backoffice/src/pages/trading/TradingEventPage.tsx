import type { TradingEvent, TradingMarket } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import {
  Button,
  Card,
  Chip,
  DescriptionList,
  Heading,
  Notice,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@casino/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { DetailHeader, LoadError } from '../../app/PageParts';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDateTime } from '../../format';
import { errorText, useText } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session/session';
import { ActionDialog } from '../desk/ActionDialog';
import { SettleDialog } from './SettleDialog';
import { EventStateChip, scoreLine } from './tradingParts';

const MARKET_TONES = { open: 'success', suspended: 'warning', settled: 'neutral' } as const;

/**
 * One event on the trading desk (sportsbook.read): its live state and markets with their odds and
 * open bets; with sportsbook.trade, suspend and resume (an event or a market), settle with a payout
 * preview, void with a reason, and resettle an ended event.
 */
export function TradingEventPage() {
  const text = useText();
  const { can } = useSession();
  const trade = can('sportsbook.trade');
  const eventId = Number(useParams().eventId);
  const { mutate: mutateAll } = useSWRConfig();
  const loaded = useSWR(
    ['backoffice/trading-event', eventId],
    () => callApi(backofficeApi.tradingEvent, { params: { eventId } }),
    { refreshInterval: 10_000 },
  );
  const event = loaded.data;
  usePageTitle(event ? event.name : text('bo.trading.title'));
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const changed = async (next: TradingEvent, message: string) => {
    await loaded.mutate(next, { revalidate: false });
    await mutateAll((key) => Array.isArray(key) && key[0] === 'backoffice/trading-events');
    setDone(message);
    setError(undefined);
  };
  const act = (work: () => Promise<TradingEvent>, message: string) => {
    setError(undefined);
    setDone(undefined);
    work()
      .then((next) => changed(next, message))
      .catch((failure: unknown) => setError(errorText(failure, text('bo.unexpectedError'))));
  };

  if (!event) {
    return (
      <div className={styles.page}>
        <DetailHeader back={{ to: paths.trading(), label: text('bo.trading.back') }} />
        <LoadError error={loaded.error} />
        {loaded.error ? null : <Skeleton height="12rem" />}
      </div>
    );
  }

  const ended = event.status === 'ended';
  const marketState = (market: TradingMarket) =>
    market.voidReason
      ? text('bo.trading.marketState.voided', { reason: market.voidReason })
      : market.traderSuspended
        ? text('bo.trading.marketState.suspendedByTrader')
        : text(`bo.trading.marketState.${market.status}`);

  const columns: TableColumn<TradingMarket>[] = [
    { key: 'market', header: text('bo.trading.market'), cell: (market) => market.name },
    {
      key: 'selections',
      header: text('bo.trading.selections'),
      wrap: true,
      cell: (market) =>
        market.selections.map((selection) => `${selection.name} ${selection.result ?? selection.odds}`).join(' · '),
    },
    {
      key: 'state',
      header: text('bo.trading.marketState'),
      cell: (market) => (
        <Chip tone={market.voidReason ? 'neutral' : MARKET_TONES[market.status]} size="sm">
          {marketState(market)}
        </Chip>
      ),
    },
    { key: 'bets', header: text('bo.trading.openBets'), align: 'end', cell: (market) => String(market.open.bets) },
    {
      key: 'stake',
      header: text('bo.trading.openStake'),
      align: 'end',
      cell: (market) => `${market.open.stake} ${event.currency}`,
    },
    ...(trade && !ended
      ? [
          {
            key: 'actions',
            header: text('bo.trading.actions'),
            cell: (market: TradingMarket) =>
              market.status === 'settled' ? null : (
                <span className={styles.actions}>
                  {market.traderSuspended ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={text('bo.trading.resumeMarket', { market: market.name })}
                      onClick={() =>
                        act(
                          () =>
                            callApi(backofficeApi.resumeTradingMarket, {
                              params: { eventId, marketId: market.id },
                              body: {},
                            }),
                          text('bo.trading.resumed'),
                        )
                      }
                    >
                      {text('bo.trading.resume')}
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={text('bo.trading.suspendMarket', { market: market.name })}
                      onClick={() =>
                        act(
                          () =>
                            callApi(backofficeApi.suspendTradingMarket, {
                              params: { eventId, marketId: market.id },
                              body: {},
                            }),
                          text('bo.trading.suspended'),
                        )
                      }
                    >
                      {text('bo.trading.suspend')}
                    </Button>
                  )}
                  <ActionDialog
                    label={text('bo.trading.void')}
                    title={text('bo.trading.voidMarketTitle', { market: market.name })}
                    description={text('bo.trading.voidText')}
                    submitLabel={text('bo.trading.voidMarket', { market: market.name })}
                    danger
                    onSubmit={async (reason) =>
                      changed(
                        await callApi(backofficeApi.voidTradingMarket, {
                          params: { eventId, marketId: market.id },
                          body: { reason },
                        }),
                        text('bo.trading.voided'),
                      )
                    }
                  />
                </span>
              ),
          },
        ]
      : []),
  ];

  return (
    <div className={styles.page}>
      <DetailHeader back={{ to: paths.trading(), label: text('bo.trading.back') }} title={event.name} />
      <Card padding="lg" role="group" aria-labelledby="trading-event-details">
        <Stack gap="sm">
          <Heading level={2} size="md" id="trading-event-details">
            {text('bo.trading.details')}
          </Heading>
          <DescriptionList
            items={[
              { term: text('bo.trading.competition'), description: `${event.sport} · ${event.competition}` },
              { term: text('bo.trading.state'), description: <EventStateChip event={event} /> },
              { term: text('bo.trading.score'), description: scoreLine(text, event) },
              { term: text('bo.trading.starts'), description: formatDateTime(event.startsAt) },
              {
                term: text('bo.trading.openBets'),
                description: `${event.open.bets} · ${event.open.stake} ${event.currency}`,
              },
            ]}
          />
        </Stack>
      </Card>
      {done ? (
        <Notice tone="success" role="status">
          {done}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      {trade ? (
        <div className={styles.actions}>
          {ended ? null : event.traderSuspended ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                act(
                  () => callApi(backofficeApi.resumeTradingEvent, { params: { eventId }, body: {} }),
                  text('bo.trading.resumed'),
                )
              }
            >
              {text('bo.trading.resumeEvent')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                act(
                  () => callApi(backofficeApi.suspendTradingEvent, { params: { eventId }, body: {} }),
                  text('bo.trading.suspended'),
                )
              }
            >
              {text('bo.trading.suspendEvent')}
            </Button>
          )}
          <SettleDialog
            event={event}
            mode={ended ? 'resettle' : 'settle'}
            onDone={(result) => {
              void loaded.mutate();
              void mutateAll((key) => Array.isArray(key) && key[0] === 'backoffice/trading-events');
              setError(undefined);
              setDone(
                text(ended ? 'bo.trading.resettled' : 'bo.trading.settled', {
                  bets: result.total.bets,
                  payout: `${result.total.payout} ${result.currency}`,
                }),
              );
            }}
          />
          {ended ? null : (
            <ActionDialog
              label={text('bo.trading.voidEvent')}
              title={text('bo.trading.voidEventTitle')}
              description={text('bo.trading.voidText')}
              submitLabel={text('bo.trading.voidEvent')}
              danger
              onSubmit={async (reason) =>
                changed(
                  await callApi(backofficeApi.voidTradingEvent, { params: { eventId }, body: { reason } }),
                  text('bo.trading.voided'),
                )
              }
            />
          )}
        </div>
      ) : null}
      <Heading level={2} size="lg">
        {text('bo.trading.markets')}
      </Heading>
      <Table
        caption={text('bo.trading.markets')}
        hideCaption
        columns={columns}
        rows={event.markets}
        getRowKey={(market) => String(market.id)}
        emptyMessage={text('bo.trading.empty')}
      />
    </div>
  );
}
