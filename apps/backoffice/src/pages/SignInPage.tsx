import type { StaffSelf, StaffSignInStepResult } from '@casino/contract';
import { backofficeApi } from '@casino/contract/routes';
import { Button, Card, DescriptionList, Heading, Notice, PasswordField, Stack, Text, TextField } from '@casino/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../api/client';
import * as styles from '../app/app.css';
import { startPath } from '../app/navigation';
import { Loading } from '../app/Layout';
import { usePageTitle } from '../app/usePageTitle';
import { errorFields, errorText, useText } from '../i18n';
import { useSession, type SignInState } from '../session/session';

type Step = { kind: 'password' } | { kind: 'code'; answer: StaffSignInStepResult };

/**
 * Staff sign-in: e-mail and password, then the authenticator's code; on the first sign-in the
 * code step first enrols the authenticator (its QR code and the key to type). The page says why
 * it is shown when a session ended or the staff member signed out, and goes back afterwards to
 * the page the staff member was on.
 */
export function SignInPage() {
  const text = useText();
  const { self, signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as SignInState;
  const [step, setStep] = useState<Step>({ kind: 'password' });
  usePageTitle(text(step.kind === 'password' ? 'bo.signIn.title' : 'bo.signIn.codeTitle'));

  if (self === undefined) {
    return (
      <main>
        <Loading />
      </main>
    );
  }
  // Signed in already (another tab, a reload): straight to the back office.
  if (self && step.kind === 'password') return <Navigate to={state.from ?? startPath(self.permissions)} replace />;

  const reason =
    state.reason === 'sessionEnded'
      ? text('bo.signIn.sessionEnded')
      : state.reason === 'signedOut'
        ? text('bo.signIn.signedOut')
        : undefined;

  return (
    <main className={styles.centred}>
      <Card className={step.kind === 'code' && step.answer.enrolment ? styles.wideCard : styles.card} padding="lg">
        <Stack gap="lg">
          <Text as="span" size="sm" tone="secondary" weight="bold">
            {text('bo.appName')}
          </Text>
          {step.kind === 'password' ? (
            <PasswordStep reason={reason} onAnswer={(answer) => setStep({ kind: 'code', answer })} />
          ) : (
            <CodeStep
              answer={step.answer}
              onRestart={() => setStep({ kind: 'password' })}
              onSignedIn={(next) => {
                signedIn(next);
                navigate(state.from ?? startPath(next.permissions), { replace: true });
              }}
            />
          )}
        </Stack>
      </Card>
    </main>
  );
}

function PasswordStep({ reason, onAnswer }: { reason?: string; onAnswer: (answer: StaffSignInStepResult) => void }) {
  const text = useText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!email.trim() || !password) {
      setError(text('bo.signIn.required'));
      return;
    }
    setSending(true);
    setError(undefined);
    setFields({});
    try {
      onAnswer(await callApi(backofficeApi.signIn, { body: { email: email.trim(), password } }));
    } catch (failure) {
      setError(errorText(failure, text('bo.unexpectedError')));
      setFields(errorFields(failure));
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <Heading level={1} size="xl" id="sign-in-title">
        {text('bo.signIn.title')}
      </Heading>
      {reason ? (
        <Notice tone="info" role="status">
          {reason}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="danger" role="alert">
          {error}
        </Notice>
      ) : null}
      <TextField
        label={text('bo.signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        error={fields.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={text('bo.signIn.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fields.password}
        messages={{ show: text('bo.signIn.showPassword'), hide: text('bo.signIn.hidePassword') }}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" fullWidth loading={sending}>
        {text('bo.signIn.submit')}
      </Button>
    </form>
  );
}

function CodeStep({
  answer,
  onRestart,
  onSignedIn,
}: {
  answer: StaffSignInStepResult;
  onRestart: () => void;
  onSignedIn: (self: StaffSelf) => void;
}) {
  const text = useText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const enrolment = answer.enrolment;

  useEffect(() => {
    // On the enrolment step the QR code comes first; the code step asks for one thing only.
    if (!enrolment) field.current?.focus();
  }, [enrolment]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setError(text('bo.signIn.codeRequired'));
      field.current?.focus();
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      onSignedIn(await callApi(backofficeApi.signInCode, { body: { ticket: answer.ticket, code: typed } }));
    } catch (failure) {
      setError(errorFields(failure).code ?? errorText(failure, text('bo.unexpectedError')));
      setSending(false);
      field.current?.focus();
    }
  };

  const title = enrolment ? text('bo.signIn.enrolTitle') : text('bo.signIn.codeTitle');
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="code-title">
      <Heading level={1} size="xl" id="code-title">
        {title}
      </Heading>
      {enrolment ? (
        <>
          <Text as="p" size="sm" tone="secondary">
            {text('bo.signIn.enrolIntro')}
          </Text>
          <img className={styles.qr} src={enrolment.qrCode} alt={text('bo.signIn.qrAlt')} width={200} height={200} />
          <DescriptionList
            layout="stacked"
            items={[
              {
                term: text('bo.signIn.secretLabel'),
                description: (
                  <code className={styles.secret} data-testid="totp-secret">
                    {enrolment.secret}
                  </code>
                ),
              },
            ]}
          />
        </>
      ) : (
        <Text as="p" size="sm" tone="secondary">
          {text('bo.signIn.codeIntro')}
        </Text>
      )}
      <TextField
        ref={field}
        label={text('bo.signIn.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        maxLength={7}
        required
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" fullWidth loading={sending}>
        {enrolment ? text('bo.signIn.enrolSubmit') : text('bo.signIn.verify')}
      </Button>
      <Button variant="link" onClick={onRestart}>
        {text('bo.signIn.back')}
      </Button>
    </form>
  );
}
