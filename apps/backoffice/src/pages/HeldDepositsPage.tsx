import type { HeldDepositItem } from '@casino/contract';
import { backofficeApi, RESPONSIBLE_GAMING_REASONS, type ResponsibleGamingReason } from '@casino/contract/routes';
import {
  Button,
  Chip,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  Inline,
  Notice,
  Table,
  Text,
  type TableColumn,
} from '@casino/ui';
import { useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { errorText, useText, type Text as TextOf } from '../i18n';
import { useSession } from '../session/session';
import { money, playerName } from './moneyTexts';
import { DateTimeCell, EmailText, LoadError, LongTextField, PageHeader, Outcome } from '../app/PageParts';

export const HELD_DEPOSITS_KEY = 'backoffice/held-deposits';

type Decision = 'release' | 'return';

const amountOf = (item: HeldDepositItem) => money(item.deposit.amount, item.deposit.player.currency.code);

/** The rule that held a deposit, in words. */
function holdText(text: TextOf, reason: string): string {
  const known = RESPONSIBLE_GAMING_REASONS.find((value): value is ResponsibleGamingReason => value === reason);
  return known ? text(`bo.hold.${known}`) : reason;
}

/** Deposits held by player protection (deposits.read); release or return them (deposits.decide). */
export function HeldDepositsPage() {
  const text = useText();
  usePageTitle(text('bo.held.title'));
  const { can } = useSession();
  const held = useSWR(HELD_DEPOSITS_KEY, () => callApi(backofficeApi.heldDepositQueue));
  const [asked, setAsked] = useState<{ item: HeldDepositItem; decision: Decision }>();
  const [done, setDone] = useState<string>();
  const decides = can('deposits.decide');

  const columns = useMemo<TableColumn<HeldDepositItem>[]>(() => {
    const all: TableColumn<HeldDepositItem>[] = [
      {
        key: 'arrived',
        header: text('bo.held.arrived'),
        cell: (item) => <DateTimeCell iso={item.deposit.createdAt} />,
      },
      {
        key: 'player',
        header: text('bo.held.player'),
        wrap: true,
        cell: (item) => (
          <span className={styles.cellStack}>
            <Text as="span" size="sm" weight="medium">
              {playerName(item.player)}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              <EmailText email={item.player.email} />
            </Text>
          </span>
        ),
      },
      { key: 'amount', header: text('bo.held.amount'), align: 'end', cell: (item) => amountOf(item) },
      {
        key: 'reason',
        header: text('bo.held.reason'),
        cell: (item) => (
          <Chip tone="warning" size="sm">
            {holdText(text, item.reason)}
          </Chip>
        ),
      },
    ];
    if (!decides) return all;
    const label = (item: HeldDepositItem, decision: Decision) =>
      text(decision === 'release' ? 'bo.held.releaseLabel' : 'bo.held.returnLabel', {
        amount: amountOf(item),
        name: playerName(item.player),
      });
    return [
      ...all,
      {
        key: 'actions',
        header: text('bo.held.actions'),
        align: 'end',
        cell: (item) => (
          <Inline gap="xs" justify="end">
            <Button
              size="sm"
              aria-label={label(item, 'release')}
              onClick={() => {
                setDone(undefined);
                setAsked({ item, decision: 'release' });
              }}
            >
              {text('bo.held.release')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={label(item, 'return')}
              onClick={() => {
                setDone(undefined);
                setAsked({ item, decision: 'return' });
              }}
            >
              {text('bo.held.return')}
            </Button>
          </Inline>
        ),
      },
    ];
  }, [text, decides]);

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.held.title')} intro={text('bo.held.intro')} />
      <Outcome done={done} />
      <LoadError error={held.error} />
      <Table
        caption={text('bo.held.caption')}
        hideCaption
        columns={columns}
        rows={held.data ?? []}
        loading={!held.data && !held.error}
        getRowKey={(item) => item.deposit.uuid}
        emptyMessage={text('bo.held.empty')}
      />
      <Dialog open={asked !== undefined} onOpenChange={(next) => (next ? undefined : setAsked(undefined))}>
        {asked ? (
          <DecisionDialog
            key={`${asked.item.deposit.uuid}-${asked.decision}`}
            {...asked}
            onDone={async (message) => {
              setDone(message);
              setAsked(undefined);
              await held.mutate();
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** Confirms a release or a return, with an optional note for the audit. */
function DecisionDialog({
  item,
  decision,
  onDone,
}: {
  item: HeldDepositItem;
  decision: Decision;
  onDone: (message: string) => Promise<void>;
}) {
  const text = useText();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const values = { amount: amountOf(item), name: playerName(item.player) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const args = { params: { uuid: item.deposit.uuid }, body: note.trim() ? { reason: note.trim() } : {} };
      if (decision === 'release') {
        await callApi(backofficeApi.releaseHeldDeposit, args);
        await onDone(text('bo.held.released', values));
      } else {
        await callApi(backofficeApi.returnHeldDeposit, args);
        await onDone(text('bo.held.returned', values));
      }
    } catch (failure) {
      setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogContent size="md" messages={{ close: text('bo.held.cancel') }}>
      <DialogTitle>{text(decision === 'release' ? 'bo.held.releaseTitle' : 'bo.held.returnTitle', values)}</DialogTitle>
      <DialogDescription>
        {text(decision === 'release' ? 'bo.held.releaseText' : 'bo.held.returnText')}
      </DialogDescription>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}
        <LongTextField
          label={text('bo.held.note')}
          name="reason"
          maxLength={500}
          autoComplete="off"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <DialogFooter>
          <DialogClose variant="ghost">{text('bo.held.cancel')}</DialogClose>
          <Button type="submit" variant={decision === 'return' ? 'danger' : 'primary'} loading={busy}>
            {text(decision === 'release' ? 'bo.held.release' : 'bo.held.return')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
