import type { StaffMember } from '@casino/contract';
import { backofficeApi, STAFF_ROLES, type StaffRole } from '@casino/contract/routes';
import { Card, DescriptionList, Heading, Notice, Pagination, Select, Skeleton, Stack, Text } from '@casino/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { LoadError, Outcome } from '../app/PageParts';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { useText } from '../i18n';
import { paths } from '../paths';
import { useSession } from '../session/session';
import { AuditTable } from './AuditTable';
import { ActionDialog } from './desk/ActionDialog';
import { STAFF_KEY, StatusChip } from './StaffPage';
import * as staffStyles from './staff.css';

const AUDIT_PAGE_SIZE = 20;

/**
 * One staff member (staff.read): the account as the list shows it, an admin's actions on it
 * (staff.manage: role, deactivate, reactivate, each with the reason the audit keeps; never on
 * one's own account, which the platform refuses with 409 anyway) and the member's audit.
 */
export function StaffMemberPage() {
  const text = useText();
  const { id = '' } = useParams();
  const { self, can } = useSession();
  // The list is the one answer that holds a member; the Staff page reads the same key.
  const staff = useSWR(STAFF_KEY, () => callApi(backofficeApi.listStaff));
  const member = staff.data?.find((candidate) => candidate.id === id);
  usePageTitle(member?.name ?? text('bo.staff.memberTitle'));
  const [auditPage, setAuditPage] = useState(1);
  const audit = useSWR(can('audit.read') && member ? ['backoffice/staff-audit', id, auditPage] : null, () =>
    callApi(backofficeApi.staffAudit, { params: { id }, query: { page: auditPage, limit: AUDIT_PAGE_SIZE } }),
  );
  const [done, setDone] = useState<string>();

  const backLink = (
    <Text as="p" size="sm">
      <Link to={paths.staff()}>{text('bo.staff.backToList')}</Link>
    </Text>
  );

  if (!member) {
    const missing = staff.data !== undefined;
    return (
      <div className={styles.page} aria-busy={!staff.data && !staff.error ? true : undefined}>
        <header className={styles.pageHeader}>
          {backLink}
          <Heading level={1} size="2xl">
            {text('bo.staff.memberTitle')}
          </Heading>
        </header>
        <LoadError error={staff.error} />
        {missing ? (
          <Notice tone="warning" role="alert">
            {text('bo.staff.notFound')}
          </Notice>
        ) : null}
        {!staff.data && !staff.error ? <Skeleton height="12rem" /> : null}
      </div>
    );
  }

  /** After a change: the list (and so this page) shows the platform's answer, then reads it again with the audit. */
  const changed = (answer: StaffMember, message: string) => {
    void staff.mutate((list) => list?.map((candidate) => (candidate.id === answer.id ? answer : candidate)), {
      revalidate: true,
    });
    setAuditPage(1);
    void audit.mutate();
    setDone(message);
  };
  /** A refusal may mean the account changed meanwhile (another admin): read it again, and let the dialog say why. */
  const refusedAfter = async (action: Promise<StaffMember>) => {
    try {
      return await action;
    } catch (failure) {
      void staff.mutate();
      throw failure;
    }
  };

  const own = member.id === self?.staff.id;
  const mayAct = can('staff.manage') && !own;
  const pagination = audit.data?.pagination;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        {backLink}
        <Heading level={1} size="2xl">
          {member.name}
          {own ? ` (${text('bo.staff.you')})` : ''}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {member.email}
        </Text>
      </header>
      <Outcome done={done} />
      <Card as="section" padding="lg" aria-labelledby="member-account">
        <Stack gap="md">
          <div className={staffStyles.sectionHeader}>
            <Heading level={2} size="md" id="member-account">
              {text('bo.staff.account')}
            </Heading>
            {mayAct ? (
              <div className={styles.actions} role="group" aria-label={text('bo.staff.actions')}>
                <ChangeRole member={member} onChanged={changed} guard={refusedAfter} />
                {/* One place for both: the button that opened the dialog keeps the focus when it turns into the other. */}
                {member.active ? (
                  <ActionDialog
                    label={text('bo.staff.deactivate')}
                    title={text('bo.staff.deactivateTitle', { name: member.name })}
                    description={text('bo.staff.deactivateText', { name: member.name })}
                    submitLabel={text('bo.staff.deactivate')}
                    danger
                    onSubmit={async (reason) => {
                      const answer = await refusedAfter(
                        callApi(backofficeApi.deactivateStaff, { params: { id: member.id }, body: { reason } }),
                      );
                      changed(answer, text('bo.staff.deactivatedDone', { name: answer.name }));
                    }}
                  />
                ) : (
                  <ActionDialog
                    label={text('bo.staff.reactivate')}
                    title={text('bo.staff.reactivateTitle', { name: member.name })}
                    description={text('bo.staff.reactivateText', { name: member.name })}
                    submitLabel={text('bo.staff.reactivate')}
                    onSubmit={async (reason) => {
                      const answer = await refusedAfter(
                        callApi(backofficeApi.reactivateStaff, { params: { id: member.id }, body: { reason } }),
                      );
                      changed(answer, text('bo.staff.reactivatedDone', { name: answer.name }));
                    }}
                  />
                )}
              </div>
            ) : null}
          </div>
          <DescriptionList
            items={[
              { term: text('bo.staff.email'), description: member.email },
              { term: text('bo.staff.role'), description: text(`bo.role.${member.role}`) },
              { term: text('bo.staff.status'), description: <StatusChip member={member} text={text} /> },
              {
                term: text('bo.staff.twoFactor'),
                description: member.twoFactorEnrolled ? text('bo.staff.enrolled') : text('bo.staff.notEnrolled'),
              },
              {
                term: text('bo.staff.lastSignIn'),
                description: formatDateTime(member.lastSignInAt) || text('bo.staff.never'),
              },
              { term: text('bo.staff.since'), description: formatDateTime(member.createdAt) },
            ]}
          />
          {own && can('staff.manage') ? (
            <Text as="p" size="sm" tone="secondary">
              {text('bo.staff.ownAccount')}
            </Text>
          ) : null}
        </Stack>
      </Card>
      {can('audit.read') ? (
        // Not in a card: the table has the page's width, as on the Audit page.
        <section aria-labelledby="member-audit">
          <Stack gap="md">
            <Stack gap="xs">
              <Heading level={2} size="md" id="member-audit">
                {text('bo.staff.auditTitle')}
              </Heading>
              <Text as="p" size="sm" tone="secondary">
                {text('bo.staff.auditIntro', { name: member.name })}
              </Text>
            </Stack>
            <LoadError error={audit.error} />
            {pagination ? (
              <Text as="p" size="sm" tone="secondary">
                {text('bo.audit.count', { count: pagination.totalItems })}
              </Text>
            ) : null}
            <AuditTable
              caption={text('bo.staff.auditCaption', { name: member.name })}
              entries={audit.data?.entries}
              loading={!audit.data && !audit.error}
              emptyMessage={text('bo.staff.auditEmpty')}
            />
            {pagination && pagination.totalPages > 1 ? (
              <Pagination
                page={pagination.page}
                totalPages={pagination.totalPages}
                messages={{ label: text('bo.staff.auditPagination', { name: member.name }) }}
                onPageChange={setAuditPage}
              />
            ) : null}
          </Stack>
        </section>
      ) : null}
    </div>
  );
}

/** The role change: a role other than the current one, and the reason. */
function ChangeRole({
  member,
  onChanged,
  guard,
}: {
  member: StaffMember;
  onChanged: (answer: StaffMember, message: string) => void;
  guard: (action: Promise<StaffMember>) => Promise<StaffMember>;
}) {
  const text = useText();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [fields, setFields] = useState<Record<string, string>>({});
  return (
    <ActionDialog
      label={text('bo.staff.changeRole')}
      title={text('bo.staff.changeRoleTitle', { name: member.name })}
      description={text('bo.staff.changeRoleText', { name: member.name })}
      submitLabel={text('bo.staff.changeRole')}
      check={(): Record<string, string> => (role === member.role ? { role: text('bo.staff.sameRole') } : {})}
      onFields={setFields}
      onSubmit={async (reason) => {
        const answer = await guard(
          callApi(backofficeApi.changeStaffRole, { params: { id: member.id }, body: { role, reason } }),
        );
        onChanged(answer, text('bo.staff.roleChanged', { name: answer.name, role: text(`bo.role.${answer.role}`) }));
      }}
    >
      <Select
        label={text('bo.staff.newRole')}
        name="role"
        value={role}
        error={fields.role}
        options={STAFF_ROLES.map((value) => ({ value, label: text(`bo.role.${value}`) }))}
        onValueChange={(value) => setRole(value as StaffRole)}
      />
    </ActionDialog>
  );
}
