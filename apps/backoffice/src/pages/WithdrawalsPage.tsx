import type { WithdrawalQueueItem } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import {
  Button,
  Chip,
  DescriptionList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Heading,
  Notice,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@casino/ui';
import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { errorText, useText, type Text as TextOf } from '../i18n';
import { useSession } from '../session/session';
import * as moneyStyles from './money.css';
import { ledgerLabel, money, playerName, riskDetail, riskLabel } from './moneyTexts';
import { EmailText, LoadError, LongTextField, PageHeader, Outcome } from '../app/PageParts';

export const WITHDRAWALS_KEY = 'backoffice/withdrawals';

/** An address shortened for the table (the review shows it whole): its start and end. */
const shortAddress = (address: string) =>
  address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;

const amountOf = (item: WithdrawalQueueItem) => money(item.withdrawal.amount, item.withdrawal.player.currency.code);

/** The approvals column: how many it needs, who approved first. */
function ApprovalState({ item, text }: { item: WithdrawalQueueItem; text: TextOf }) {
  const [first] = item.approvals;
  if (item.needsSecondApproval && first) {
    return (
      <span className={styles.cellStack}>
        <span>
          <Chip tone="warning" size="sm" dot className={moneyStyles.wrappingChip}>
            {text('bo.withdrawals.waitingSecond')}
          </Chip>
        </span>
        <Text as="span" size="xs" tone="secondary">
          {text('bo.withdrawals.approvedBy', { name: first.staffName })}
        </Text>
      </span>
    );
  }
  return (
    <Text as="span" size="sm" tone="secondary">
      {item.needsSecondApproval ? text('bo.withdrawals.twoApprovals') : text('bo.withdrawals.oneApproval')}
    </Text>
  );
}

/** The withdrawal queue (withdrawals.read); approve or reject in the review dialog (withdrawals.decide). */
export function WithdrawalsPage() {
  const text = useText();
  usePageTitle(text('bo.withdrawals.title'));
  const queue = useSWR(WITHDRAWALS_KEY, () => callApi(backofficeApi.withdrawalQueue));
  const [open, setOpen] = useState<string>();
  const [done, setDone] = useState<string>();
  const reviewed = queue.data?.find((item) => item.withdrawal.uuid === open);

  const columns = useMemo<TableColumn<WithdrawalQueueItem>[]>(
    () => [
      {
        key: 'player',
        header: text('bo.withdrawals.player'),
        wrap: true,
        cell: (item) => (
          <span className={`${styles.cellStack} ${moneyStyles.playerCell}`}>
            <Text as="span" size="sm" weight="medium">
              {playerName(item.player)}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              <EmailText email={item.player.email} />
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {text('bo.withdrawals.requestedAt', { date: formatDateTime(item.withdrawal.createdAt) })}
            </Text>
          </span>
        ),
      },
      {
        key: 'amount',
        header: text('bo.withdrawals.amount'),
        wrap: true,
        cell: (item) => (
          <span className={styles.cellStack}>
            <Text as="span" size="sm" weight="medium">
              {amountOf(item)}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {text('bo.withdrawals.fee', {
                amount: money(item.withdrawal.fee.amount, item.withdrawal.player.currency.code),
              })}
            </Text>
            {item.withdrawal.withdrawal ? (
              <Text as="span" size="xs" tone="secondary">
                {text('bo.withdrawals.coinNetwork', {
                  coin: item.withdrawal.withdrawal.receivedCurrency,
                  network: item.withdrawal.withdrawal.network,
                })}{' '}
                <span
                  className={`${styles.mono} ${moneyStyles.shortAddress}`}
                  title={item.withdrawal.withdrawal.address}
                >
                  {shortAddress(item.withdrawal.withdrawal.address)}
                </span>
              </Text>
            ) : null}
          </span>
        ),
      },
      {
        key: 'risks',
        header: text('bo.withdrawals.risks'),
        wrap: true,
        cell: (item) =>
          item.risks.length ? (
            <ul className={moneyStyles.badges}>
              {item.risks.map((risk) => (
                <li key={risk.flag}>
                  <Chip tone={risk.flag === 'large_amount' ? 'danger' : 'warning'} size="sm">
                    {riskLabel(text, risk.flag)}
                  </Chip>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="span" size="sm" tone="secondary">
              {text('bo.withdrawals.noRisks')}
            </Text>
          ),
      },
      {
        key: 'decision',
        header: text('bo.withdrawals.approvals'),
        wrap: true,
        cell: (item) => (
          <span className={moneyStyles.decisionCell}>
            <ApprovalState item={item} text={text} />
            <span>
              <Button
                size="sm"
                variant="outline"
                aria-label={text('bo.withdrawals.reviewLabel', {
                  amount: amountOf(item),
                  name: playerName(item.player),
                })}
                onClick={() => {
                  setDone(undefined);
                  setOpen(item.withdrawal.uuid);
                }}
              >
                {text('bo.withdrawals.review')}
              </Button>
            </span>
          </span>
        ),
      },
    ],
    [text],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.withdrawals.title')} intro={text('bo.withdrawals.intro')} />
      <Outcome done={done} />
      <LoadError error={queue.error} />
      <Table
        caption={text('bo.withdrawals.caption')}
        hideCaption
        columns={columns}
        rows={queue.data ?? []}
        loading={!queue.data && !queue.error}
        getRowKey={(item) => item.withdrawal.uuid}
        emptyMessage={text('bo.withdrawals.empty')}
      />
      <Dialog open={reviewed !== undefined} onOpenChange={(next) => (next ? undefined : setOpen(undefined))}>
        {reviewed ? (
          <ReviewDialog
            key={reviewed.withdrawal.uuid}
            item={reviewed}
            onDecided={async (message) => {
              setDone(message);
              setOpen(undefined);
              await queue.mutate();
            }}
            onChanged={() => void queue.mutate()}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** Everything staff decide by, and the decision (only with withdrawals.decide). */
function ReviewDialog({
  item,
  onDecided,
  onChanged,
}: {
  item: WithdrawalQueueItem;
  onDecided: (message: string) => Promise<void>;
  onChanged: () => void;
}) {
  const text = useText();
  const { self, can } = useSession();
  const currency = item.withdrawal.player.currency.code;
  const amount = amountOf(item);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'approve' | 'reject'>();
  const [first] = item.approvals;
  const approvedByMe = item.approvals.some((approval) => approval.staffId === self?.staff.id);

  const decide = async (decision: 'approve' | 'reject', event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const note = reason.trim();
    if (decision === 'reject' && !note) {
      setReasonError(text('bo.withdrawals.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    setError(undefined);
    setBusy(decision);
    try {
      const params = { uuid: item.withdrawal.uuid };
      if (decision === 'reject') {
        await callApi(backofficeApi.rejectWithdrawal, { params, body: { reason: note } });
        await onDecided(text('bo.withdrawals.rejected', { amount }));
        return;
      }
      const answer = await callApi(backofficeApi.approveWithdrawal, {
        params,
        body: note ? { reason: note } : {},
      });
      if (answer.approvalsNeeded > 0) {
        onChanged();
        await onDecided(text('bo.withdrawals.firstApproved', { amount }));
      } else {
        await onDecided(text('bo.withdrawals.paid', { amount }));
      }
    } catch (failure) {
      setError(errorText(failure, text('bo.unexpectedError')));
      onChanged();
    } finally {
      setBusy(undefined);
    }
  };

  const activity = item.activity;
  return (
    <DialogContent size="lg" messages={{ close: text('bo.withdrawals.cancel') }}>
      <DialogTitle>{text('bo.withdrawals.dialogTitle', { amount })}</DialogTitle>
      <DialogDescription>
        {text('bo.withdrawals.dialogIntro', {
          name: `${playerName(item.player)} (${item.player.email})`,
          date: formatDateTime(item.withdrawal.createdAt),
        })}
      </DialogDescription>
      <Stack gap="lg">
        <section aria-labelledby="review-risks" className={moneyStyles.section}>
          <Heading level={3} size="md" id="review-risks">
            {text('bo.withdrawals.risks')}
          </Heading>
          {item.risks.length ? (
            <ul className={moneyStyles.riskList}>
              {item.risks.map((risk) => (
                <li key={risk.flag} className={moneyStyles.riskItem}>
                  <span>
                    <Chip tone={risk.flag === 'large_amount' ? 'danger' : 'warning'} size="sm">
                      {riskLabel(text, risk.flag)}
                    </Chip>
                  </span>
                  <Text as="span" size="sm">
                    {riskDetail(text, risk, currency)}
                  </Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="sm" tone="secondary">
              {text('bo.withdrawals.noRisks')}
            </Text>
          )}
        </section>
        <div className={moneyStyles.twoColumns}>
          <section aria-labelledby="review-details" className={moneyStyles.section}>
            <Heading level={3} size="md" id="review-details">
              {text('bo.withdrawals.details')}
            </Heading>
            <DescriptionList
              items={[
                { term: text('bo.withdrawals.amount'), description: amount },
                {
                  term: text('bo.withdrawals.feeTerm'),
                  description: money(item.withdrawal.fee.amount, currency),
                },
                {
                  term: text('bo.withdrawals.destination'),
                  description: item.withdrawal.withdrawal
                    ? text('bo.withdrawals.coinNetwork', {
                        coin: item.withdrawal.withdrawal.receivedCurrency,
                        network: item.withdrawal.withdrawal.network,
                      })
                    : '',
                },
                {
                  term: text('bo.withdrawals.address'),
                  description: <span className={styles.mono}>{item.withdrawal.withdrawal?.address}</span>,
                },
              ]}
            />
          </section>
          <section aria-labelledby="review-balance" className={moneyStyles.section}>
            <Heading level={3} size="md" id="review-balance">
              {text('bo.withdrawals.balance')}
            </Heading>
            <DescriptionList
              items={[
                { term: text('bo.withdrawals.cash'), description: money(item.balance.cash, currency) },
                { term: text('bo.withdrawals.bonus'), description: money(item.balance.bonus, currency) },
                { term: text('bo.withdrawals.held'), description: money(item.balance.held, currency) },
              ]}
            />
          </section>
          <section aria-labelledby="review-activity" className={moneyStyles.section}>
            <Heading level={3} size="md" id="review-activity">
              {text('bo.withdrawals.activity', { days: activity.days })}
            </Heading>
            <DescriptionList
              items={[
                { term: text('bo.withdrawals.deposits'), description: money(activity.deposits, currency) },
                { term: text('bo.withdrawals.paidOut'), description: money(activity.withdrawals, currency) },
                { term: text('bo.withdrawals.stakes'), description: money(activity.stakes, currency) },
                { term: text('bo.withdrawals.wins'), description: money(activity.wins, currency) },
              ]}
            />
          </section>
        </div>
        <Table
          caption={text('bo.withdrawals.latest')}
          columns={[
            { key: 'type', header: text('bo.withdrawals.movement'), cell: (m) => ledgerLabel(text, m.type) },
            { key: 'balanceDelta', header: text('bo.withdrawals.balanceChange'), align: 'end' },
            { key: 'heldDelta', header: text('bo.withdrawals.heldChange'), align: 'end' },
            { key: 'at', header: text('bo.withdrawals.when'), cell: (m) => formatDateTime(m.at) },
          ]}
          rows={activity.latest}
          getRowKey={(m) => `${m.at}-${m.type}-${m.balanceDelta}-${m.heldDelta}`}
          emptyMessage={text('bo.withdrawals.noMovements')}
          stackOnMobile={false}
        />
        <section aria-labelledby="review-approvals" className={moneyStyles.section}>
          <Heading level={3} size="md" id="review-approvals">
            {text('bo.withdrawals.approvals')}
          </Heading>
          {item.approvals.length ? (
            <ul className={moneyStyles.plainList}>
              {item.approvals.map((approval) => (
                <li key={approval.staffId}>
                  <Text as="span" size="sm">
                    {text('bo.withdrawals.approvalBy', { name: approval.staffName, date: formatDateTime(approval.at) })}
                  </Text>
                  {approval.reason ? (
                    <Text as="span" size="sm" tone="secondary">
                      {' '}
                      {text('bo.withdrawals.approvalReason', { reason: approval.reason })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="sm" tone="secondary">
              {text('bo.withdrawals.noApprovals')}
            </Text>
          )}
          {item.needsSecondApproval ? (
            <Notice tone={first ? 'warning' : 'info'}>
              {approvedByMe
                ? text('bo.withdrawals.youApproved')
                : first
                  ? text('bo.withdrawals.needsSecond', { name: first.staffName })
                  : text('bo.withdrawals.needsTwo')}
            </Notice>
          ) : null}
        </section>
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}
        {can('withdrawals.decide') ? (
          <form className={styles.form} noValidate onSubmit={(event) => void decide('approve', event)}>
            <LongTextField
              label={text('bo.withdrawals.reason')}
              name="reason"
              maxLength={500}
              autoComplete="off"
              value={reason}
              hint={text('bo.withdrawals.reasonHint')}
              error={reasonError}
              onChange={(event) => setReason(event.target.value)}
            />
            <DialogFooter>
              <Button type="button" variant="danger" loading={busy === 'reject'} onClick={() => void decide('reject')}>
                {text('bo.withdrawals.reject')}
              </Button>
              <Button type="submit" loading={busy === 'approve'} disabled={approvedByMe}>
                {item.needsSecondApproval && !first
                  ? text('bo.withdrawals.approveFirst')
                  : text('bo.withdrawals.approve')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </Stack>
    </DialogContent>
  );
}
