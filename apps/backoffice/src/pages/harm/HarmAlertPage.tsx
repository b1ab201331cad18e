import type { HarmAlert } from '@casino/contract';
import {
  backofficeApi,
  HARM_ACTS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  TIME_OUT_PERIODS,
  type HarmAct,
} from '@casino/contract/routes';
import {
  Button,
  Card,
  Chip,
  DescriptionList,
  Heading,
  Select,
  Skeleton,
  Stack,
  Table,
  TextField,
  type TableColumn,
} from '@casino/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '../../api/client';
import * as styles from '../../app/app.css';
import { usePageTitle } from '../../app/usePageTitle';
import { DetailHeader, LoadError, Outcome } from '../../app/PageParts';
import { formatDateTime } from '../../format';
import { errorText, useText } from '../../i18n';
import { paths } from '../../paths';
import { useSession } from '../../session/session';
import { ActionDialog } from '../desk/ActionDialog';
import { alertPlayerName, duration, figureName, orderedFigures } from './harmTexts';

type Step = HarmAlert['steps'][number];

/** One alert (harmMarkers.read): its evidence, the steps so far and, with harmMarkers.manage, the next steps. */
export function HarmAlertPage() {
  const text = useText();
  const { can } = useSession();
  const { id = '' } = useParams();
  const { mutate: mutateAll } = useSWRConfig();
  const alert = useSWR(['backoffice/harm-alert', id], () => callApi(backofficeApi.harmAlert, { params: { id } }));
  const data = alert.data;
  const title = data
    ? text('bo.harm.alertTitle', { kind: text(`bo.harm.kind.${data.kind}`), name: alertPlayerName(data) })
    : text('bo.harm.title');
  usePageTitle(title);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [act, setAct] = useState<HarmAct>('limit');
  const [kind, setKind] = useState<string>('deposit');
  const [period, setPeriod] = useState<string>('week');
  const [amount, setAmount] = useState('');
  const [timeOut, setTimeOut] = useState<string>(TIME_OUT_PERIODS[0]);
  const [fields, setFields] = useState<Record<string, string>>({});

  const changed = async (next: HarmAlert, message?: string) => {
    await alert.mutate(next, { revalidate: false });
    await mutateAll((key) => Array.isArray(key) && key[0] === 'backoffice/harm-alerts');
    setDone(message);
  };

  const stepColumns: TableColumn<Step>[] = [
    { key: 'at', header: text('bo.harm.stepWhen'), cell: (step) => formatDateTime(step.at) },
    { key: 'who', header: text('bo.harm.stepWho'), cell: (step) => step.staffName },
    { key: 'what', header: text('bo.harm.stepWhat'), cell: (step) => text(`bo.harm.step.${step.kind}`) },
    {
      key: 'note',
      header: text('bo.harm.stepNote'),
      wrap: true,
      cell: (step) =>
        [step.note, step.details ? Object.values(step.details).join(' · ') : null].filter(Boolean).join(' — '),
    },
  ];

  if (!data) {
    return (
      <div className={styles.page} aria-busy={!alert.error}>
        <DetailHeader back={{ to: paths.harmAlerts(), label: text('bo.harm.back') }} title={title} />
        <LoadError error={alert.error} />
        {alert.error ? null : <Skeleton height="12rem" />}
      </div>
    );
  }
  const manage = can('harmMarkers.manage') && data.state !== 'closed';
  const figures = orderedFigures(data);

  return (
    <div className={styles.page}>
      <DetailHeader back={{ to: paths.harmAlerts(), label: text('bo.harm.back') }} title={title} />
      <Outcome done={done} failure={error} />
      <Card padding="lg" role="group" aria-labelledby="harm-alert-evidence">
        <Stack gap="md">
          <Heading level={2} size="md" id="harm-alert-evidence">
            {text('bo.harm.evidence')}
          </Heading>
          <DescriptionList
            items={[
              { term: text('bo.harm.player'), description: `${alertPlayerName(data)} (${data.player.email})` },
              {
                term: text('bo.harm.state'),
                description: (
                  <Chip size="sm" tone={data.state === 'open' ? 'danger' : 'neutral'}>
                    {text(`bo.harm.state.${data.state}`)}
                  </Chip>
                ),
              },
              {
                term: text('bo.harm.raisedAt'),
                description: `${formatDateTime(data.raisedAt)} (${duration(text, data.ageMinutes)})`,
              },
              {
                term: text('bo.harm.firstStep'),
                description:
                  data.minutesToFirstAction === null
                    ? text('bo.harm.notYet')
                    : duration(text, data.minutesToFirstAction),
              },
              {
                term: text('bo.harm.window'),
                description: text('bo.harm.windowValue', {
                  from: formatDateTime(data.evidence.windowFrom),
                  to: formatDateTime(data.evidence.windowTo),
                }),
              },
            ]}
          />
          <Heading level={3} size="sm">
            {text('bo.harm.figures')}
            {data.evidence.currency ? ` — ${text('bo.harm.currency', { currency: data.evidence.currency })}` : ''}
          </Heading>
          <DescriptionList
            items={figures.map(([name, value]) => ({ key: name, term: figureName(name), description: String(value) }))}
          />
          {can('players.read') ? <Link to={paths.player(data.player.uuid)}>{text('bo.harm.openPlayer')}</Link> : null}
        </Stack>
      </Card>
      {manage ? (
        <div className={styles.actions}>
          {data.state === 'open' ? (
            <Button
              onClick={() => {
                setError(undefined);
                callApi(backofficeApi.acknowledgeHarmAlert, { params: { id }, body: {} })
                  .then((next) => changed(next, text('bo.harm.acknowledged')))
                  .catch((failure: unknown) => setError(errorText(failure, text('bo.unexpectedError'))));
              }}
            >
              {text('bo.harm.acknowledge')}
            </Button>
          ) : null}
          <ActionDialog
            label={text('bo.harm.contact')}
            title={text('bo.harm.contactTitle')}
            description={text('bo.harm.contactText')}
            submitLabel={text('bo.harm.contact')}
            onSubmit={async (reason) =>
              changed(await callApi(backofficeApi.contactHarmAlert, { params: { id }, body: { note: reason } }))
            }
          />
          <ActionDialog
            label={text('bo.harm.act')}
            title={text('bo.harm.actTitle')}
            description={text('bo.harm.actText')}
            submitLabel={text('bo.harm.act')}
            buttonVariant="primary"
            onFields={setFields}
            check={(): Record<string, string> =>
              act === 'limit' && !amount.trim() ? { amount: text('bo.player.amountInvalid') } : {}
            }
            onSubmit={async (reason) => {
              const body =
                act === 'limit'
                  ? {
                      act,
                      limit: {
                        kind: kind as (typeof LIMIT_KINDS)[number],
                        period: period as (typeof LIMIT_PERIODS)[number],
                        amount: amount.trim(),
                      },
                      reason,
                    }
                  : act === 'timeOut'
                    ? { act, timeOutPeriod: timeOut as (typeof TIME_OUT_PERIODS)[number], reason }
                    : { act, reason };
              await changed(await callApi(backofficeApi.actOnHarmAlert, { params: { id }, body }));
            }}
          >
            <Select
              label={text('bo.harm.actKind')}
              value={act}
              options={HARM_ACTS.map((value) => ({ value, label: text(`bo.harm.act.${value}`) }))}
              onValueChange={(value) => setAct(value as HarmAct)}
            />
            {act === 'limit' ? (
              <>
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
                      : text('bo.player.limitAmount', { currency: data.evidence.currency ?? '' })
                  }
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  value={amount}
                  error={fields.amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              </>
            ) : null}
            {act === 'timeOut' ? (
              <Select
                label={text('bo.harm.timeOutPeriod')}
                value={timeOut}
                options={TIME_OUT_PERIODS.map((value) => ({
                  value,
                  label: text('bo.player.timeOutFor', { period: value }),
                }))}
                onValueChange={setTimeOut}
              />
            ) : null}
          </ActionDialog>
          <ActionDialog
            label={text('bo.harm.close')}
            title={text('bo.harm.closeTitle')}
            description={text('bo.harm.closeText')}
            submitLabel={text('bo.harm.close')}
            onSubmit={async (reason) =>
              changed(await callApi(backofficeApi.closeHarmAlert, { params: { id }, body: { reason } }))
            }
          />
        </div>
      ) : null}
      <Card padding="lg" role="group" aria-labelledby="harm-alert-steps">
        <Stack gap="md">
          <Heading level={2} size="md" id="harm-alert-steps">
            {text('bo.harm.steps')}
          </Heading>
          <Table
            caption={text('bo.harm.stepsCaption')}
            hideCaption
            columns={stepColumns}
            rows={data.steps}
            getRowKey={(step) => `${step.at}-${step.kind}-${step.staffName}`}
            emptyMessage={text('bo.harm.noSteps')}
          />
        </Stack>
      </Card>
    </div>
  );
}
