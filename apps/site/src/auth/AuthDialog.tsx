import { ApiError, playersApi } from '@casino/contract/routes';
import { forgotPasswordSchema, needsPlaceOfBirth, signInSchema, signUpSchema, validateValuesSync } from '@casino/rules';
import {
  AuthModal,
  type AuthModalTab,
  type ForgotPasswordFormValues,
  type SignInFormValues,
  type SignUpFormValues,
} from '@casino/ui/AuthModal';
import { TwoFactorCodeForm } from '@casino/ui/TwoFactorCodeForm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/client';
import { useCurrencies, useLanguages } from '../data/reference';
import { resultMessage, useFieldErrorText } from '../i18n/translate';
import { notify, notifyPromise } from '../notify/notify';
import { usePlayer } from '../player/PlayerProvider';
import { useDateLocale } from '../i18n/dateLocale';
import { currencyName, languageName } from '../i18n/displayNames';
import { twoFactorCodeFormMessages } from '../profile/security/codeFormMessages';
import { errorFields, errorMessage } from '../data/errors';

export interface AuthDialogProps {
  open: boolean;
  tab: AuthModalTab;
  onTabChange(tab: AuthModalTab): void;
  onOpenChange(open: boolean): void;
}

/**
 * The auth modal wired to the rules and the platform (spec points 2, 4 and 5): each form is
 * validated with @casino/rules first; server refusals show as a toast and under the fields.
 */
export default function AuthDialog({ open, tab, onTabChange, onOpenChange }: AuthDialogProps) {
  const { t, i18n } = useTranslation();
  const dateLocale = useDateLocale();
  const player = usePlayer();
  const fieldErrorText = useFieldErrorText();
  const languages = useLanguages();
  const currencies = useCurrencies(open);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [resetKey, setResetKey] = useState(0);
  // The right password of a player with two-factor sign-in on: kept while the code step is shown.
  const [awaitingCode, setAwaitingCode] = useState<SignInFormValues | null>(null);

  const clearMessages = () => {
    setErrors({});
    setFormError(undefined);
  };

  /** Runs a request with the submitting flag; a refusal shows its message and field messages. */
  const run = async (work: () => Promise<void>): Promise<boolean> => {
    setSubmitting(true);
    clearMessages();
    try {
      await work();
      return true;
    } catch (error) {
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      if (error instanceof ApiError) setErrors(errorFields(error));
      setFormError(message);
      notify.error(message);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  const finish = () => {
    setAwaitingCode(null);
    setResetKey((key) => key + 1);
    onOpenChange(false);
  };

  const signIn = async (values: SignInFormValues) => {
    const checked = validateValuesSync(signInSchema, values);
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    setSubmitting(true);
    clearMessages();
    try {
      await player.signIn(checked.values);
      setSubmitting(false);
      finish();
    } catch (error) {
      setSubmitting(false);
      // The password was right; the platform wants a code: the dialog's second step asks for it.
      if (error instanceof ApiError && error.reason === 'two_factor_required') {
        setAwaitingCode(checked.values);
        return;
      }
      const message = errorMessage(error, t('toast.somethingWentWrong'));
      if (error instanceof ApiError) setErrors(errorFields(error));
      setFormError(message);
      notify.error(message);
    }
  };

  const signInWithCode = async (code: string) => {
    if (!awaitingCode) return;
    if (!code) return setErrors({ twoFactorCode: t('security.codeNeeded') });
    if (await run(() => player.signIn({ ...awaitingCode, twoFactorCode: code }))) finish();
  };

  const signUp = async (values: SignUpFormValues) => {
    const checked = validateValuesSync(signUpSchema, values);
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    const { gender, consent: _consent, ...rest } = checked.values;
    // Sign-up then signs in with the same e-mail and password (spec point 4).
    if (await run(() => player.signUp({ ...rest, sex: gender as 'male' | 'female' | 'other' }))) finish();
  };

  const forgotPassword = async (values: ForgotPasswordFormValues) => {
    const checked = validateValuesSync(forgotPasswordSchema, values);
    if (!checked.ok) return setErrors(fieldErrorText(checked.errors));
    clearMessages();
    setSubmitting(true);
    try {
      await notifyPromise(callApi(playersApi.requestResetPassword, { params: { email: checked.values.email } }), {
        pending: t('toast.sendingInProgress'),
        success: (result) => resultMessage(result),
      });
    } catch {
      // The toast shows the server's message.
    } finally {
      setSubmitting(false);
      // The e-mail field is always cleared afterwards (spec point 4).
      setResetKey((key) => key + 1);
    }
  };

  return (
    <AuthModal
      dateLocale={dateLocale}
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          clearMessages();
          setAwaitingCode(null);
        }
        onOpenChange(next);
      }}
      tab={tab}
      onTabChange={(next) => {
        clearMessages();
        setAwaitingCode(null);
        onTabChange(next);
      }}
      // Germany's market asks the place of birth (and the birth name): the same rule as the schema's.
      asksPlaceOfBirth={(country) => needsPlaceOfBirth(country)}
      signInStep={
        awaitingCode ? (
          <TwoFactorCodeForm
            onSubmit={(code) => void signInWithCode(code)}
            onCancel={() => {
              clearMessages();
              setAwaitingCode(null);
            }}
            submitting={submitting}
            error={errors.twoFactorCode}
            messages={twoFactorCodeFormMessages(t)}
          />
        ) : undefined
      }
      submitting={submitting}
      errors={errors}
      formError={formError}
      resetKey={resetKey}
      onSignIn={(values) => void signIn(values)}
      onSignUp={(values) => void signUp(values)}
      onForgotPassword={(values) => void forgotPassword(values)}
      genderOptions={[
        { value: 'male', label: t('auth.genderMale') },
        { value: 'female', label: t('auth.genderFemale') },
        { value: 'other', label: t('auth.genderOther') },
      ]}
      currencyOptions={currencies.map((currency) => ({
        value: currency.code,
        label: `${currencyName(currency.code, i18n.language, currency.name)} (${currency.symbolNative})`,
      }))}
      // Names in the language the player reads (Intl), the platform's (English) name where Intl has none.
      localeOptions={languages.map((language) => ({
        value: language.lanCode,
        label: languageName(
          language.lanCode,
          i18n.language,
          language.language,
          languages.map((other) => other.lanCode),
        ),
      }))}
      // The account starts in the language the player is reading (its e-mails are written in it).
      defaultLocale={i18n.language}
      messages={{
        signInTitle: t('auth.signIn'),
        signUpTitle: t('auth.signUp'),
        forgotPasswordTitle: t('auth.forgotPassword'),
        tabsLabel: t('auth.tabsLabel'),
        signUpTab: t('auth.signUp'),
        signInTab: t('auth.signIn'),
        close: t('auth.close'),
        firstName: t('auth.firstName'),
        lastName: t('auth.lastName'),
        email: t('auth.email'),
        gender: t('auth.gender'),
        country: t('auth.country'),
        city: t('auth.city'),
        address: t('auth.address'),
        phoneNumber: t('auth.phoneNumber'),
        locale: t('auth.locale'),
        localePlaceholder: t('auth.localePlaceholder'),
        currency: t('auth.currency'),
        currencyPlaceholder: t('auth.currencyPlaceholder'),
        dob: t('auth.dob'),
        dobDay: t('dateField.day'),
        dobMonth: t('dateField.month'),
        dobYear: t('dateField.year'),
        openCalendar: (label) => t('dateField.openCalendar', { label }),
        previousMonth: t('dateField.previousMonth'),
        nextMonth: t('dateField.nextMonth'),
        monthSelect: t('dateField.month'),
        yearSelect: t('dateField.year'),
        dobDayPlaceholder: t('auth.dobDay'),
        dobMonthPlaceholder: t('auth.dobMonth'),
        dobYearPlaceholder: t('auth.dobYear'),
        placeOfBirth: t('auth.placeOfBirth'),
        birthName: t('auth.birthName'),
        password: t('auth.password'),
        confirmPassword: t('auth.confirmPassword'),
        showPassword: t('auth.showPassword'),
        hidePassword: t('auth.hidePassword'),
        noOptions: t('lobby.noOptions', { defaultValue: 'No options available' }),
        signInSubmit: t('auth.signIn'),
        signUpSubmit: t('auth.signUp'),
        forgotPasswordSubmit: t('auth.sendResetLink'),
        noAccount: t('auth.noAccount'),
        registration: t('auth.registration'),
        haveAccount: t('auth.haveAccount'),
        login: t('auth.login'),
        forgotPasswordLink: t('auth.forgotPasswordLink'),
        back: t('auth.back'),
      }}
    />
  );
}
