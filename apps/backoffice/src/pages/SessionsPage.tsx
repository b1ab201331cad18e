import type { StaffSession } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Button, Chip, Notice, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { describeUserAgent } from '../userAgent';
import { errorText, useText } from '../i18n';
import { useSession } from '../session/session';
import { DateTimeCell, LoadError, PageHeader } from '../app/PageParts';

/** The staff member's open sessions; any may be ended (ending this browser's signs out). */
export function SessionsPage() {
  const text = useText();
  usePageTitle(text('bo.sessions.title'));
  const { signOut } = useSession();
  const sessions = useSWR('backoffice/sessions', () => callApi(backofficeApi.listSessions));
  const [ending, setEnding] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string }>();

  const columns = useMemo<TableColumn<StaffSession>[]>(() => {
    const end = async (session: StaffSession) => {
      setEnding(session.id);
      setMessage(undefined);
      try {
        if (session.current) {
          await signOut();
          return;
        }
        await callApi(backofficeApi.endSession, { params: { id: session.id } });
        setMessage({ tone: 'success', text: text('bo.sessions.ended') });
        await sessions.mutate();
      } catch (failure) {
        setMessage({ tone: 'danger', text: errorText(failure, text('bo.unexpectedError')) });
      } finally {
        setEnding(undefined);
      }
    };
    return [
      {
        key: 'browser',
        header: text('bo.sessions.browser'),
        wrap: true,
        cell: (session) => (
          <span className={styles.cellStack}>
            {session.current ? (
              <span>
                <Chip tone="info" size="sm">
                  {text('bo.sessions.current')}
                </Chip>
              </span>
            ) : null}
            <Text as="span" size="sm" title={session.userAgent ?? undefined}>
              {session.userAgent ? describeUserAgent(session.userAgent) : text('bo.sessions.unknown')}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {text('bo.sessions.fromAddress', { address: session.address ?? text('bo.sessions.unknown') })}
            </Text>
          </span>
        ),
      },
      { key: 'startedAt', header: text('bo.sessions.started'), cell: (s) => <DateTimeCell iso={s.startedAt} /> },
      {
        key: 'lastSeenAt',
        header: text('bo.sessions.lastSeen'),
        cell: (s) => <DateTimeCell iso={s.lastSeenAt} />,
      },
      { key: 'expiresAt', header: text('bo.sessions.expires'), cell: (s) => <DateTimeCell iso={s.expiresAt} /> },
      {
        key: 'end',
        header: text('bo.sessions.actions'),
        align: 'end',
        cell: (session) => (
          <Button
            size="sm"
            variant={session.current ? 'outline' : 'danger'}
            loading={ending === session.id}
            disabled={ending !== undefined && ending !== session.id}
            onClick={() => void end(session)}
          >
            {session.current ? text('bo.sessions.endCurrent') : text('bo.sessions.end')}
          </Button>
        ),
      },
    ];
  }, [text, ending, signOut, sessions]);

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.sessions.title')} intro={text('bo.sessions.intro')} />
      {message ? (
        <Notice tone={message.tone} role={message.tone === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      ) : null}
      <LoadError error={sessions.error} />
      <Table
        caption={text('bo.sessions.caption')}
        hideCaption
        columns={columns}
        rows={sessions.data ?? []}
        loading={!sessions.data && !sessions.error}
        getRowKey={(session) => session.id}
        emptyMessage={text('bo.sessions.empty')}
      />
    </div>
  );
}
