import type {
  AuditEntry,
  BalanceAdjustment,
  CasinoRound,
  PaymentTransaction,
  Player360,
  PlayerLimit,
  PlayerSession,
  ProtectionAuditEntry,
  SignInAttempt,
  SportsbookBet,
} from '@casino/contract';
import {
  backofficeApi,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@casino/contract/routes';
import {
  Button,
  Card,
  Chip,
  DescriptionList,
  Heading,
  Notice,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Text,
  TextField,
  type TableColumn,
} from '@casino/ui';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDateTime } from '../../format';
import { errorFields, errorText, useText, type Text as TextOf } from '../../i18n';
import { useSession } from '../../session/session';
import { paths } from '../../paths';
import { ActionDialog } from './ActionDialog';
import * as desk from './desk.css';
import { humanise, minorToDecimal } from './labels';
import { LoadError, LongTextField } from '../../app/PageParts';

export const playerKey = (uuid: string) => ['backoffice/player', uuid] as const;

/** A titled card of the 360. */
function Section({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    // A group, not a landmark: its tables are regions named as the card is.
    <Card role="group" padding="lg" aria-labelledby={id}>
      <Stack gap="md">
        <div className={desk.playerHeader}>
          <Heading level={2} size="md" id={id}>
            {title}
          </Heading>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}

/** The player 360 (issue 30): everything about one player on one page, and the actions the role may take. */
export function PlayerPage() {
  const text = useText();
  const { can } = useSession();
  const { uuid = '' } = useParams();
  const player = useSWR(playerKey(uuid), () => callApi(backofficeApi.player, { params: { uuid } }));
  const data = player.data;
  usePageTitle(data ? `${data.player.firstName} ${data.player.lastName}` : text('bo.player.title'));
  const refresh = () => void player.mutate();

  if (player.error) {
    return (
      <div className={styles.page}>
        <Heading level={1} size="2xl">
          {text('bo.player.title')}
        </Heading>
        <Notice tone="danger" role="alert">
          {errorText(player.error, text('bo.unexpectedError'))}
        </Notice>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page} aria-busy="true">
        <Heading level={1} size="2xl">
          {text('bo.player.title')}
        </Heading>
        <Skeleton height="12rem" />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PlayerHeader data={data} onChanged={refresh} />
      {can('harmMarkers.read') ? (
        <Link to={paths.harmAlerts({ player: data.player.uuid })}>{text('bo.harm.playerLink')}</Link>
      ) : null}
      <Tabs defaultValue="overview">
        <TabsList aria-label={text('bo.player.sections')}>
          <TabsTrigger value="overview">{text('bo.player.tab.overview')}</TabsTrigger>
          <TabsTrigger value="money">{text('bo.player.tab.money')}</TabsTrigger>
          <TabsTrigger value="play">{text('bo.player.tab.play')}</TabsTrigger>
          <TabsTrigger value="security">{text('bo.player.tab.security')}</TabsTrigger>
          <TabsTrigger value="protection">{text('bo.player.tab.protection')}</TabsTrigger>
          <TabsTrigger value="notes">{text('bo.player.tab.notes', { number: data.notes.length })}</TabsTrigger>
          {can('players.audit') ? <TabsTrigger value="audit">{text('bo.player.tab.audit')}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="overview">
          <div className={desk.tabPanel}>
            <Overview data={data} />
          </div>
        </TabsContent>
        <TabsContent value="money">
          <div className={desk.tabPanel}>
            <Money data={data} onChanged={refresh} />
          </div>
        </TabsContent>
        <TabsContent value="play">
          <div className={desk.tabPanel}>
            <Play data={data} />
          </div>
        </TabsContent>
        <TabsContent value="security">
          <div className={desk.tabPanel}>
            <Security data={data} />
          </div>
        </TabsContent>
        <TabsContent value="protection">
          <div className={desk.tabPanel}>
            <Protection data={data} onChanged={refresh} />
          </div>
        </TabsContent>
        <TabsContent value="notes">
          <div className={desk.tabPanel}>
            <Notes data={data} onChanged={refresh} />
          </div>
        </TabsContent>
        {can('players.audit') ? (
          <TabsContent value="audit">
            <div className={desk.tabPanel}>
              <PlayerAudit uuid={uuid} />
            </div>
          </TabsContent>
        ) : null}
      </Tabs>
    </div>
  );
}

function PlayerHeader({ data, onChanged }: { data: Player360; onChanged: () => void }) {
  const text = useText();
  const { can } = useSession();
  const { player } = data;
  const uuid = player.uuid;
  return (
    <header className={desk.playerHeader}>
      <Stack gap="xs">
        <Heading level={1} size="2xl">
          {player.firstName} {player.lastName}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {player.email} · <span className={styles.mono}>{uuid}</span>
        </Text>
        <div className={desk.chips}>
          {data.locked ? (
            <Chip tone="danger">{text('bo.player.locked')}</Chip>
          ) : (
            <Chip tone="success">{text('bo.player.active')}</Chip>
          )}
          <Chip tone={data.kyc.approved ? 'success' : 'warning'}>
            {data.kyc.approved ? text('bo.player.kycApproved') : text('bo.player.kycNotApproved')}
          </Chip>
          <Chip tone="neutral">
            {data.twoFactorEnabled ? text('bo.player.twoFactorOn') : text('bo.player.twoFactorOff')}
          </Chip>
          {data.tags.map((tag) => (
            <Chip key={tag} tone="accent">
              {tag}
            </Chip>
          ))}
        </div>
      </Stack>
      {can('players.security') ? (
        <div className={styles.actions} role="group" aria-label={text('bo.player.actions')}>
          {data.locked ? (
            <ActionDialog
              label={text('bo.player.unlock')}
              title={text('bo.player.unlockTitle')}
              description={text('bo.player.unlockText')}
              submitLabel={text('bo.player.unlock')}
              onSubmit={async (reason) => {
                await callApi(backofficeApi.unlockPlayer, { params: { uuid }, body: { reason } });
                onChanged();
              }}
            />
          ) : (
            <ActionDialog
              label={text('bo.player.lock')}
              title={text('bo.player.lockTitle')}
              description={text('bo.player.lockText')}
              submitLabel={text('bo.player.lock')}
              danger
              onSubmit={async (reason) => {
                await callApi(backofficeApi.lockPlayer, { params: { uuid }, body: { reason } });
                onChanged();
              }}
            />
          )}
          {data.twoFactorEnabled ? (
            <ActionDialog
              label={text('bo.player.resetTwoFactor')}
              title={text('bo.player.resetTwoFactorTitle')}
              description={text('bo.player.resetTwoFactorText')}
              submitLabel={text('bo.player.resetTwoFactor')}
              danger
              onSubmit={async (reason) => {
                await callApi(backofficeApi.resetPlayerTwoFactor, { params: { uuid }, body: { reason } });
                onChanged();
              }}
            />
          ) : null}
        </div>
      ) : null}
    </header>
  );
}

function Overview({ data }: { data: Player360 }) {
  const text = useText();
  const { player } = data;
  const bonus = data.activeBonus;
  return (
    <div className={desk.twoColumns}>
      <Section id="identity-title" title={text('bo.player.identity')}>
        <DescriptionList
          items={[
            { term: text('bo.player.gamertag'), description: player.username },
            {
              term: text('bo.player.email'),
              description: `${player.email} (${player.isVerified ? text('bo.player.verified') : text('bo.player.notVerified')})`,
            },
            { term: text('bo.player.dob'), description: player.dob },
            { term: text('bo.player.phone'), description: player.phoneNumber },
            { term: text('bo.player.address'), description: `${player.address}, ${player.city}, ${player.country}` },
            { term: text('bo.player.language'), description: player.locale },
            { term: text('bo.player.joined'), description: formatDateTime(player.createdAt) },
          ]}
        />
      </Section>
      <Section id="wallet-title" title={text('bo.player.wallet')}>
        <DescriptionList
          items={data.accounts.flatMap((account) => [
            {
              key: `${account.id}-cash`,
              term: text('bo.player.cash', { currency: account.currency.code }),
              description: account.cash,
            },
            {
              key: `${account.id}-bonus`,
              term: text('bo.player.bonus', { currency: account.currency.code }),
              description: account.bonus,
            },
            {
              key: `${account.id}-held`,
              term: text('bo.player.held', { currency: account.currency.code }),
              description: account.held,
            },
          ])}
        />
        {bonus ? (
          <Text as="p" size="sm">
            {text('bo.player.wagering', {
              name: bonus.bonusType.name,
              wagered: bonus.amountWagered,
              required: bonus.wageringRequirement,
              left: bonus.wageringLeft,
            })}
          </Text>
        ) : (
          <Text as="p" size="sm" tone="secondary">
            {text('bo.player.noBonus')}
          </Text>
        )}
      </Section>
      <Section id="kyc-title" title={text('bo.player.kyc')}>
        <Table
          caption={text('bo.player.kyc')}
          hideCaption
          columns={[
            { key: 'name', header: text('bo.player.document'), cell: (doc) => text(`bo.player.doc.${doc.name}`) },
            {
              key: 'status',
              header: text('bo.player.status'),
              cell: (doc) =>
                !doc.isReviewed ? (
                  <Chip tone="warning">{text('bo.player.docPending')}</Chip>
                ) : doc.rejected ? (
                  <Chip tone="danger">{text('bo.player.docRejected')}</Chip>
                ) : (
                  <Chip tone="success">{text('bo.player.docApproved')}</Chip>
                ),
            },
            { key: 'files', header: text('bo.player.files'), align: 'end', cell: (doc) => doc.files.length },
          ]}
          rows={data.kyc.documents}
          getRowKey={(doc) => doc.name}
          emptyMessage={text('bo.player.noDocuments')}
        />
      </Section>
    </div>
  );
}

function Money({ data, onChanged }: { data: Player360; onChanged: () => void }) {
  const text = useText();
  const { can } = useSession();
  const uuid = data.player.uuid;
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const transactionColumns = useMemo<TableColumn<PaymentTransaction>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (row) => formatDateTime(row.createdAt) },
      { key: 'type', header: text('bo.player.type'), cell: (row) => humanise(row.type.name) },
      { key: 'status', header: text('bo.player.status'), cell: (row) => humanise(row.status.name) },
      {
        key: 'amount',
        header: text('bo.player.amount'),
        align: 'end',
        cell: (row) => `${row.amount} ${row.player.currency.code}`,
      },
    ],
    [text],
  );
  const adjustmentColumns = useMemo<TableColumn<BalanceAdjustment>[]>(
    () => [
      {
        key: 'requested',
        header: text('bo.player.requestedBy'),
        cell: (row) => (
          <span className={styles.cellStack}>
            <Text as="span" size="sm">
              {row.requestedBy.name}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {formatDateTime(row.requestedAt)}
            </Text>
          </span>
        ),
      },
      { key: 'amount', header: text('bo.player.amount'), align: 'end', cell: (row) => `${row.amount} ${row.currency}` },
      { key: 'reason', header: text('bo.player.reason'), wrap: true, width: '30%', cell: (row) => row.reason },
      {
        key: 'status',
        header: text('bo.player.status'),
        wrap: true,
        // The state, and under a pending one what this staff member may do with it.
        cell: (row) => (
          <span className={styles.cellStack}>
            {row.status === 'pending' ? (
              <Chip tone="warning">{text('bo.player.adjustmentPending')}</Chip>
            ) : row.status === 'applied' ? (
              <Chip tone="success">{text('bo.player.adjustmentApplied', { name: row.decidedBy?.name ?? '' })}</Chip>
            ) : (
              <Chip tone="neutral">{text('bo.player.adjustmentRejected', { name: row.decidedBy?.name ?? '' })}</Chip>
            )}
            {row.status === 'pending' && can('balance.adjust') ? <Decide row={row} onChanged={onChanged} /> : null}
          </span>
        ),
      },
    ],
    [text, can, onChanged],
  );
  return (
    <>
      <Section id="transactions-title" title={text('bo.player.transactions')}>
        <Table
          caption={text('bo.player.transactions')}
          hideCaption
          columns={transactionColumns}
          rows={data.transactions}
          getRowKey={(row) => row.uuid}
          emptyMessage={text('bo.player.noTransactions')}
        />
      </Section>
      <Section
        id="adjustments-title"
        title={text('bo.player.adjustments')}
        actions={
          can('balance.adjust') ? (
            <ActionDialog
              label={text('bo.player.adjust')}
              title={text('bo.player.adjustTitle')}
              description={text('bo.player.adjustText')}
              submitLabel={text('bo.player.adjustSubmit')}
              buttonVariant="primary"
              check={(): Record<string, string> =>
                /^-?\d+(\.\d+)?$/.test(amount.trim()) ? {} : { amount: text('bo.player.amountInvalid') }
              }
              onFields={setFields}
              onSubmit={async (reason) => {
                await callApi(backofficeApi.requestBalanceAdjustment, {
                  params: { uuid },
                  body: { amount: amount.trim(), reason },
                });
                setAmount('');
                onChanged();
              }}
            >
              <TextField
                label={text('bo.player.adjustAmount', { currency: data.player.currency })}
                hint={text('bo.player.adjustHint')}
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                error={fields.amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </ActionDialog>
          ) : null
        }
      >
        <Table
          caption={text('bo.player.adjustments')}
          hideCaption
          columns={adjustmentColumns}
          rows={data.adjustments}
          getRowKey={(row) => row.id}
          emptyMessage={text('bo.player.noAdjustments')}
        />
      </Section>
    </>
  );
}

/** Approve (another staff member's request) or reject a pending adjustment. */
function Decide({ row, onChanged }: { row: BalanceAdjustment; onChanged: () => void }) {
  const text = useText();
  const { self } = useSession();
  return (
    <div className={styles.actions}>
      {row.requestedBy.id !== self?.staff.id ? (
        <ActionDialog
          label={text('bo.player.approve')}
          title={text('bo.player.approveTitle', { amount: `${row.amount} ${row.currency}` })}
          description={text('bo.player.approveText')}
          submitLabel={text('bo.player.approve')}
          reasonRequired={false}
          onSubmit={async (reason) => {
            await callApi(backofficeApi.approveBalanceAdjustment, {
              params: { id: row.id },
              body: reason ? { reason } : {},
            });
            onChanged();
          }}
        />
      ) : (
        <Text as="span" size="xs" tone="secondary">
          {text('bo.player.waitingForSecond')}
        </Text>
      )}
      <ActionDialog
        label={text('bo.player.reject')}
        title={text('bo.player.rejectTitle')}
        description={text('bo.player.rejectText')}
        submitLabel={text('bo.player.reject')}
        danger
        onSubmit={async (reason) => {
          await callApi(backofficeApi.rejectBalanceAdjustment, { params: { id: row.id }, body: { reason } });
          onChanged();
        }}
      />
    </div>
  );
}

function Play({ data }: { data: Player360 }) {
  const text = useText();
  const rounds = useMemo<TableColumn<CasinoRound>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (row) => formatDateTime(row.createdAt) },
      { key: 'game', header: text('bo.player.game'), wrap: true, cell: (row) => row.game?.name ?? '' },
      {
        key: 'stake',
        header: text('bo.player.stake'),
        align: 'end',
        cell: (row) => `${row.stake} ${row.currency.code}`,
      },
      {
        key: 'payout',
        header: text('bo.player.payout'),
        align: 'end',
        cell: (row) => `${row.payout} ${row.currency.code}`,
      },
    ],
    [text],
  );
  const bets = useMemo<TableColumn<SportsbookBet>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (row) => formatDateTime(row.createdAt) },
      { key: 'bet', header: text('bo.player.bet'), wrap: true, cell: (row) => row.description },
      { key: 'status', header: text('bo.player.status'), cell: (row) => humanise(row.status) },
      {
        key: 'stake',
        header: text('bo.player.stake'),
        align: 'end',
        cell: (row) => `${row.stake} ${row.currency.code}`,
      },
      {
        key: 'payout',
        header: text('bo.player.payout'),
        align: 'end',
        cell: (row) => `${row.payout} ${row.currency.code}`,
      },
    ],
    [text],
  );
  return (
    <>
      <Section id="rounds-title" title={text('bo.player.rounds')}>
        <Table
          caption={text('bo.player.rounds')}
          hideCaption
          columns={rounds}
          rows={data.rounds}
          getRowKey={(row) => row.uuid}
          emptyMessage={text('bo.player.noRounds')}
        />
      </Section>
      <Section id="bets-title" title={text('bo.player.bets')}>
        <Table
          caption={text('bo.player.bets')}
          hideCaption
          columns={bets}
          rows={data.bets}
          getRowKey={(row) => row.uuid}
          emptyMessage={text('bo.player.noBets')}
        />
      </Section>
    </>
  );
}

function Security({ data }: { data: Player360 }) {
  const text = useText();
  const sessions = useMemo<TableColumn<PlayerSession>[]>(
    () => [
      { key: 'started', header: text('bo.player.started'), cell: (row) => formatDateTime(row.startedAt) },
      { key: 'seen', header: text('bo.player.lastSeen'), cell: (row) => formatDateTime(row.lastSeenAt) },
      {
        key: 'device',
        header: text('bo.player.device'),
        wrap: true,
        cell: (row) => [row.browser, row.os].filter(Boolean).join(', ') || text('bo.sessions.unknown'),
      },
      { key: 'address', header: text('bo.player.ipAddress'), cell: (row) => row.address ?? '' },
    ],
    [text],
  );
  const signIns = useMemo<TableColumn<SignInAttempt>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (row) => formatDateTime(row.at) },
      { key: 'outcome', header: text('bo.player.outcome'), cell: (row) => humanise(row.outcome) },
      {
        key: 'device',
        header: text('bo.player.device'),
        wrap: true,
        cell: (row) => [row.browser, row.os].filter(Boolean).join(', ') || text('bo.sessions.unknown'),
      },
      { key: 'address', header: text('bo.player.ipAddress'), cell: (row) => row.address ?? '' },
    ],
    [text],
  );
  return (
    <>
      <Section id="sessions-title" title={text('bo.player.sessions')}>
        <Table
          caption={text('bo.player.sessions')}
          hideCaption
          columns={sessions}
          rows={data.sessions}
          getRowKey={(row) => row.id}
          emptyMessage={text('bo.player.noSessions')}
        />
      </Section>
      <Section id="sign-ins-title" title={text('bo.player.signIns')}>
        <Table
          caption={text('bo.player.signIns')}
          hideCaption
          columns={signIns}
          rows={data.signIns}
          getRowKey={(row) => `${row.at}-${row.outcome}`}
          emptyMessage={text('bo.player.noSignIns')}
        />
      </Section>
    </>
  );
}

/** Every audit entry about the player, newest first (players.audit): who did what, and why. */
function PlayerAudit({ uuid }: { uuid: string }) {
  const text = useText();
  // Read when the tab opens (Radix mounts a tab's content only while it is shown), and again each time.
  const audit = useSWR(['backoffice/player-audit', uuid], () =>
    callApi(backofficeApi.playerAudit, { params: { uuid }, query: { page: 1, limit: 50 } }),
  );
  const columns = useMemo<TableColumn<AuditEntry>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (entry) => formatDateTime(entry.at) },
      {
        key: 'action',
        header: text('bo.player.change'),
        wrap: true,
        cell: (entry) => text(`bo.auditAction.${entry.action}`),
      },
      {
        key: 'by',
        header: text('bo.player.by'),
        wrap: true,
        cell: (entry) =>
          entry.actorKind === 'staff'
            ? `${entry.actorName ?? ''}${entry.actorRole ? ` (${text(`bo.role.${entry.actorRole}`)})` : ''}`
            : humanise(entry.actorKind),
      },
      {
        key: 'reason',
        header: text('bo.player.reason'),
        wrap: true,
        width: '35%',
        cell: (entry) => entry.reason ?? '',
      },
    ],
    [text],
  );
  return (
    <Section id="player-audit-title" title={text('bo.player.audit')}>
      <LoadError error={audit.error} />
      <Table
        caption={text('bo.player.audit')}
        hideCaption
        columns={columns}
        rows={audit.data?.entries ?? []}
        loading={!audit.data && !audit.error}
        getRowKey={(entry) => entry.id}
        emptyMessage={text('bo.player.noAudit')}
      />
    </Section>
  );
}

function limitValue(text: TextOf, limit: PlayerLimit): string {
  if (limit.amount === null) return text('bo.player.noLimit');
  return limit.kind === 'time' ? text('bo.player.minutes', { minutes: limit.amount }) : limit.amount;
}

function Protection({ data, onChanged }: { data: Player360; onChanged: () => void }) {
  const text = useText();
  const { can } = useSession();
  const uuid = data.player.uuid;
  const { protection } = data;
  const [kind, setKind] = useState<string>('deposit');
  const [period, setPeriod] = useState<string>('day');
  const [amount, setAmount] = useState('');
  const [exclusion, setExclusion] = useState<string>('time_out:24h');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [capAmount, setCapAmount] = useState('');
  const limits = protection.limits.filter((limit) => limit.amount !== null || limit.pending);
  // The Dutch market's cap on net deposits, and its first amount until staff talk with the player.
  const cap = protection.depositCap;
  const places = data.accounts[0]?.cash.split('.')[1]?.length ?? 2;
  const audit = useMemo<TableColumn<ProtectionAuditEntry>[]>(
    () => [
      { key: 'at', header: text('bo.player.when'), cell: (row) => formatDateTime(row.requestedAt) },
      { key: 'action', header: text('bo.player.change'), wrap: true, cell: (row) => humanise(row.action) },
      {
        key: 'actor',
        header: text('bo.player.by'),
        wrap: true,
        cell: (row) => {
          const staff = (row.details as { staff?: { name?: string } }).staff;
          return staff?.name ? `${humanise(row.actor)} (${staff.name})` : humanise(row.actor);
        },
      },
      {
        key: 'details',
        header: text('bo.player.details'),
        wrap: true,
        cell: (row) => {
          const details = row.details as Record<string, unknown>;
          // A limit's amounts are kept in minor units (minutes for time).
          const money = typeof details.kind === 'string' && details.kind !== 'time';
          return Object.entries(details)
            .filter(([key]) => key !== 'staff')
            .map(([key, value]) => {
              if (value === null) return `${key}: ${text('bo.player.none')}`;
              if (money && (key === 'from' || key === 'to')) return `${key}: ${minorToDecimal(value, places)}`;
              return `${key}: ${String(value)}`;
            })
            .join(' · ');
        },
      },
    ],
    [text, places],
  );
  const exclusionOptions = [
    ...TIME_OUT_PERIODS.map((value) => ({
      value: `time_out:${value}`,
      label: text('bo.player.timeOutFor', { period: value }),
    })),
    ...SELF_EXCLUSION_PERIODS.map((value) => ({
      value: `self_exclusion:${value}`,
      label: text('bo.player.selfExclusionFor', { period: value }),
    })),
  ];
  return (
    <>
      <Section
        id="protection-title"
        title={text('bo.player.protection')}
        actions={
          can('protection.manage') ? (
            <>
              <ActionDialog
                label={text('bo.player.setLimit')}
                title={text('bo.player.setLimitTitle')}
                description={text('bo.player.setLimitText')}
                submitLabel={text('bo.player.setLimit')}
                onFields={setFields}
                check={(): Record<string, string> => (amount.trim() ? {} : { amount: text('bo.player.amountInvalid') })}
                onSubmit={async (reason) => {
                  await callApi(backofficeApi.setPlayerLimitByStaff, {
                    params: { uuid },
                    body: {
                      kind: kind as PlayerLimit['kind'],
                      period: period as PlayerLimit['period'],
                      amount: amount.trim(),
                      reason,
                    },
                  });
                  onChanged();
                }}
              >
                <Select
                  label={text('bo.player.limitKind')}
                  value={kind}
                  options={LIMIT_KINDS.map((value) => ({ value, label: text(`bo.player.limit.${value}`) }))}
                  onValueChange={setKind}
                />
                <Select
                  label={text('bo.player.limitPeriod')}
                  value={period}
                  options={LIMIT_PERIODS.map((value) => ({ value, label: text(`bo.player.period.${value}`) }))}
                  onValueChange={setPeriod}
                />
                <TextField
                  label={
                    kind === 'time'
                      ? text('bo.player.limitMinutes')
                      : text('bo.player.limitAmount', { currency: data.player.currency })
                  }
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={amount}
                  error={fields.amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </ActionDialog>
              <ActionDialog
                label={text('bo.player.exclude')}
                title={text('bo.player.excludeTitle')}
                description={text('bo.player.excludeText')}
                submitLabel={text('bo.player.exclude')}
                danger
                onFields={setFields}
                onSubmit={async (reason) => {
                  const [type, chosen] = exclusion.split(':') as ['time_out' | 'self_exclusion', string];
                  await callApi(backofficeApi.excludePlayerByStaff, {
                    params: { uuid },
                    body: { type, period: chosen as (typeof TIME_OUT_PERIODS)[number], reason },
                  });
                  onChanged();
                }}
              >
                <Select
                  label={text('bo.player.exclusion')}
                  value={exclusion}
                  options={exclusionOptions}
                  onValueChange={setExclusion}
                />
              </ActionDialog>
              {cap?.untilContact ? (
                <ActionDialog
                  label={text('bo.player.recordContact')}
                  title={text('bo.player.recordContactTitle')}
                  description={text('bo.player.recordContactText', {
                    limit: `${cap.untilContact.limit} ${data.player.currency}`,
                  })}
                  submitLabel={text('bo.player.recordContact')}
                  onSubmit={async (reason) => {
                    await callApi(backofficeApi.recordContactMomentByStaff, { params: { uuid }, body: { reason } });
                    onChanged();
                  }}
                />
              ) : null}
              {cap ? (
                <ActionDialog
                  label={text('bo.player.affordability')}
                  title={text('bo.player.affordabilityTitle')}
                  description={text('bo.player.affordabilityText')}
                  submitLabel={text('bo.player.affordability')}
                  onFields={setFields}
                  check={(): Record<string, string> =>
                    capAmount.trim() ? {} : { amount: text('bo.player.amountInvalid') }
                  }
                  onSubmit={async (reason) => {
                    await callApi(backofficeApi.recordAffordabilityCheckByStaff, {
                      params: { uuid },
                      body: { amount: capAmount.trim(), reason },
                    });
                    onChanged();
                  }}
                >
                  <TextField
                    label={text('bo.player.affordabilityAmount', { currency: data.player.currency })}
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    value={capAmount}
                    error={fields.amount}
                    onChange={(event) => setCapAmount(event.target.value)}
                  />
                </ActionDialog>
              ) : null}
            </>
          ) : null
        }
      >
        <DescriptionList
          items={[
            {
              term: text('bo.player.timeOut'),
              description: protection.timeOut
                ? text('bo.player.until', {
                    time: formatDateTime(protection.timeOut.endsAt) || text('bo.player.permanent'),
                  })
                : text('bo.player.none'),
            },
            {
              term: text('bo.player.selfExclusion'),
              description: protection.selfExclusion
                ? text('bo.player.until', {
                    time: formatDateTime(protection.selfExclusion.endsAt) || text('bo.player.permanent'),
                  })
                : text('bo.player.none'),
            },
            ...(cap
              ? [
                  {
                    key: 'deposit-cap',
                    term: text('bo.player.depositCap'),
                    description: text('bo.player.depositCapValue', {
                      used: `${cap.used} ${data.player.currency}`,
                      cap: `${cap.cap} ${data.player.currency}`,
                    }),
                  },
                  {
                    key: 'until-contact',
                    term: text('bo.player.untilContact'),
                    description: cap.untilContact
                      ? text('bo.player.untilContactValue', {
                          used: `${cap.untilContact.used} ${data.player.currency}`,
                          limit: `${cap.untilContact.limit} ${data.player.currency}`,
                        })
                      : text('bo.player.contactRecorded'),
                  },
                ]
              : []),
            ...limits.map((limit) => ({
              key: `${limit.kind}-${limit.period}`,
              term: text('bo.player.limitOf', {
                kind: text(`bo.player.limit.${limit.kind}`),
                period: text(`bo.player.period.${limit.period}`),
              }),
              description: limitValue(text, limit),
            })),
          ]}
        />
      </Section>
      <Section id="protection-audit-title" title={text('bo.player.protectionAudit')}>
        <Table
          caption={text('bo.player.protectionAudit')}
          hideCaption
          columns={audit}
          rows={[...data.protectionAudit].reverse()}
          getRowKey={(row) => row.id}
          emptyMessage={text('bo.player.noProtectionAudit')}
        />
      </Section>
    </>
  );
}

function Notes({ data, onChanged }: { data: Player360; onChanged: () => void }) {
  const text = useText();
  const { can } = useSession();
  const uuid = data.player.uuid;
  const [note, setNote] = useState('');
  const [tags, setTags] = useState(data.tags.join(', '));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState<'note' | 'tags' | null>(null);
  const writable = can('players.notes');

  const send = async (what: 'note' | 'tags', event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (what === 'note' && !note.trim()) {
      setFields({ text: text('bo.player.noteRequired') });
      return;
    }
    setSending(what);
    setFields({});
    setError(undefined);
    try {
      if (what === 'note') {
        await callApi(backofficeApi.addPlayerNote, { params: { uuid }, body: { text: note.trim() } });
        setNote('');
      } else {
        const list = [
          ...new Set(
            tags
              .split(',')
              .map((tag) => tag.trim().toLowerCase())
              .filter(Boolean),
          ),
        ];
        const saved = await callApi(backofficeApi.setPlayerTags, { params: { uuid }, body: { tags: list } });
        setTags(saved.join(', '));
      }
      onChanged();
    } catch (failure) {
      const refused = errorFields(failure);
      setFields(what === 'tags' && Object.keys(refused).length ? { tags: text('bo.player.tagsInvalid') } : refused);
      if (!Object.keys(refused).length) setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(null);
    }
  };

  return (
    <div className={desk.twoColumns}>
      <Section id="notes-title" title={text('bo.player.notes')}>
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}
        {writable ? (
          <form className={styles.form} noValidate onSubmit={(event) => void send('note', event)}>
            <LongTextField
              label={text('bo.player.newNote')}
              rows={4}
              name="note"
              maxLength={2000}
              autoComplete="off"
              value={note}
              error={fields.text}
              onChange={(event) => setNote(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" size="sm" loading={sending === 'note'}>
                {text('bo.player.addNote')}
              </Button>
            </div>
          </form>
        ) : null}
        {data.notes.length ? (
          <ul aria-label={text('bo.player.notes')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {data.notes.map((item) => (
              <li key={item.id} className={desk.note}>
                <Text as="p" size="sm">
                  {item.text}
                </Text>
                <Text as="p" size="xs" tone="secondary">
                  {text('bo.player.noteBy', { name: item.authorName, time: formatDateTime(item.createdAt) })}
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text as="p" size="sm" tone="secondary">
            {text('bo.player.noNotes')}
          </Text>
        )}
      </Section>
      <Section id="tags-title" title={text('bo.player.tags')}>
        {writable ? (
          <form className={styles.form} noValidate onSubmit={(event) => void send('tags', event)}>
            <TextField
              label={text('bo.player.tagsField')}
              hint={text('bo.player.tagsHint')}
              name="tags"
              autoComplete="off"
              value={tags}
              error={fields.tags}
              onChange={(event) => setTags(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" size="sm" variant="secondary" loading={sending === 'tags'}>
                {text('bo.player.saveTags')}
              </Button>
            </div>
          </form>
        ) : (
          <div className={desk.chips}>
            {data.tags.length ? data.tags.map((tag) => <Chip key={tag}>{tag}</Chip>) : text('bo.player.noTags')}
          </div>
        )}
      </Section>
    </div>
  );
}
