import type { PlayerSession } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { Button } from '@casino/ui/Button';
import { Chip } from '@casino/ui/Chip';
import { Heading } from '@casino/ui/Heading';
import { Inline } from '@casino/ui/Inline';
import { Stack } from '@casino/ui/Stack';
import { Table } from '@casino/ui/Table';
import { Text } from '@casino/ui/Text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { toBcp47 } from '../../i18n/i18n';
import { notify } from '../../notify/notify';
import { dateTime } from '../money/format';
import { deviceName } from './format';
import { useSessions } from '../../data/player';
import { errorMessage } from '../../data/errors';

/**
 * The player's open sessions (issue 17): browser and system, address, sign-in and last use, "This
 * device" marked; End session for each other one and End all other sessions. An ended session's
 * tokens stop working and its sockets close at once.
 */
export function SessionsList({ playerUuid }: { playerUuid: string }) {
  const { t, i18n } = useTranslation();
  const sessions = useSessions(playerUuid);
  const [busy, setBusy] = useState<string | null>(null);
  const locale = toBcp47(i18n.language);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const end = async (id: string | 'others') => {
    setBusy(id);
    try {
      if (id === 'others') await callApi(playersApi.endOtherSessions);
      else await callApi(playersApi.endSession, { params: { id } });
      notify.success(t(id === 'others' ? 'security.othersEnded' : 'security.sessionEnded'));
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setBusy(null);
      await sessions.mutate();
    }
  };

  return (
    <Stack gap="sm" as="section" aria-labelledby="sessions-title">
      <Heading level={3} size="lg" id="sessions-title">
        {t('security.sessionsTitle')}
      </Heading>
      <Text tone="secondary" size="sm">
        {t('security.sessionsIntro')}
      </Text>
      {sessions.error ? (
        <Text role="alert">{t('security.loadFailed')}</Text>
      ) : (
        <Table<PlayerSession>
          caption={t('security.sessionsTable')}
          hideCaption
          stackOnMobile
          loading={!sessions.data}
          loadingRowCount={2}
          emptyMessage={t('security.noSessions')}
          rows={sessions.data ?? []}
          getRowKey={(session) => session.id}
          columns={[
            {
              key: 'device',
              header: t('security.device'),
              wrap: true,
              cell: (session) => (
                <Inline gap="xs" align="center">
                  <span>{deviceName(t, session)}</span>
                  {session.current && (
                    <Chip tone="success" size="sm">
                      {t('security.thisDevice')}
                    </Chip>
                  )}
                </Inline>
              ),
            },
            { key: 'address', header: t('security.address'), cell: (session) => session.address ?? '—' },
            { key: 'started', header: t('security.started'), cell: (session) => dateTime(session.startedAt, locale) },
            {
              key: 'lastSeen',
              header: t('security.lastSeen'),
              cell: (session) => dateTime(session.lastSeenAt, locale),
            },
            {
              key: 'actions',
              header: t('security.endSession'),
              align: 'end',
              cell: (session) =>
                session.current ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === session.id}
                    disabled={busy !== null}
                    aria-label={t('security.endSessionOf', { device: deviceName(t, session) })}
                    onClick={() => void end(session.id)}
                  >
                    {t('security.endSession')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {sessions.data &&
        (others.length > 0 ? (
          <div>
            <Button
              variant="danger"
              loading={busy === 'others'}
              disabled={busy !== null}
              onClick={() => void end('others')}
            >
              {t('security.endOthers')}
            </Button>
          </div>
        ) : (
          <Text size="sm" tone="secondary">
            {t('security.onlyThisDevice')}
          </Text>
        ))}
    </Stack>
  );
}
