import type { LimitKind, LimitPeriod, PlayerLimit, ResponsibleGaming } from '@casino/contract';
import {
  LIMIT_KINDS,
  playersApi,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
} from '@casino/contract/routes';
import { ActivityStatement } from '@casino/ui/ActivityStatement';
import { Button } from '@casino/ui/Button';
import { Heading } from '@casino/ui/Heading';
import { LimitEditor, type LimitEditorLimit } from '@casino/ui/LimitEditor';
import { Notice } from '@casino/ui/Notice';
import { Select } from '@casino/ui/Select';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { toBcp47 } from '../i18n/i18n';
import { notify } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import type { PanelProps } from '../profile/tabs';
import { dateTime, limitFigure, signedMoney, money } from './format';
import { exclusionLines } from './refusalText';
import { ProtectionStep } from './ProtectionStep';
import * as styles from './protection.css';
import { useResponsibleGaming } from '../data/protection';
import { useProtectionUpdates } from './state';
import { validLimitAmount } from './validation';
import { errorMessage } from '../data/errors';

const LIMIT_TITLES: Record<LimitKind, string> = {
  deposit: 'rg.limitDeposit',
  loss: 'rg.limitLoss',
  wager: 'rg.limitWager',
  time: 'rg.limitTime',
};
const LIMIT_HELP: Record<LimitKind, string> = {
  deposit: 'rg.limitDepositHelp',
  loss: 'rg.limitLossHelp',
  wager: 'rg.limitWagerHelp',
  time: 'rg.limitTimeHelp',
};
/** Margin after a change's confirmableAt before asking again. */
const CONFIRMABLE_MARGIN_MS = 1_000;
/** setTimeout's ceiling (about 24.8 days); a longer wait is asked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Responsible Gaming (issue 16): the activity statement, the four limits with their pending
 * changes, the reality-check interval, time-out, self-exclusion (and asking to play again after
 * one), and account closure.
 */
export default function ResponsibleGamingTab(_props: PanelProps) {
  const { t, i18n } = useTranslation();
  const locale = toBcp47(i18n.language);
  const { playerDetails } = usePlayer();
  const symbol = playerDetails?.accounts[0]?.currency.symbolNative ?? '';
  const currency = playerDetails?.accounts[0]?.currency.code ?? '';
  const state = useResponsibleGaming();
  const updates = useProtectionUpdates();
  const [busy, setBusy] = useState<{ kind: LimitKind; period: LimitPeriod } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A pending change can be confirmed once its cooling-off ends: read the state again then, so
  // Confirm enables without a reload (the platform's clock decides; this only asks in time).
  const nextConfirmable = state.data?.limits
    .map((limit) => (limit.pending && !limit.pending.confirmable ? Date.parse(limit.pending.confirmableAt) : NaN))
    .filter((at) => Number.isFinite(at))
    .sort((a, b) => a - b)[0];
  const refresh = state.mutate;
  useEffect(() => {
    if (nextConfirmable === undefined) return;
    const wait = Math.min(Math.max(0, nextConfirmable - Date.now()) + CONFIRMABLE_MARGIN_MS, MAX_TIMER_MS);
    const timer = window.setTimeout(() => void refresh(), wait);
    return () => window.clearTimeout(timer);
  }, [nextConfirmable, refresh]);

  if (state.error && !state.data)
    return (
      <Stack gap="lg">
        <Heading level={2}>{t('rg.title')}</Heading>
        <Notice
          tone="danger"
          role="alert"
          actions={<Button onClick={() => void state.mutate()}>{t('common.tryAgain')}</Button>}
        >
          {t('rg.loadFailed')}
        </Notice>
      </Stack>
    );
  if (!state.data)
    return (
      <Stack gap="lg">
        <Heading level={2}>{t('rg.title')}</Heading>
        <Skeleton height="24rem" />
      </Stack>
    );
  const data = state.data;
  const when = (iso: string) => dateTime(iso, locale);
  // The player's market may cap the interval (the Netherlands: 30 minutes at most, never off).
  const realityMax = data.realityCheck.maxMinutes ?? null;
  const realityOptions = REALITY_CHECK_MINUTES.filter(
    (minutes) => realityMax === null || (minutes > 0 && minutes <= realityMax),
  );
  // A higher limit waits by the player's market: 24 hours (UK, Malta) or 7 days (Germany, the Netherlands).
  const waitHours = data.limitIncreaseWaitHours ?? 24;
  const increaseWait =
    waitHours % 24 === 0 && waitHours > 24
      ? t('common.days', { count: waitHours / 24 })
      : t('common.hours', { count: waitHours });
  const figure = (kind: LimitKind, value: string) => limitFigure(kind, value, currency, locale, t);

  const changeLimit = async (kind: LimitKind, period: LimitPeriod, amount: string | null) => {
    const key = `${kind}.${period}`;
    if (amount !== null && !validLimitAmount(kind, amount)) {
      setErrors((current) => ({ ...current, [key]: t(kind === 'time' ? 'rg.minutesInvalid' : 'rg.amountInvalid') }));
      return;
    }
    setErrors(({ [key]: _dropped, ...rest }) => rest);
    setBusy({ kind, period });
    try {
      const next = await callApi(playersApi.setLimit, { body: { kind, period, amount } });
      await updates.show(next);
      const limit = next.limits.find((entry) => entry.kind === kind && entry.period === period);
      if (limit?.pending) notify.info(t('rg.limitPending', { until: when(limit.pending.confirmableAt) }));
      else if (limit?.amount) notify.success(t('rg.limitInForce', { amount: figure(kind, limit.amount) }));
      else notify.success(t('rg.limitRemoved'));
    } catch (error) {
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      setErrors((current) => ({ ...current, [key]: message }));
    } finally {
      setBusy(null);
    }
  };

  const confirmLimit = async (kind: LimitKind, period: LimitPeriod) => {
    setBusy({ kind, period });
    try {
      const next = await callApi(playersApi.confirmLimit, { body: { kind, period } });
      await updates.show(next);
      const limit = next.limits.find((entry) => entry.kind === kind && entry.period === period);
      notify.success(
        limit?.amount ? t('rg.limitInForce', { amount: figure(kind, limit.amount) }) : t('rg.limitRemoved'),
      );
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setBusy(null);
    }
  };

  const editorLimits = (kind: LimitKind): LimitEditorLimit[] =>
    data.limits
      .filter((limit) => limit.kind === kind)
      // The play-time limit is a daily one (issue 16).
      .filter((limit) => kind !== 'time' || limit.period === 'day' || limit.amount !== null)
      .map((limit: PlayerLimit) => ({
        period: limit.period,
        amount: limit.amount,
        used: figure(kind, limit.used),
        left: limit.left === null ? null : figure(kind, limit.left),
        pending: limit.pending && {
          amount: limit.pending.amount === null ? null : figure(kind, limit.pending.amount),
          until: when(limit.pending.confirmableAt),
          confirmable: limit.pending.confirmable,
        },
        error: errors[`${kind}.${limit.period}`],
      }));

  const setRealityCheck = async (minutes: number) => {
    try {
      const next = await callApi(playersApi.setRealityCheck, {
        body: { minutes: minutes as (typeof REALITY_CHECK_MINUTES)[number] },
      });
      await updates.show(next);
      notify.success(t('rg.realityCheckSaved'));
    } catch (error) {
      notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    }
  };

  const activity = data.activity.map((row) => ({
    window: row.window,
    deposits: money(row.deposits, currency, locale),
    withdrawals: money(row.withdrawals, currency, locale),
    stakes: money(row.stakes, currency, locale),
    winnings: money(row.winnings, currency, locale),
    net: signedMoney(row.net, currency, locale),
  }));

  return (
    <Stack gap="lg">
      <Heading level={2}>{t('rg.title')}</Heading>
      <p className={styles.help}>{t('rg.intro', { wait: increaseWait })}</p>
      <ExclusionNotices data={data} when={when} />
      <LimitAlertNotices data={data} when={when} amount={(value) => money(value, currency, locale)} />

      {/* Not a named region: the statement's table is one already, under the same name. */}
      <section className={styles.section}>
        <Heading level={3} id="rg-activity">
          {t('rg.activity')}
        </Heading>
        <ActivityStatement
          rows={activity}
          hideCaption
          messages={{
            caption: t('rg.activity'),
            period: t('rg.activityPeriod'),
            deposits: t('rg.activityDeposits'),
            withdrawals: t('rg.activityWithdrawals'),
            stakes: t('rg.activityStakes'),
            winnings: t('rg.activityWinnings'),
            net: t('rg.activityNet'),
            day: t('rg.activityDay'),
            week: t('rg.activityWeek'),
            month: t('rg.activityMonth'),
            all: t('rg.activityAll'),
          }}
        />
      </section>

      <section className={styles.section} aria-labelledby="rg-limits">
        <Heading level={3} id="rg-limits">
          {t('rg.limits')}
        </Heading>
        <div className={styles.limits}>
          {LIMIT_KINDS.map((kind) => (
            <Stack gap="sm" key={kind}>
              <LimitEditor
                title={t(LIMIT_TITLES[kind])}
                limits={editorLimits(kind)}
                unit={kind === 'time' ? { kind: 'minutes', label: t('rg.minutesUnit') } : { kind: 'money', symbol }}
                busy={busy?.kind === kind ? busy.period : null}
                onChange={(period, amount) => void changeLimit(kind, period, amount)}
                onConfirm={(period) => void confirmLimit(kind, period)}
                messages={{
                  day: t('rg.periodDay'),
                  week: t('rg.periodWeek'),
                  month: t('rg.periodMonth'),
                  usage: (used, left) => t('rg.usage', { used, left }),
                  noLimit: (used) => t('rg.noLimit', { used }),
                  save: t('rg.save'),
                  remove: t('rg.remove'),
                  confirm: t('rg.confirm'),
                  pending: (amount, until) =>
                    amount === null ? t('rg.pendingRemoval', { until }) : t('rg.pendingChange', { amount, until }),
                  confirmable: t('rg.confirmable'),
                }}
              />
              <Text size="sm" tone="secondary">
                {t(LIMIT_HELP[kind])}
              </Text>
            </Stack>
          ))}
        </div>
      </section>

      {data.depositCap && (
        <section className={styles.section} aria-labelledby="rg-deposit-cap">
          <Heading level={3} id="rg-deposit-cap">
            {t('rg.depositCapTitle')}
          </Heading>
          <p className={styles.help}>{t('rg.depositCapHelp', { cap: money(data.depositCap.cap, currency, locale) })}</p>
          <Text>
            {t('rg.depositCapUsed', {
              used: money(data.depositCap.used, currency, locale),
              cap: money(data.depositCap.cap, currency, locale),
              left: money(data.depositCap.left, currency, locale),
              until: when(data.depositCap.until),
            })}
          </Text>
          {data.depositCap.untilContact && (
            <Text>
              {t('rg.untilContact', {
                used: money(data.depositCap.untilContact.used, currency, locale),
                limit: money(data.depositCap.untilContact.limit, currency, locale),
              })}
            </Text>
          )}
        </section>
      )}

      {data.crossOperatorDeposits && (
        <section className={styles.section} aria-labelledby="rg-lugas">
          <Heading level={3} id="rg-lugas">
            {t('rg.lugasTitle')}
          </Heading>
          <p className={styles.help}>
            {t('rg.lugasHelp', { limit: money(data.crossOperatorDeposits.limit, currency, locale) })}
          </p>
          <Text>
            {t('rg.depositCapUsed', {
              used: money(data.crossOperatorDeposits.used, currency, locale),
              cap: money(data.crossOperatorDeposits.limit, currency, locale),
              left: money(data.crossOperatorDeposits.left, currency, locale),
              until: when(data.crossOperatorDeposits.until),
            })}
          </Text>
        </section>
      )}

      <section className={styles.section} aria-labelledby="rg-reality-check">
        <Heading level={3} id="rg-reality-check">
          {t('rg.realityCheck')}
        </Heading>
        <p className={styles.help}>{t('rg.realityCheckHelp')}</p>
        {realityMax !== null && <p className={styles.help}>{t('rg.realityCheckCapped', { minutes: realityMax })}</p>}
        <div className={styles.narrow}>
          <Select
            label={t('rg.realityCheckInterval')}
            name="realityCheck"
            value={String(data.realityCheck.minutes)}
            onValueChange={(value) => void setRealityCheck(Number(value))}
            options={realityOptions.map((minutes) => ({
              value: String(minutes),
              label: minutes === 0 ? t('rg.realityCheckOff') : t('rg.realityCheckMinutes', { count: minutes }),
            }))}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="rg-time-out">
        <Heading level={3} id="rg-time-out">
          {t('rg.timeOut')}
        </Heading>
        <p className={styles.help}>{t('rg.timeOutHelp')}</p>
        {data.canPlay && (
          <ProtectionStep
            title={t('rg.timeOut')}
            help={t('rg.timeOutHelp')}
            trigger={t('rg.timeOutButton')}
            confirm={t('rg.timeOutConfirm')}
            consent={t('rg.consent')}
            periods={TIME_OUT_PERIODS.map((period) => ({ value: period, label: t(`rg.period${period}`) }))}
            send={({ period, password }, twoFactorCode) =>
              callApi(playersApi.takeTimeOut, {
                body: { period: period as (typeof TIME_OUT_PERIODS)[number], password, twoFactorCode },
              })
            }
            done={t('rg.timeOutDone')}
          />
        )}
      </section>

      <section className={styles.section} aria-labelledby="rg-self-exclusion">
        <Heading level={3} id="rg-self-exclusion">
          {t('rg.selfExclusion')}
        </Heading>
        <p className={styles.help}>{t('rg.selfExclusionHelp')}</p>
        {!data.selfExclusion && (
          <ProtectionStep
            title={t('rg.selfExclusion')}
            help={t('rg.selfExclusionHelp')}
            trigger={t('rg.selfExclusionButton')}
            confirm={t('rg.selfExclusionConfirm')}
            consent={t('rg.consent')}
            periods={SELF_EXCLUSION_PERIODS.map((period) => ({
              value: period,
              label: t(period === 'permanent' ? 'rg.periodPermanent' : `rg.period${period}`),
            }))}
            send={({ period, password }, twoFactorCode) =>
              callApi(playersApi.selfExclude, {
                body: { period: period as (typeof SELF_EXCLUSION_PERIODS)[number], password, twoFactorCode },
              })
            }
            done={t('rg.selfExclusionDone')}
          />
        )}
      </section>

      {needsResume(data) && (
        <section className={styles.section} aria-labelledby="rg-resume">
          <Heading level={3} id="rg-resume">
            {t('rg.resume')}
          </Heading>
          <p className={styles.help}>{t('rg.resumeHelp')}</p>
          <ProtectionStep
            title={t('rg.resume')}
            help={t('rg.resumeHelp')}
            trigger={t('rg.resumeButton')}
            confirm={t('rg.resumeButton')}
            consent={t('rg.consentResume')}
            periods={[]}
            send={({ password }) => callApi(playersApi.requestResume, { body: { password } })}
            done={t('rg.resumeDone')}
          />
        </section>
      )}

      {!data.closedAt && (
        <section className={styles.section} aria-labelledby="rg-close">
          <Heading level={3} id="rg-close">
            {t('rg.closeAccount')}
          </Heading>
          <p className={styles.help}>{t('rg.closeAccountHelp')}</p>
          <ProtectionStep
            title={t('rg.closeAccount')}
            help={t('rg.closeAccountHelp')}
            trigger={t('rg.closeAccountButton')}
            confirm={t('rg.closeAccountButton')}
            consent={t('rg.consentClose')}
            periods={[]}
            send={({ password }) => callApi(playersApi.closeAccount, { body: { password } })}
            done={t('rg.closeAccountDone')}
          />
        </section>
      )}
    </Stack>
  );
}

/** A self-exclusion has ended but play has not resumed, and the player has not asked yet. */
function needsResume(data: ResponsibleGaming): boolean {
  return !data.canPlay && !data.closedAt && !data.selfExclusion && !data.timeOut && !data.resume;
}

/** What stops play now: a time-out, a self-exclusion, or a resume wait. */
function ExclusionNotices({ data, when }: { data: ResponsibleGaming; when: (iso: string) => string }) {
  const { t } = useTranslation();
  const lines = exclusionLines(data, t, when);
  if (data.canPlay && lines.length === 0) return null;
  return (
    <Notice tone="warning" title={t('rg.cannotPlay')}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Notice>
  );
}

/** The name of the limit an alert is about, as the e-mails name it. */
const ALERT_LIMIT_NAMES = {
  cap: 'mail.limit.monthlyCap',
  day: 'mail.limit.dayDeposit',
  week: 'mail.limit.weekDeposit',
  month: 'mail.limit.monthDeposit',
} as const;

/**
 * The alerts at 50% and 100% of a deposit limit or of the market's monthly cap that are still
 * current (the e-mail says the same), newest first; at 100% of the cap play is paused.
 */
function LimitAlertNotices({
  data,
  when,
  amount,
}: {
  data: ResponsibleGaming;
  when: (iso: string) => string;
  amount: (value: string) => string;
}) {
  const { t } = useTranslation();
  const alerts = data.alerts ?? [];
  if (alerts.length === 0) return null;
  return (
    <>
      {alerts.map((alert) => {
        const values = { limit: t(ALERT_LIMIT_NAMES[alert.limit]), cap: amount(alert.cap), used: amount(alert.used) };
        const text =
          alert.threshold === 50
            ? t('rg.alertHalf', values)
            : alert.until
              ? t('rg.alertFull', { ...values, until: when(alert.until) })
              : t('rg.alertFullLimit', values);
        return (
          <Notice
            key={`${alert.limit}-${alert.threshold}-${alert.at}`}
            tone={alert.threshold === 100 ? 'warning' : 'info'}
            role="status"
          >
            {text}
          </Notice>
        );
      })}
    </>
  );
}
