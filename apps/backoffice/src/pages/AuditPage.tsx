import type { AuditVerification } from '@casino/contract';
import { AUDIT_ACTIONS, backofficeApi } from '@casino/contract/routes';
import { Button, Card, Heading, Notice, Pagination, Select, Stack, Text, TextField } from '@casino/ui';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { errorText, useText, type Text as TextOf } from '../i18n';
import { useSession } from '../session/session';
import { auditQuery, filterProblems, NO_FILTERS, readFilters, writeFilters, type AuditFilters } from './auditFilters';
import { AuditTable } from './AuditTable';
import { STAFF_KEY } from './StaffPage';
import { LoadError, PageHeader } from '../app/PageParts';

/** Why an entry breaks the chain, as staff read it. */
const BROKEN_TEXTS = {
  hash: 'bo.audit.broken.hash',
  link: 'bo.audit.broken.link',
  gap: 'bo.audit.broken.gap',
} as const satisfies Record<NonNullable<AuditVerification['broken']>['problem'], Parameters<TextOf>[0]>;

/** What a walk of the chain found, as a sentence. */
function verificationText(result: AuditVerification, text: TextOf): string {
  const broken = result.broken;
  if (result.ok || !broken) {
    return result.lastId == null
      ? text('bo.audit.verifiedEmpty')
      : text('bo.audit.verified', { count: result.checked, last: result.lastId });
  }
  return text('bo.audit.broken', {
    id: broken.id,
    action: text(`bo.auditAction.${broken.action}` as Parameters<TextOf>[0]),
    at: formatDateTime(broken.at, true),
    problem: text(BROKEN_TEXTS[broken.problem]),
    count: result.checked,
  });
}

/**
 * Walks the whole chain on the platform (audit.verify, admins): whole, or the first broken entry.
 * Shown only to a role that may ask; the platform refuses the others anyway.
 */
function ChainCheck() {
  const text = useText();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const check = async () => {
    setChecking(true);
    setOutcome(undefined);
    try {
      const result = await callApi(backofficeApi.verifyAudit);
      setOutcome({ tone: result.ok ? 'success' : 'danger', text: verificationText(result, text) });
    } catch (failure) {
      setOutcome({ tone: 'danger', text: errorText(failure, text('bo.unexpectedError')) });
    } finally {
      setChecking(false);
    }
  };
  return (
    <Card padding="md">
      <Stack gap="sm">
        <Text as="p" size="sm" tone="secondary">
          {text('bo.audit.verifyIntro')}
        </Text>
        <div>
          <Button variant="secondary" size="sm" loading={checking} onClick={() => void check()}>
            {checking ? text('bo.audit.verifying') : text('bo.audit.verify')}
          </Button>
        </div>
        <div role="status">{outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}</div>
      </Stack>
    </Card>
  );
}

/**
 * The whole audit log, newest first (audit.read): filters by actor, action, player and dates, kept
 * in the page's address; a page of entries at a time.
 */
export function AuditPage() {
  const text = useText();
  const { can } = useSession();
  usePageTitle(text('bo.audit.title'));
  const [search, setSearch] = useSearchParams();
  const applied = useMemo(() => readFilters(search), [search]);
  const query = auditQuery(applied);
  const log = useSWR(['backoffice/audit', JSON.stringify(query)], () => callApi(backofficeApi.listAudit, { query }), {
    keepPreviousData: true,
  });

  // A player's id in the table filters the log by that player.
  const showPlayer = useCallback(
    (uuid: string) => setSearch(writeFilters({ ...NO_FILTERS, player: uuid })),
    [setSearch],
  );

  const pagination = log.data?.pagination;
  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.audit.title')} />
      {can('audit.verify') ? <ChainCheck /> : null}
      {/* A new form for each applied set of filters: it starts from what the address says. */}
      <FilterForm key={search.toString()} applied={applied} onApply={setSearch} />
      <LoadError error={log.error} />
      <Stack gap="sm">
        {pagination ? (
          <Text as="p" size="sm" tone="secondary" role="status">
            {text('bo.audit.count', { count: pagination.totalItems })}
          </Text>
        ) : null}
        <AuditTable
          caption={text('bo.audit.caption')}
          entries={log.data?.entries}
          loading={!log.data && !log.error}
          emptyMessage={text('bo.audit.empty')}
          onShowPlayer={showPlayer}
        />
        {pagination && pagination.totalPages > 1 ? (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            messages={{ label: text('bo.audit.pagination') }}
            onPageChange={(page) => setSearch(writeFilters({ ...applied, page }))}
          />
        ) : null}
      </Stack>
    </div>
  );
}

/** The filters: changed here, applied to the address (and so to the log) on submit. */
function FilterForm({ applied, onApply }: { applied: AuditFilters; onApply: (search: URLSearchParams) => void }) {
  const text = useText();
  const { can } = useSession();
  const [draft, setDraft] = useState<AuditFilters>(applied);
  const [shownProblems, setShownProblems] = useState(false);
  const problems = filterProblems(draft);
  // Only a role that may list the staff chooses one member; others filter by kind of actor.
  const staff = useSWR(can('staff.read') ? STAFF_KEY : null, () => callApi(backofficeApi.listStaff));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(problems).length) {
      setShownProblems(true);
      return;
    }
    onApply(writeFilters({ ...draft, player: draft.player.trim(), page: 1 }));
  };
  const set = (name: keyof AuditFilters) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));

  const actorOptions = [
    { value: '', label: text('bo.audit.anyActor') },
    { value: 'staff', label: text('bo.audit.allStaff') },
    ...(staff.data ?? []).map((member) => ({ value: `staff:${member.id}`, label: member.name })),
    { value: 'automation', label: text('bo.audit.automation') },
    { value: 'system', label: text('bo.audit.system') },
  ];
  const actionOptions = [
    { value: '', label: text('bo.audit.anyAction') },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: text(`bo.auditAction.${action}`) })),
  ];

  return (
    <Card as="section" padding="md" aria-labelledby="audit-filters">
      <form className={styles.form} noValidate onSubmit={apply} aria-labelledby="audit-filters">
        <Heading level={2} size="sm" id="audit-filters">
          {text('bo.audit.filters')}
        </Heading>
        <div className={styles.fieldRow}>
          <Select
            label={text('bo.audit.actor')}
            name="actor"
            value={draft.actor}
            options={actorOptions}
            onValueChange={set('actor')}
          />
          <Select
            label={text('bo.audit.action')}
            name="action"
            value={draft.action}
            options={actionOptions}
            onValueChange={set('action')}
          />
          <TextField
            label={text('bo.audit.player')}
            name="player"
            spellCheck={false}
            autoComplete="off"
            value={draft.player}
            error={shownProblems && problems.player ? text('bo.audit.playerInvalid') : undefined}
            onChange={(event) => set('player')(event.target.value)}
          />
          <TextField
            label={text('bo.audit.from')}
            name="from"
            type="date"
            value={draft.from}
            onChange={(event) => set('from')(event.target.value)}
          />
          <TextField
            label={text('bo.audit.to')}
            name="to"
            type="date"
            value={draft.to}
            error={shownProblems && problems.to ? text('bo.audit.datesOrder') : undefined}
            onChange={(event) => set('to')(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{text('bo.audit.apply')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setShownProblems(false);
              setDraft(NO_FILTERS);
              onApply(writeFilters(NO_FILTERS));
            }}
          >
            {text('bo.audit.clear')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
