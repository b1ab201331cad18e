import type { Campaign } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Chip, Table, Text, type TableColumn } from '@casino/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { DateTimeCell, LoadError, PageHeader } from '../../app/PageParts';
import { usePageTitle } from '../../app/usePageTitle';
import { useText } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session/session';

export const campaignsKey = ['backoffice/campaigns'] as const;

export const STATE_TONES = { scheduled: 'info', active: 'success', ended: 'neutral' } as const;

/** The bonus campaigns (bonuses.read): every offer with its state and figures; marketing makes new ones. */
export function CampaignsPage() {
  const text = useText();
  const { can } = useSession();
  usePageTitle(text('bo.campaigns.title'));
  const list = useSWR(campaignsKey, () => callApi(backofficeApi.campaigns));

  const columns = useMemo<TableColumn<Campaign>[]>(() => {
    const money = (campaign: Campaign, value: string) => `${value} ${campaign.offer.currency.code}`;
    return [
      {
        key: 'name',
        header: text('bo.campaigns.name'),
        wrap: true,
        cell: (campaign) => (
          <span className={styles.cellStack}>
            <Link to={paths.campaign(campaign.offer.uuid)}>{campaign.offer.name}</Link>
            <Text as="span" size="xs" tone="secondary">
              {campaign.offer.code} · {text(`bo.campaigns.kind.${campaign.offer.condition.name}`)}
            </Text>
          </span>
        ),
      },
      {
        key: 'state',
        header: text('bo.campaigns.state'),
        cell: (campaign) => (
          <Chip size="sm" tone={STATE_TONES[campaign.state]}>
            {text(`bo.campaigns.state.${campaign.state}`)}
          </Chip>
        ),
      },
      {
        key: 'start',
        header: text('bo.campaigns.start'),
        cell: (campaign) => (
          <DateTimeCell iso={campaign.startDate ?? campaign.createdAt} fallback={text('bo.campaigns.none')} />
        ),
      },
      {
        key: 'end',
        header: text('bo.campaigns.end'),
        cell: (campaign) => <DateTimeCell iso={campaign.offer.endDate} fallback={text('bo.campaigns.noEnd')} />,
      },
      {
        key: 'players',
        header: text('bo.campaigns.figure.players'),
        align: 'end',
        cell: (campaign) => String(campaign.figures.players),
      },
      {
        key: 'granted',
        header: text('bo.campaigns.figure.granted'),
        align: 'end',
        cell: (campaign) => money(campaign, campaign.figures.granted),
      },
      {
        key: 'converted',
        header: text('bo.campaigns.figure.converted'),
        align: 'end',
        cell: (campaign) => money(campaign, campaign.figures.converted),
      },
      {
        key: 'forfeited',
        header: text('bo.campaigns.figure.forfeited'),
        align: 'end',
        cell: (campaign) => money(campaign, campaign.figures.forfeited),
      },
      {
        key: 'cost',
        header: text('bo.campaigns.figure.cost'),
        align: 'end',
        cell: (campaign) => money(campaign, campaign.figures.cost),
      },
    ];
  }, [text]);

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.campaigns.title')} intro={text('bo.campaigns.intro')} />
      {can('bonuses.manage') ? (
        <div className={styles.actions}>
          <Link to={paths.newCampaign()}>{text('bo.campaigns.new')}</Link>
        </div>
      ) : null}
      <LoadError error={list.error} />
      <Table
        caption={text('bo.campaigns.caption')}
        hideCaption
        columns={columns}
        rows={list.data ?? []}
        loading={!list.data && !list.error}
        getRowKey={(campaign) => campaign.offer.uuid}
        emptyMessage={text('bo.campaigns.empty')}
      />
    </div>
  );
}
