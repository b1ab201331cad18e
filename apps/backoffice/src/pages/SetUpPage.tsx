import { backofficeApi } from '@casino/contract/routes';
import { resetPasswordSchema, validateValuesSync } from '@casino/rules';
import { Button, ButtonLink, Card, DescriptionList, Heading, Notice, PasswordField, Stack, Text } from '@casino/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { Loading } from '../app/Layout';
import { usePageTitle } from '../app/usePageTitle';
import { formatDateTime } from '../format';
import { errorFields, errorText, translateRuleMessage, useText } from '../i18n';
import { paths } from '../paths';

/**
 * The page of a set-up link (an invitation, or `pnpm admin staff create`): who the account is
 * for, then the password, chosen once under the players' password rules. Two-factor sign-in is
 * enrolled at the first sign-in.
 */
export function SetUpPage() {
  const text = useText();
  usePageTitle(text('bo.setUp.title'));
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const info = useSWR(token ? ['backoffice/set-up', token] : null, () =>
    callApi(backofficeApi.getSetUp, { params: { token } }),
  );
  const [done, setDone] = useState(false);

  let body;
  if (!token) body = <Invalid message={text('bo.setUp.noToken')} />;
  else if (info.error) body = <Invalid message={errorText(info.error, text('bo.unexpectedError'))} />;
  else if (!info.data) body = <Loading />;
  else if (done) {
    body = (
      <Stack gap="md">
        <Heading level={1} size="xl">
          {text('bo.setUp.title')}
        </Heading>
        <Notice tone="success" role="status">
          {text('bo.setUp.done')}
        </Notice>
        <ButtonLink href={paths.signIn()}>{text('bo.setUp.signIn')}</ButtonLink>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={1} size="xl">
            {text('bo.setUp.title')}
          </Heading>
          <Text as="p" size="sm" tone="secondary">
            {text('bo.setUp.intro')}
          </Text>
        </Stack>
        <DescriptionList
          items={[
            { term: text('bo.setUp.name'), description: info.data.name },
            { term: text('bo.setUp.email'), description: info.data.email },
            { term: text('bo.setUp.role'), description: text(`bo.role.${info.data.role}`) },
            { term: text('bo.setUp.validUntil'), description: formatDateTime(info.data.expiresAt) },
          ]}
        />
        <PasswordForm token={token} email={info.data.email} onDone={() => setDone(true)} />
      </Stack>
    );
  }
  return (
    <main className={styles.centred}>
      <Card className={styles.card} padding="lg">
        {body}
      </Card>
    </main>
  );
}

function Invalid({ message }: { message: string }) {
  const text = useText();
  return (
    <Stack gap="md">
      <Heading level={1} size="xl">
        {text('bo.setUp.invalidTitle')}
      </Heading>
      <Notice tone="danger" role="alert">
        {message}
      </Notice>
    </Stack>
  );
}

function PasswordForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const text = useText();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validateValuesSync(resetPasswordSchema, { newPassword, confirmPassword });
    if (!checked.ok) {
      setFields(Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, translateRuleMessage(v)])));
      return;
    }
    setFields({});
    setError(undefined);
    setSending(true);
    try {
      await callApi(backofficeApi.setUp, { body: { token, password: newPassword } });
      onDone();
    } catch (failure) {
      const refused = errorFields(failure);
      if (refused.password) setFields({ newPassword: refused.password });
      else setError(errorText(failure, text('bo.unexpectedError')));
      setSending(false);
    }
  };

  const visibility = { show: text('bo.signIn.showPassword'), hide: text('bo.signIn.hidePassword') };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-label={text('bo.setUp.title')}>
      {/* For the browser's password manager: the account the new password is for. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      <PasswordField
        label={text('bo.setUp.password')}
        name="newPassword"
        autoComplete="new-password"
        required
        hint={text('bo.setUp.passwordHint')}
        value={newPassword}
        error={fields.newPassword}
        messages={visibility}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <PasswordField
        label={text('bo.setUp.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        error={fields.confirmPassword}
        messages={visibility}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      <Button type="submit" fullWidth loading={sending}>
        {text('bo.setUp.submit')}
      </Button>
    </form>
  );
}
