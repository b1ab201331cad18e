import type { TwoFactorSetup } from '@casino/contract';
import { playersApi } from '@casino/contract/routes';
import { REQUIRED_MESSAGE } from '@casino/rules';
import { Button } from '@casino/ui/Button';
import { Chip } from '@casino/ui/Chip';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@casino/ui/Dialog';
import { Heading } from '@casino/ui/Heading';
import { Inline } from '@casino/ui/Inline';
import { PasswordField } from '@casino/ui/PasswordField';
import { Skeleton } from '@casino/ui/Skeleton';
import { Stack } from '@casino/ui/Stack';
import { Text } from '@casino/ui/Text';
import { TextField } from '@casino/ui/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/client';
import { useFieldErrorText } from '../../i18n/translate';
import { notify } from '../../notify/notify';
import { recoveryCodesFile } from './format';
import * as styles from './security.css';
import { useTwoFactorStatus } from '../../data/player';
import { errorFields, errorMessage } from '../../data/errors';

type Step = { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

/** "ABCD EFGH ...": the manual key in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor sign-in of Account Settings (issue 17): its state, enrolment (password, then the QR
 * code and manual key, then a first code, then the recovery codes shown once with copy and
 * download) and turning it off (password and a code).
 */
export function TwoFactorSettings({ playerUuid }: { playerUuid: string }) {
  const { t } = useTranslation();
  const status = useTwoFactorStatus(playerUuid);

  return (
    <Stack gap="sm" as="section" aria-labelledby="two-factor-title">
      <Inline gap="sm" align="center">
        <Heading level={3} size="lg" id="two-factor-title">
          {t('security.twoFactorTitle')}
        </Heading>
        {status.data && (
          <Chip tone={status.data.enabled ? 'success' : 'neutral'} size="sm">
            {status.data.enabled ? t('security.statusOn') : t('security.statusOff')}
          </Chip>
        )}
      </Inline>
      <Text tone="secondary" size="sm">
        {t('security.twoFactorIntro')}
      </Text>
      {status.error ? (
        <Text role="alert">{t('security.loadFailed')}</Text>
      ) : !status.data ? (
        <Skeleton height="2.5rem" />
      ) : status.data.enabled ? (
        <>
          <Text size="sm">{t('security.recoveryCodesLeft', { count: status.data.recoveryCodesLeft })}</Text>
          <div>
            <TurnOffDialog onDone={() => void status.mutate()} />
          </div>
        </>
      ) : (
        <div>
          <EnrolDialog onDone={() => void status.mutate()} />
        </div>
      )}
    </Stack>
  );
}

function EnrolDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      if (step.name === 'codes') onDone();
      setStep({ name: 'password' });
      setPassword('');
      setCode('');
      setErrors({});
    }
  };

  const request = async (work: () => Promise<void>) => {
    setSubmitting(true);
    setErrors({});
    try {
      await work();
    } catch (error) {
      const fields = errorFields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setSubmitting(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!password) return setErrors(fieldErrorText({ password: REQUIRED_MESSAGE }));
    void request(async () => {
      const setup = await callApi(playersApi.setupTwoFactor, { body: { password } });
      setPassword('');
      setStep({ name: 'scan', setup });
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!code.trim()) return setErrors(fieldErrorText({ code: REQUIRED_MESSAGE }));
    void request(async () => {
      const { recoveryCodes } = await callApi(playersApi.enableTwoFactor, { body: { code: code.trim() } });
      setCode('');
      setStep({ name: 'codes', codes: recoveryCodes });
      notify.success(t('security.enabled'));
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button onClick={() => change(true)}>{t('security.turnOn')}</Button>
      <DialogContent size="sm" messages={{ close: t('common.close') }}>
        <DialogTitle>{step.name === 'codes' ? t('security.recoveryTitle') : t('security.twoFactorTitle')}</DialogTitle>
        {step.name === 'password' && (
          <form noValidate onSubmit={submitPassword} aria-label={t('security.turnOn')}>
            <Stack gap="md">
              <DialogDescription>{t('security.passwordIntro')}</DialogDescription>
              <PasswordField
                label={t('security.password')}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
                messages={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
              />
              <Button type="submit" fullWidth loading={submitting}>
                {t('security.continue')}
              </Button>
            </Stack>
          </form>
        )}
        {step.name === 'scan' && (
          <form noValidate onSubmit={submitCode} aria-label={t('security.turnOn')}>
            <Stack gap="md">
              <DialogDescription>{t('security.scanIntro')}</DialogDescription>
              <img className={styles.qr} src={step.setup.qrCode} alt={t('security.qrAlt')} width={200} height={200} />
              <div>
                <Text size="sm" tone="secondary">
                  {t('security.manualKey')}
                </Text>
                <p className={styles.key} data-testid="two-factor-key">
                  {grouped(step.setup.secret)}
                </p>
              </div>
              <TextField
                label={t('security.code')}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={7}
                required
                value={code}
                error={errors.code}
                onChange={(event) => setCode(event.target.value)}
              />
              <Button type="submit" fullWidth loading={submitting}>
                {t('security.enable')}
              </Button>
            </Stack>
          </form>
        )}
        {step.name === 'codes' && <RecoveryCodes codes={step.codes} onSaved={() => change(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryCodesFile(codes));
      notify.success(t('security.codesCopied'));
    } catch {
      notify.error(t('toast.somethingWentWrong'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesFile(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Stack gap="md">
      <DialogDescription>{t('security.recoveryIntro')}</DialogDescription>
      <ul className={styles.codes} aria-label={t('security.recoveryCodesLabel')}>
        {codes.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
      <Inline gap="sm">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('security.copyCodes')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.downloadCodes')}
        </Button>
      </Inline>
      <Button fullWidth onClick={onSaved}>
        {t('security.savedCodes')}
      </Button>
    </Stack>
  );
}

function TurnOffDialog({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const change = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues({ password: '', code: '' });
      setErrors({});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const missing: Record<string, string> = {};
    if (!values.password) missing.password = REQUIRED_MESSAGE;
    if (!values.code.trim()) missing.code = REQUIRED_MESSAGE;
    if (Object.keys(missing).length) return setErrors(fieldErrorText(missing));
    setErrors({});
    setSubmitting(true);
    try {
      await callApi(playersApi.disableTwoFactor, { body: { password: values.password, code: values.code.trim() } });
      notify.success(t('security.disabled'));
      change(false);
      onDone();
    } catch (error) {
      const fields = errorFields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) notify.error(errorMessage(error, t('toast.somethingWentWrong')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <Button variant="outline" onClick={() => change(true)}>
        {t('security.turnOff')}
      </Button>
      <DialogContent size="sm" messages={{ close: t('common.close') }}>
        <DialogTitle>{t('security.twoFactorTitle')}</DialogTitle>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('security.turnOff')}>
          <Stack gap="md">
            <DialogDescription>{t('security.disableIntro')}</DialogDescription>
            <PasswordField
              label={t('security.password')}
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              error={errors.password}
              onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
              messages={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
            />
            <TextField
              label={t('security.codeOrRecovery')}
              name="code"
              autoComplete="one-time-code"
              required
              value={values.code}
              error={errors.code}
              onChange={(event) => setValues((v) => ({ ...v, code: event.target.value }))}
            />
            <Button type="submit" variant="danger" fullWidth loading={submitting}>
              {t('security.turnOff')}
            </Button>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
