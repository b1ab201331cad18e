import type { PlayerSearchHit } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Button, Chip, Notice, SearchField, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDateTime } from '../../format';
import { useText } from '../../i18n';
import { paths } from '../../paths';
import * as desk from './desk.css';
import { humanise } from './labels';
import { LoadError, PageHeader } from '../../app/PageParts';

/** The platform finds nobody for a shorter text (PLAYER_SEARCH_MIN_LENGTH). */
export const SEARCH_MIN_LENGTH = 2;

/** Player search: one box (e-mail, name, gamertag, uuid or payout address), the matches with what matched. */
export function PlayersPage() {
  const text = useText();
  usePageTitle(text('bo.players.title'));
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const searching = query.trim().length >= SEARCH_MIN_LENGTH;
  const hits = useSWR(searching ? ['backoffice/players', query] : null, () =>
    callApi(backofficeApi.searchPlayers, { query: { q: query } }),
  );

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  const columns = useMemo<TableColumn<PlayerSearchHit>[]>(
    () => [
      {
        key: 'player',
        header: text('bo.players.player'),
        wrap: true,
        cell: (hit) => (
          <span className={styles.cellStack}>
            <Link to={paths.player(hit.uuid)}>
              {hit.firstName} {hit.lastName}
            </Link>
            <Text as="span" size="xs" tone="secondary">
              {hit.email}
            </Text>
          </span>
        ),
      },
      { key: 'gamertag', header: text('bo.players.gamertag'), wrap: true },
      {
        key: 'matched',
        header: text('bo.players.matchedBy'),
        cell: (hit) => <Chip tone="info">{text(`bo.players.match.${hit.matched}`)}</Chip>,
      },
      { key: 'country', header: text('bo.players.country') },
      {
        key: 'kyc',
        header: text('bo.players.kyc'),
        cell: (hit) => (hit.kycStatus ? humanise(hit.kycStatus) : text('bo.players.kycNone')),
      },
      { key: 'joined', header: text('bo.players.joined'), cell: (hit) => formatDateTime(hit.createdAt) },
    ],
    [text],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.players.title')} intro={text('bo.players.intro')} />
      <form role="search" className={desk.searchForm} onSubmit={submit} aria-label={text('bo.players.searchLabel')}>
        <div className={desk.grow}>
          <SearchField
            label={text('bo.players.searchLabel')}
            name="q"
            value={draft}
            maxLength={200}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
            onClear={() => {
              setDraft('');
              setParams({});
            }}
            messages={{ clear: text('bo.players.clear') }}
          />
        </div>
        <Button type="submit">{text('bo.players.search')}</Button>
      </form>
      {query && !searching ? (
        <Notice tone="info" role="status">
          {text('bo.players.tooShort', { min: SEARCH_MIN_LENGTH })}
        </Notice>
      ) : null}
      <LoadError error={hits.error} />
      {searching ? (
        <Table
          caption={text('bo.players.resultsCaption', { query })}
          columns={columns}
          rows={hits.data ?? []}
          loading={!hits.data && !hits.error}
          getRowKey={(hit) => hit.uuid}
          emptyMessage={text('bo.players.none')}
        />
      ) : null}
    </div>
  );
}
