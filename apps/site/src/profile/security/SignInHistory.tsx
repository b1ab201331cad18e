import type { SignInAttempt } from '@casino/contract';
import { Chip } from '@casino/ui/Chip';
import { Heading } from '@casino/ui/Heading';
import { Stack } from '@casino/ui/Stack';
import { Table } from '@casino/ui/Table';
import { Text } from '@casino/ui/Text';
import { useTranslation } from 'react-i18next';
import { toBcp47 } from '../../i18n/i18n';
import { dateTime } from '../money/format';
import { deviceName, OUTCOME_LABELS } from './format';
import { useSignIns } from '../../data/player';

/** The last 20 sign-in attempts on the account with their outcome (issue 17). */
export function SignInHistory({ playerUuid }: { playerUuid: string }) {
  const { t, i18n } = useTranslation();
  const signIns = useSignIns(playerUuid);
  const locale = toBcp47(i18n.language);

  return (
    <Stack gap="sm" as="section" aria-labelledby="sign-ins-title">
      <Heading level={3} size="lg" id="sign-ins-title">
        {t('security.signInsTitle')}
      </Heading>
      <Text tone="secondary" size="sm">
        {t('security.signInsIntro')}
      </Text>
      {signIns.error ? (
        <Text role="alert">{t('security.loadFailed')}</Text>
      ) : (
        <Table<SignInAttempt>
          caption={t('security.signInsTable')}
          hideCaption
          stackOnMobile
          loading={!signIns.data}
          loadingRowCount={3}
          rows={signIns.data ?? []}
          getRowKey={(attempt, index) => `${attempt.at}-${index}`}
          emptyMessage={t('security.noSignIns')}
          columns={[
            { key: 'when', header: t('security.when'), cell: (attempt) => dateTime(attempt.at, locale) },
            {
              key: 'outcome',
              header: t('security.outcome'),
              cell: (attempt) => (
                <Chip tone={attempt.outcome === 'success' ? 'success' : 'warning'} size="sm">
                  {t(OUTCOME_LABELS[attempt.outcome])}
                </Chip>
              ),
            },
            { key: 'address', header: t('security.address'), cell: (attempt) => attempt.address ?? '—' },
            { key: 'device', header: t('security.device'), wrap: true, cell: (attempt) => deviceName(t, attempt) },
          ]}
        />
      )}
    </Stack>
  );
}
