import type { TradingEvent, TradingPayoutPreview } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
  Heading,
  Notice,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@casino/ui';
import { useState, type FormEvent } from 'react';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { LongTextField } from '../../app/PageParts';
import { errorFields, errorText, useText } from '../../i18n';

type Line = TradingPayoutPreview['markets'][number];

export interface SettleDialogProps {
  event: Pick<TradingEvent, 'id' | 'name' | 'home' | 'away'>;
  /** Settle an event not ended; resettle (correct the result of) an ended one. */
  mode: 'settle' | 'resettle';
  /** Told after the settlement went through, with its figures. */
  onDone: (result: TradingPayoutPreview) => void;
}

const scorePattern = /^\d{1,3}$/;

/**
 * Settling (or resettling) an event in two steps: the trader enters the final score, sees what it
 * pays (the platform's preview: bets, stake and payout per market), then confirms. The dialog's
 * trigger gets the focus back when it closes.
 */
export function SettleDialog({ event, mode, onDone }: SettleDialogProps) {
  const text = useText();
  const [open, setOpen] = useState(false);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [preview, setPreview] = useState<TradingPayoutPreview>();
  const [sending, setSending] = useState(false);
  const resettle = mode === 'resettle';

  const reset = () => {
    setPreview(undefined);
    setError(undefined);
    setFields({});
  };

  const ask = async (work: () => Promise<void>) => {
    setSending(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      const own = errorFields(failure);
      setFields(own);
      if (!Object.keys(own).length) setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  const showPreview = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (sending) return;
    const own: Record<string, string> = {};
    if (!scorePattern.test(home.trim())) own.home = text('bo.trading.scoreInvalid');
    if (!scorePattern.test(away.trim())) own.away = text('bo.trading.scoreInvalid');
    if (resettle && !reason.trim()) own.reason = text('bo.player.reasonRequired');
    setFields(own);
    if (Object.keys(own).length) return;
    void ask(async () => {
      setPreview(
        await callApi(backofficeApi.previewTradingSettlement, {
          params: { eventId: event.id },
          body: { home: Number(home), away: Number(away) },
        }),
      );
    });
  };

  const confirm = () =>
    ask(async () => {
      const score = { home: Number(home), away: Number(away) };
      const result = resettle
        ? await callApi(backofficeApi.resettleTradingEvent, {
            params: { eventId: event.id },
            body: { ...score, reason: reason.trim() },
          })
        : await callApi(backofficeApi.settleTradingEvent, { params: { eventId: event.id }, body: score });
      setOpen(false);
      reset();
      onDone(result);
    });

  const columns: TableColumn<Line>[] = [
    { key: 'market', header: text('bo.trading.market'), wrap: true, cell: (line) => line.name },
    { key: 'bets', header: text('bo.trading.bets'), align: 'end', cell: (line) => String(line.bets) },
    { key: 'stake', header: text('bo.trading.stake'), align: 'end', cell: (line) => line.stake },
    { key: 'payout', header: text('bo.trading.payout'), align: 'end', cell: (line) => line.payout },
  ];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger variant={resettle ? 'outline' : 'primary'} size="sm">
        {resettle ? text('bo.trading.resettle') : text('bo.trading.settle')}
      </DialogTrigger>
      <DialogContent size="md" messages={{ close: text('bo.trading.close') }}>
        <DialogTitle>
          {resettle
            ? text('bo.trading.resettleTitle', { name: event.name })
            : text('bo.trading.settleTitle', { name: event.name })}
        </DialogTitle>
        <Stack gap="md">
          <DialogDescription>
            {resettle ? text('bo.trading.resettleText') : text('bo.trading.settleText')}
          </DialogDescription>
          {error ? (
            <Notice tone="danger" role="alert">
              {error}
            </Notice>
          ) : null}
          {preview ? (
            <Stack gap="md">
              <Heading level={3} size="md">
                {text('bo.trading.previewTitle', { home: preview.result.home, away: preview.result.away })}
              </Heading>
              <Table
                caption={text('bo.trading.previewCaption')}
                hideCaption
                columns={columns}
                rows={[
                  ...preview.markets,
                  {
                    marketId: null,
                    name: text('bo.trading.total'),
                    bets: preview.total.bets,
                    stake: preview.total.stake,
                    payout: preview.total.payout,
                  },
                ]}
                getRowKey={(line) => `${line.marketId ?? 'all'}-${line.name}`}
                emptyMessage={text('bo.trading.previewEmpty')}
              />
              <Text as="p" size="sm" tone="secondary">
                {[
                  text('bo.trading.currency', { currency: preview.currency }),
                  resettle ? text('bo.trading.paidBefore', { amount: preview.total.paidBefore }) : null,
                  preview.waiting ? text('bo.trading.waiting', { count: preview.waiting }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <DialogFooter>
                <Button type="button" variant="secondary" onClick={() => setPreview(undefined)}>
                  {text('bo.trading.edit')}
                </Button>
                <Button type="button" variant="primary" loading={sending} onClick={() => void confirm()}>
                  {resettle ? text('bo.trading.confirmResettle') : text('bo.trading.confirmSettle')}
                </Button>
              </DialogFooter>
            </Stack>
          ) : (
            <form noValidate onSubmit={showPreview} className={styles.form}>
              <div className={styles.fieldRow}>
                <TextField
                  label={text('bo.trading.home', { team: event.home })}
                  name="home"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={home}
                  error={fields.home}
                  onChange={(change) => setHome(change.target.value)}
                />
                <TextField
                  label={text('bo.trading.away', { team: event.away })}
                  name="away"
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={away}
                  error={fields.away}
                  onChange={(change) => setAway(change.target.value)}
                />
              </div>
              {resettle ? (
                <LongTextField
                  label={text('bo.player.reason')}
                  name="reason"
                  required
                  maxLength={1000}
                  autoComplete="off"
                  value={reason}
                  error={fields.reason}
                  onChange={(change) => setReason(change.target.value)}
                />
              ) : null}
              <DialogFooter>
                <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                  {text('bo.trading.cancel')}
                </Button>
                <Button type="submit" variant="primary" loading={sending}>
                  {text('bo.trading.preview')}
                </Button>
              </DialogFooter>
            </form>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
