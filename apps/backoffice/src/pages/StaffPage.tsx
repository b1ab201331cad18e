import type { StaffMember, StaffSetUpLink } from '@casino/contract';
import { backofficeApi, STAFF_ROLES, type StaffRole } from '@casino/contract/routes';
import {
  Button,
  Card,
  Chip,
  Heading,
  Notice,
  Select,
  Stack,
  Table,
  Text,
  TextField,
  type TableColumn,
} from '@casino/ui';
import { forgotPasswordSchema, REQUIRED_MESSAGE, validateValuesSync } from '@casino/rules';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { errorFields, errorText, translateRuleMessage, useText, type Text as TextOf } from '../i18n';
import { paths } from '../paths';
import { useSession } from '../session/session';
import { LoadError, PageHeader } from '../app/PageParts';

export const STAFF_KEY = 'backoffice/staff';

/** A staff member's state as a chip: deactivated, locked, invited (no password yet) or active. */
export function StatusChip({ member, text }: { member: StaffMember; text: TextOf }) {
  if (!member.active) return <Chip tone="neutral">{text('bo.staff.deactivated')}</Chip>;
  if (member.lockedUntil && new Date(member.lockedUntil) > new Date()) {
    return <Chip tone="danger">{text('bo.staff.lockedUntil', { time: formatDateTime(member.lockedUntil) })}</Chip>;
  }
  if (!member.setUp) return <Chip tone="warning">{text('bo.staff.invited')}</Chip>;
  return <Chip tone="success">{text('bo.staff.active')}</Chip>;
}

/** The staff list (admin: staff.read) and the invitation of a new member (staff.manage). */
export function StaffPage() {
  const text = useText();
  usePageTitle(text('bo.staff.title'));
  const { self, can } = useSession();
  const staff = useSWR(STAFF_KEY, () => callApi(backofficeApi.listStaff));
  const selfId = self?.staff.id;

  const columns = useMemo<TableColumn<StaffMember>[]>(
    () => [
      {
        key: 'name',
        header: text('bo.staff.name'),
        wrap: true,
        cell: (member) => (
          <span className={styles.cellStack}>
            <Text as="span" size="sm" weight="medium">
              <Link to={paths.staffMember(member.id)}>{member.name}</Link>
              {member.id === selfId ? ` (${text('bo.staff.you')})` : ''}
            </Text>
            <Text as="span" size="xs" tone="secondary">
              {member.email}
            </Text>
          </span>
        ),
      },
      { key: 'role', header: text('bo.staff.role'), cell: (member) => text(`bo.role.${member.role}`) },
      { key: 'status', header: text('bo.staff.status'), cell: (member) => <StatusChip member={member} text={text} /> },
      {
        key: 'twoFactor',
        header: text('bo.staff.twoFactor'),
        cell: (member) => (member.twoFactorEnrolled ? text('bo.staff.enrolled') : text('bo.staff.notEnrolled')),
      },
      {
        key: 'lastSignIn',
        header: text('bo.staff.lastSignIn'),
        cell: (member) => formatDateTime(member.lastSignInAt) || text('bo.staff.never'),
      },
    ],
    [text, selfId],
  );

  return (
    <div className={styles.page}>
      <PageHeader title={text('bo.staff.title')} />
      <LoadError error={staff.error} />
      <Table
        caption={text('bo.staff.caption')}
        hideCaption
        columns={columns}
        rows={staff.data ?? []}
        loading={!staff.data && !staff.error}
        getRowKey={(member) => member.id}
        emptyMessage={text('bo.staff.empty')}
      />
      {can('staff.manage') ? <InviteForm onInvited={() => void staff.mutate()} /> : null}
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const text = useText();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [invited, setInvited] = useState<StaffSetUpLink>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateValuesSync(forgotPasswordSchema, { email: email.trim() });
    const problems = {
      ...(name.trim() ? {} : { name: translateRuleMessage(REQUIRED_MESSAGE) }),
      ...(checked.ok ? {} : { email: translateRuleMessage(checked.errors.email ?? REQUIRED_MESSAGE) }),
    };
    setFields(problems);
    if (Object.keys(problems).length) return;
    setSending(true);
    setError(undefined);
    try {
      const answer = await callApi(backofficeApi.inviteStaff, {
        body: { name: name.trim(), email: email.trim(), role },
      });
      setInvited(answer);
      setName('');
      setEmail('');
      onInvited();
    } catch (failure) {
      const refused = errorFields(failure);
      setFields(refused);
      if (!Object.keys(refused).length) setError(errorText(failure, text('bo.unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="invite-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="invite-title">
          {text('bo.staff.inviteTitle')}
        </Heading>
        <Text as="p" size="sm" tone="secondary">
          {text('bo.staff.inviteIntro')}
        </Text>
        {invited ? (
          <Notice
            tone="success"
            role="status"
            title={text('bo.staff.invited.title', { name: invited.staff.name })}
            headingLevel={3}
          >
            <Text as="p" size="sm">
              {text('bo.staff.invited.text', {
                email: invited.staff.email,
                until: formatDateTime(invited.expiresAt),
              })}
            </Text>
            <TextField
              label={text('bo.staff.invited.link')}
              value={invited.setUpLink}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
          </Notice>
        ) : null}
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}
        <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="invite-title">
          <div className={styles.fieldRow}>
            <TextField
              label={text('bo.staff.inviteName')}
              name="name"
              autoComplete="off"
              required
              maxLength={100}
              value={name}
              error={fields.name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label={text('bo.staff.inviteEmail')}
              name="email"
              type="email"
              autoComplete="off"
              required
              value={email}
              error={fields.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Select
              label={text('bo.staff.inviteRole')}
              name="role"
              value={role}
              error={fields.role}
              options={STAFF_ROLES.map((value) => ({ value, label: text(`bo.role.${value}`) }))}
              onValueChange={(value) => setRole(value as StaffRole)}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={sending}>
              {text('bo.staff.inviteSubmit')}
            </Button>
          </div>
        </form>
      </Stack>
    </Card>
  );
}
