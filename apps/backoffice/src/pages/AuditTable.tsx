import type { AuditEntry } from '@casino/contract';
import { Button, DescriptionList, Stack, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import * as styles from '../app/app.css';
import * as auditStyles from './auditTable.css';
import { DateTimeCell } from '../app/PageParts';
import { formatDateTime } from '../format';
import { useText, type Text as TextOf } from '../i18n';

/** Who wrote an entry, as staff read it. */
function actorOf(entry: AuditEntry, text: TextOf) {
  if (entry.actorKind === 'automation') return text('bo.audit.automation');
  if (entry.actorKind === 'system') return text('bo.audit.system');
  return (
    <span className={styles.cellStack}>
      <Text as="span" size="sm" weight="medium">
        {entry.actorName ?? entry.actorId}
      </Text>
      {entry.actorRole ? (
        <Text as="span" size="xs" tone="secondary">
          {text(`bo.role.${entry.actorRole}`)}
        </Text>
      ) : null}
    </span>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** An id in full for the eye that needs it, short in the table (the details hold it in full). */
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);

/** The entry in full, folded away until asked for: its target and player, the state before and after, its hash. */
function Details({ entry, text }: { entry: AuditEntry; text: TextOf }) {
  return (
    <details className={auditStyles.details}>
      <summary className={auditStyles.summary}>{text('bo.audit.showDetails')}</summary>
      <Stack gap="xs">
        <DescriptionList
          layout="stacked"
          items={[
            { term: text('bo.audit.entry', { id: entry.id }), description: formatDateTime(entry.at, true) },
            {
              term: text('bo.audit.target'),
              description: entry.targetKind ? (
                <span className={styles.mono}>{`${entry.targetKind} ${entry.targetId ?? ''}`}</span>
              ) : null,
            },
            {
              term: text('bo.audit.player'),
              description: entry.playerUuid ? <span className={styles.mono}>{entry.playerUuid}</span> : null,
            },
            { term: text('bo.audit.address'), description: entry.clientAddress },
            {
              term: text('bo.audit.before'),
              description: (
                <pre className={styles.json}>
                  {entry.before == null ? text('bo.audit.nothing') : json(entry.before)}
                </pre>
              ),
            },
            {
              term: text('bo.audit.after'),
              description: (
                <pre className={styles.json}>{entry.after == null ? text('bo.audit.nothing') : json(entry.after)}</pre>
              ),
            },
            { term: text('bo.audit.hash'), description: <span className={styles.mono}>{entry.hash}</span> },
          ]}
        />
      </Stack>
    </details>
  );
}

export interface AuditTableProps {
  /** The entries shown (none yet while loading). */
  entries: readonly AuditEntry[] | undefined;
  loading: boolean;
  /** The table's name (hidden caption). */
  caption: string;
  emptyMessage: string;
  /** A player's id in an entry becomes a button that calls this (the audit log filters by that player); without it the id is text. */
  onShowPlayer?: (uuid: string) => void;
}

/** Audit entries as a table, newest first as given: when, who, action, target, reason, and the entry in full on demand. */
export function AuditTable({ entries, loading, caption, emptyMessage, onShowPlayer }: AuditTableProps) {
  const text = useText();
  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      {
        key: 'at',
        header: text('bo.audit.when'),
        cell: (entry) => <DateTimeCell iso={entry.at} seconds />,
      },
      {
        key: 'actor',
        header: text('bo.audit.who'),
        wrap: true,
        cell: (entry) => <span className={auditStyles.actor}>{actorOf(entry, text)}</span>,
      },
      {
        // The action over its target (kind and short id) and player: one column, so the reason keeps its room.
        key: 'action',
        header: text('bo.audit.actionAndTarget'),
        wrap: true,
        cell: ({ action, targetKind, targetId, playerUuid }) => (
          <span className={`${styles.cellStack} ${auditStyles.action}`}>
            <Text as="span" size="sm">
              {text(`bo.auditAction.${action}`)}
            </Text>
            {targetKind || targetId ? (
              <span className={auditStyles.target}>
                {targetKind ? (
                  <Text as="span" size="xs" tone="secondary">
                    {targetKind}
                  </Text>
                ) : null}
                {targetId ? (
                  <span className={`${styles.mono} ${auditStyles.shortId}`} title={targetId}>
                    {shortId(targetId)}
                  </span>
                ) : null}
              </span>
            ) : null}
            {playerUuid && onShowPlayer ? (
              <Button
                variant="link"
                size="sm"
                className={`${styles.mono} ${auditStyles.playerButton}`}
                title={playerUuid}
                aria-label={text('bo.audit.filterPlayer', { uuid: playerUuid })}
                onClick={() => onShowPlayer(playerUuid)}
              >
                {text('bo.audit.playerShort', { id: shortId(playerUuid) })}
              </Button>
            ) : playerUuid ? (
              <span className={`${styles.mono} ${auditStyles.shortId}`} title={playerUuid}>
                {text('bo.audit.playerShort', { id: shortId(playerUuid) })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        key: 'reason',
        header: text('bo.audit.reason'),
        wrap: true,
        cell: (entry) => (entry.reason ? <span className={auditStyles.reason}>{entry.reason}</span> : null),
      },
      {
        key: 'details',
        header: text('bo.audit.details'),
        wrap: true,
        cell: (entry) => <Details entry={entry} text={text} />,
      },
    ],
    [text, onShowPlayer],
  );

  return (
    <Table
      caption={caption}
      hideCaption
      columns={columns}
      rows={entries ?? []}
      loading={loading}
      loadingRowCount={8}
      getRowKey={(entry) => entry.id}
      emptyMessage={emptyMessage}
    />
  );
}
