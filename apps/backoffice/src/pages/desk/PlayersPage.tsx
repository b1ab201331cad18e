import type { PlayerSearchHit } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Button, Chip, Notice, SearchField, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { useText } from '../../i18n';
import { paths } from '../../paths';
import * as desk from './desk.css';
import { humanise } from './labels';
import { DateTimeCell, EmailText, LoadError, PageHeader } from '../../app/PageParts';

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
        // The name over the e-mail and the gamertag: one column, so the row fits 1024 px without scrolling.
        key: 'player',
        header: text('bo.players.player'),
        wrap: true,
        cell: (hit) => (
          <span className={`${styles.cellStack} ${desk.searchPlayer}`}>
            <Link to={paths.player(hit.uuid)}>
              {hit.firstName} {hit.lastName}
            </Link>
            <Text as="span" size="xs" tone="secondary">
              <EmailText email={hit.email} />
            </Text>
            {hit.gamertag ? (
              <Text as="span" size="xs" tone="secondary">
                {text('bo.players.gamertagOf', { gamertag: hit.gamertag })}
              </Text>
            ) : null}
          </span>
        ),
      },
      {
        key: 'matched',
        header: text('bo.players.matchedBy'),
        cell: (hit) => <Chip tone="info">{text(`bo.players.match.${hit.matched}`)}</Chip>,
      },
      { key: 'country', header: text('bo.players.country'), wrap: true },
      {
        key: 'kyc',
        header: text('bo.players.kyc'),
        wrap: true,
        cell: (hit) => (hit.kycStatus ? humanise(hit.kycStatus) : text('bo.players.kycNone')),
      },
      { key: 'joined', header: text('bo.players.joined'), cell: (hit) => <DateTimeCell iso={hit.createdAt} /> },
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
