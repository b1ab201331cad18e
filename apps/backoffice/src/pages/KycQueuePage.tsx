import type { KycQueueItem } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Chip, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { useText } from '../i18n';
import { paths } from '../paths';
import * as kyc from './kyc/kyc.css';
import { ageText, DOCUMENT_TEXTS } from './kyc/kycTexts';
import { EmailText, LoadError, PageHeader } from '../app/PageParts';

export const KYC_QUEUE_KEY = 'backoffice/kyc';

/** The KYC queue (kyc.read): players with documents waiting, oldest first, with age and who has each open. */
export function KycQueuePage() {
  const text = useText();
  usePageTitle(text('bo.kyc.title'));
  // Refreshed every half minute: items others take or finish come and go.
  const queue = useSWR(KYC_QUEUE_KEY, async () => ({ items: await callApi(backofficeApi.kycQueue), at: Date.now() }), {
    refreshInterval: 30_000,
  });
  const now = queue.data?.at ?? 0;

  const columns = useMemo<TableColumn<KycQueueItem>[]>(() => {
    return [
      {
        key: 'player',
        header: text('bo.kyc.player'),
        wrap: true,
        cell: (item) => (
          <span className={kyc.playerCell}>
            <Link to={paths.kycReview(item.player.uuid)}>
              {item.player.firstName} {item.player.lastName}
            </Link>
            <Text as="span" size="xs" tone="secondary">
              <EmailText email={item.player.email} />
            </Text>
            {/* Whether someone has it open: under the name, so the row fits 1024 px without a column mostly empty. */}
            {item.takenBy ? (
              <span>
                <Chip size="sm" tone={item.takenBy.mine ? 'info' : 'neutral'} dot>
                  {item.takenBy.mine ? text('bo.kyc.takenByYou') : text('bo.kyc.takenBy', { name: item.takenBy.name })}
                </Chip>
              </span>
            ) : null}
          </span>
        ),
      },
      { key: 'country', header: text('bo.kyc.country'), wrap: true, cell: (item) => item.player.country },
      {
        key: 'documents',
        header: text('bo.kyc.documents'),
        wrap: true,
        cell: (item) => (
          <span className={kyc.chips}>
            {item.documents
              .filter((document) => document.status === 'pending')
              .map((document) => (
                <Chip key={document.name} size="sm" tone="warning">
                  {text(DOCUMENT_TEXTS[document.name])}
                </Chip>
              ))}
          </span>
        ),
      },
      {
        key: 'waiting',
        header: text('bo.kyc.waiting'),
        wrap: true,
        cell: (item) =>
          item.waitingSince ? (
            <span className={styles.cellStack}>
              <Text as="span" size="sm" weight="medium">
                {ageText(item.waitingSince, now, text)}
              </Text>
              <Text as="span" size="xs" tone="secondary" className={kyc.since}>
                {formatDateTime(item.waitingSince)}
              </Text>
            </span>
          ) : null,
      },
    ];
  }, [text, now]);

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.kyc.title')} intro={text('bo.kyc.intro')} />
      <LoadError error={queue.error} />
      <Table
        caption={text('bo.kyc.caption')}
        hideCaption
        columns={columns}
        rows={queue.data?.items ?? []}
        loading={!queue.data && !queue.error}
        getRowKey={(item) => item.player.uuid}
        emptyMessage={text('bo.kyc.empty')}
      />
    </div>
  );
}
