import type { HarmAlert } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Card, Chip, DescriptionList, Heading, Select, Stack, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { LoadError, PageHeader } from '../../app/PageParts';
import { useText } from '../../i18n';
import { paths } from '../../paths';
import { alertPlayerName, duration, evidenceSummary } from './harmTexts';

export const harmAlertsKey = (state: string, player: string) => ['backoffice/harm-alerts', state, player] as const;

const STATE_TONES = {
  open: 'danger',
  acknowledged: 'warning',
  contacted: 'info',
  actioned: 'success',
  closed: 'neutral',
} as const;

/** The queue of alerts of markers of harm (harmMarkers.read): age, marker, player, evidence, time to a first step. */
export function HarmAlertsPage() {
  const text = useText();
  usePageTitle(text('bo.harm.title'));
  const [search, setSearch] = useSearchParams();
  const state = search.get('state') === 'closed' ? 'closed' : 'active';
  const player = search.get('player') ?? '';
  const queue = useSWR(
    harmAlertsKey(state, player),
    () => callApi(backofficeApi.harmAlerts, { query: { state, ...(player ? { playerUuid: player } : {}) } }),
    { refreshInterval: 30_000 },
  );
  const response = queue.data?.response;

  const columns = useMemo<TableColumn<HarmAlert>[]>(
    () => [
      {
        key: 'age',
        header: text('bo.harm.age'),
        cell: (alert) =>
          alert.state !== 'closed' && !alert.firstActionAt && alert.ageMinutes >= 60 ? (
            <Chip tone="danger" size="sm">
              {duration(text, alert.ageMinutes)}
            </Chip>
          ) : (
            duration(text, alert.ageMinutes)
          ),
      },
      {
        key: 'kind',
        header: text('bo.harm.kind'),
        cell: (alert) => (
          <Link
            to={paths.harmAlert(alert.id)}
            aria-label={text('bo.harm.open', {
              name: alertPlayerName(alert),
              kind: text(`bo.harm.kind.${alert.kind}`),
            })}
          >
            {text(`bo.harm.kind.${alert.kind}`)}
          </Link>
        ),
      },
      {
        key: 'player',
        header: text('bo.harm.player'),
        wrap: true,
        cell: (alert) => (
          <span className={styles.cellStack}>
            <Text as="span" size="sm" weight="medium">
              {alertPlayerName(alert)}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {alert.player.email}
            </Text>
          </span>
        ),
      },
      { key: 'evidence', header: text('bo.harm.evidence'), wrap: true, cell: (alert) => evidenceSummary(alert) },
      {
        key: 'state',
        header: text('bo.harm.state'),
        cell: (alert) => (
          <Chip tone={STATE_TONES[alert.state]} size="sm">
            {text(`bo.harm.state.${alert.state}`)}
          </Chip>
        ),
      },
      {
        key: 'firstStep',
        header: text('bo.harm.firstStep'),
        align: 'end',
        cell: (alert) =>
          alert.minutesToFirstAction === null ? text('bo.harm.notYet') : duration(text, alert.minutesToFirstAction),
      },
    ],
    [text],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.harm.title')} intro={player ? text('bo.harm.forPlayer') : text('bo.harm.intro')} />
      {response ? (
        <Card padding="lg" role="group" aria-labelledby="harm-response-title">
          <Stack gap="sm">
            <Heading level={2} size="md" id="harm-response-title">
              {text('bo.harm.response', { days: response.days })}
            </Heading>
            <DescriptionList
              items={[
                { term: text('bo.harm.raised'), description: String(response.raised) },
                { term: text('bo.harm.handled'), description: String(response.handled) },
                {
                  term: text('bo.harm.withinTarget', { minutes: response.targetMinutes }),
                  description: text('bo.harm.withinTargetShare', {
                    count: response.withinTarget,
                    total: response.raised,
                    percent: response.raised ? Math.round((response.withinTarget * 100) / response.raised) : 0,
                  }),
                },
                {
                  term: text('bo.harm.median'),
                  description:
                    response.medianMinutes === null ? text('bo.harm.none') : duration(text, response.medianMinutes),
                },
                { term: text('bo.harm.overdue'), description: String(response.overdue) },
              ]}
            />
          </Stack>
        </Card>
      ) : null}
      <div className={styles.actions}>
        <Select
          label={text('bo.harm.show')}
          value={state}
          options={[
            { value: 'active', label: text('bo.harm.showActive') },
            { value: 'closed', label: text('bo.harm.showClosed') },
          ]}
          onValueChange={(value) => {
            const next = new URLSearchParams(search);
            if (value === 'closed') next.set('state', 'closed');
            else next.delete('state');
            setSearch(next);
          }}
        />
        {player ? (
          <Link to={paths.harmAlerts({ closed: state === 'closed' })}>{text('bo.harm.allPlayers')}</Link>
        ) : null}
      </div>
      <LoadError error={queue.error} />
      <Table
        caption={text('bo.harm.caption')}
        hideCaption
        columns={columns}
        rows={queue.data?.items ?? []}
        loading={!queue.data && !queue.error}
        getRowKey={(alert) => alert.id}
        emptyMessage={state === 'closed' ? text('bo.harm.emptyClosed') : text('bo.harm.empty')}
      />
    </div>
  );
}
