import type { BusinessDay, BusinessReport } from '@casino/contract';
import { authApi, backofficeApi } from '@casino/contract/routes';
import {
  Button,
  DateRangeFilter,
  Heading,
  Select,
  Stack,
  Table,
  Text,
  type DateRange,
  type TableColumn,
} from '@casino/ui';
import { vars } from '@casino/ui/tokens';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../../api/client';
import * as app from '../../app/app.css';
import { LoadError, PageHeader } from '../../app/PageParts';
import { usePageTitle } from '../../app/usePageTitle';
import { useText, type Text as TextOf } from '../../i18n';
import { BusinessChart, type ChartSeries } from './BusinessChart';
import { csvOf, downloadCsv } from './csv';
import * as styles from './reports.css';

const DAY_MS = 24 * 3600 * 1000;
/** A report opens on the last 30 days, today included. */
const DEFAULT_DAYS = 30;

/** YYYY-MM-DD of a day picked in the calendar (its local date: the day the staff member chose). */
export const isoDayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const dateOfIsoDay = (day: string) => {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

/** The revenue table's columns: money per product, as the platform wrote it (exact decimals). */
const REVENUE_KEYS = [
  'casinoGgr',
  'sportsGgr',
  'ggr',
  'casinoBonusCost',
  'sportsBonusCost',
  'bonusCost',
  'casinoNgr',
  'sportsNgr',
  'ngr',
] as const;
const PAYMENT_KEYS = ['deposits', 'withdrawals', 'activePlayers', 'newPlayers'] as const;
type ReportKey = (typeof REVENUE_KEYS)[number] | (typeof PAYMENT_KEYS)[number];
/** A table row: a day, or the range's total (its day is the word "Total"). */
type Row = { day: string } & Partial<Record<ReportKey, string | number>>;

const columnText = (text: TextOf, key: ReportKey) => text(`bo.reports.column.${key}`);

function columnsOf(text: TextOf, keys: readonly ReportKey[]): TableColumn<Row>[] {
  return [
    { key: 'day', header: text('bo.reports.day') },
    ...keys.map((key) => ({ key, header: columnText(text, key), align: 'end' as const })),
  ];
}

/** The rows of one table: every day, then the range's totals (a count summed only where it adds up). */
function rowsOf(report: BusinessReport | undefined, keys: readonly ReportKey[], text: TextOf): Row[] {
  if (!report) return [];
  const pick = (source: Partial<Record<ReportKey, string | number>>) =>
    Object.fromEntries(keys.map((key) => [key, source[key] ?? ''])) as Partial<Record<ReportKey, string | number>>;
  const days: Row[] = report.days.map((day: BusinessDay) => ({ day: day.day, ...pick(day) }));
  return [...days, { day: text('bo.reports.total'), ...pick(report.totals) }];
}

/** One section of the report: its charts, its table and the table as CSV. */
function ReportSection({
  id,
  title,
  intro,
  charts,
  columns,
  rows,
  loading,
  csvName,
  csvLabel,
  tableCaption,
}: {
  id: string;
  title: string;
  tableCaption: string;
  intro?: string;
  charts: React.ReactNode;
  columns: TableColumn<Row>[];
  rows: Row[];
  loading: boolean;
  csvName: string;
  csvLabel: string;
}) {
  const text = useText();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <Stack gap="md">
        <div className={styles.sectionHead}>
          <Heading level={2} size="lg" id={id}>
            {title}
          </Heading>
          <Button
            variant="secondary"
            size="sm"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(csvName, csvOf(columns, rows))}
          >
            {csvLabel}
          </Button>
        </div>
        {intro ? (
          <Text as="p" size="sm" tone="secondary">
            {intro}
          </Text>
        ) : null}
        <div className={styles.charts}>{charts}</div>
        <Table
          caption={tableCaption}
          hideCaption
          columns={columns}
          rows={rows}
          loading={loading}
          getRowKey={(row) => row.day}
          emptyMessage={text('bo.reports.noDays')}
        />
      </Stack>
    </section>
  );
}

/**
 * The business report (issue 36): GGR and NGR of the casino and the sportsbook, bonus cost,
 * deposits, withdrawals, active and new players by UTC day over a chosen range, in one currency,
 * as charts and tables, each table downloadable as CSV. The range and the currency are in the
 * address, so a report can be shared.
 */
export function ReportsPage() {
  const text = useText();
  usePageTitle(text('bo.reports.title'));
  const [params, setParams] = useSearchParams();
  // Today as the page opened (the default range ends on it).
  const [now] = useState(() => new Date());
  const from = params.get('from') ?? isoDayOf(new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS));
  const to = params.get('to') ?? isoDayOf(now);
  const currency = params.get('currency') ?? 'EUR';
  const [range, setRange] = useState<DateRange>({ from: dateOfIsoDay(from), until: dateOfIsoDay(to) });
  const [errors, setErrors] = useState<{ from?: string; until?: string }>({});

  const currencies = useSWR('backoffice/currencies', () => callApi(authApi.listCurrencies));
  const report = useSWR(['backoffice/reports/business', from, to, currency], () =>
    callApi(backofficeApi.businessReport, { query: { from, to, currency } }),
  );

  const show = ({ from: first, until: last }: DateRange) => {
    const valid = (date: Date | null): date is Date => date !== null && !Number.isNaN(date.getTime());
    setErrors({
      ...(valid(first) ? {} : { from: text('bo.reports.dayRequired') }),
      ...(valid(last) ? {} : { until: text('bo.reports.dayRequired') }),
    });
    if (valid(first) && valid(last)) setParams({ from: isoDayOf(first), to: isoDayOf(last), currency });
  };

  const revenueColumns = useMemo(() => columnsOf(text, REVENUE_KEYS), [text]);
  const paymentColumns = useMemo(() => columnsOf(text, PAYMENT_KEYS), [text]);
  const days = report.data?.days ?? [];
  const series = (...figures: [ReportKey, string][]): ChartSeries[] =>
    figures.map(([key, colour]) => ({ key, name: columnText(text, key), colour }));
  const loading = !report.data && !report.error;
  const fileName = (part: string) => `${part}-${currency}-${from}-${to}.csv`;

  return (
    <div className={app.page}>
      <PageHeader title={text('bo.reports.title')} intro={text('bo.reports.intro')} />
      <div className={styles.controls}>
        <DateRangeFilter
          value={range}
          onChange={setRange}
          onSubmit={show}
          onReset={() => {
            setErrors({});
            setParams({ currency });
          }}
          onReload={() => void report.mutate()}
          errors={errors}
          loading={report.isValidating}
          today={new Date()}
          messages={{
            label: text('bo.reports.rangeLabel'),
            from: text('bo.reports.from'),
            until: text('bo.reports.until'),
            submit: text('bo.reports.show'),
            reset: text('bo.reports.reset'),
            reload: text('bo.reports.reload'),
          }}
        />
        <Select
          label={text('bo.reports.currency')}
          value={currency}
          onValueChange={(code) => setParams({ from, to, currency: code })}
          options={(currencies.data ?? [{ code: currency }]).map((entry) => ({ value: entry.code, label: entry.code }))}
        />
      </div>
      <LoadError error={report.error} />
      <ReportSection
        id="revenue-title"
        title={text('bo.reports.revenue')}
        tableCaption={text('bo.reports.revenueTable')}
        intro={text('bo.reports.revenueIntro')}
        charts={
          <BusinessChart
            title={text('bo.reports.revenueChart', { currency })}
            days={days}
            bars={series(['casinoGgr', vars.color.accent.base], ['sportsGgr', vars.color.info.base])}
            lines={series(['ngr', vars.color.success.base])}
          />
        }
        columns={revenueColumns}
        rows={rowsOf(report.data, REVENUE_KEYS, text)}
        loading={loading}
        csvName={fileName('revenue')}
        csvLabel={text('bo.reports.revenueCsv')}
      />
      <ReportSection
        id="payments-title"
        title={text('bo.reports.payments')}
        tableCaption={text('bo.reports.paymentsTable')}
        charts={
          <>
            <BusinessChart
              title={text('bo.reports.paymentsChart', { currency })}
              days={days}
              bars={series(['deposits', vars.color.success.base], ['withdrawals', vars.color.danger.base])}
            />
            <BusinessChart
              title={text('bo.reports.playersChart')}
              days={days}
              lines={series(['activePlayers', vars.color.accent.base], ['newPlayers', vars.color.info.base])}
              counts
            />
          </>
        }
        columns={paymentColumns}
        rows={rowsOf(report.data, PAYMENT_KEYS, text)}
        loading={loading}
        csvName={fileName('payments-players')}
        csvLabel={text('bo.reports.paymentsCsv')}
      />
    </div>
  );
}
