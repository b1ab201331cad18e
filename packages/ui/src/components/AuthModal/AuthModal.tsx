import { format, isValid, startOfDay, subYears, type Locale } from 'date-fns';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { DateField, defaultDateFieldMessages } from '../DateField';
import { Dialog, DialogContent, DialogTitle } from '../Dialog';
import { useReturnFocus } from '../../private/returnFocus';
import { PasswordField } from '../PasswordField';
import { Select, type SelectOption } from '../Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { TextField } from '../TextField';
import * as styles from './AuthModal.css';

/** The three views of the modal. */
export type AuthModalTab = 'signUp' | 'signIn' | 'forgotPassword';

/** Values of the sign-in form. */
export interface SignInFormValues {
  email: string;
  password: string;
}

/** Values of the forgot-password form. */
export interface ForgotPasswordFormValues {
  email: string;
}

/** Values of the sign-up form (spec point 3). Every value is the field's text as typed or chosen. */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** `male` by default. */
  gender: string;
  country: string;
  city: string;
  address: string;
  phoneNumber: string;
  locale: string;
  currency: string;
  /**
   * The date of birth as `YYYY-MM-DD` when the field holds a real day (typed as dd-MM-y or picked),
   * `''` when it is empty, and otherwise the text exactly as typed, so the app's rule answers
   * 'YYYY-MM-DD format required'.
   */
  dob: string;
  /**
   * The place of birth and the family name at birth (if different), as typed: reported only while
   * `asksPlaceOfBirth` says the country needs them (Germany), otherwise left out.
   */
  placeOfBirth?: string;
  birthName?: string;
  password: string;
  confirmPassword: string;
}

/** Every text of {@link AuthModal}. */
export interface AuthModalMessages {
  /** Dialog title on the sign-in tab. */
  signInTitle: string;
  /** Dialog title on the sign-up tab. */
  signUpTitle: string;
  /** Dialog title on the forgot-password tab. */
  forgotPasswordTitle: string;
  /** Accessible name of the tab header. */
  tabsLabel: string;
  /** Label of the Sign Up tab. */
  signUpTab: string;
  /** Label of the Sign In tab. */
  signInTab: string;
  /** Accessible name of the dialog's close icon button. */
  close: string;
  firstName: string;
  lastName: string;
  email: string;
  gender: string;
  country: string;
  city: string;
  address: string;
  phoneNumber: string;
  locale: string;
  /** Placeholder of the locale select while nothing is chosen. */
  localePlaceholder: string;
  currency: string;
  /** Placeholder of the currency select while nothing is chosen. */
  currencyPlaceholder: string;
  /** Label of the date-of-birth field. */
  dob: string;
  /** Accessible names of the date-of-birth day, month and year boxes. */
  dobDay: string;
  dobMonth: string;
  dobYear: string;
  /** Placeholders of the date-of-birth day, month and year boxes. */
  dobDayPlaceholder: string;
  dobMonthPlaceholder: string;
  dobYearPlaceholder: string;
  /** Accessible name of the date-of-birth calendar button and of its calendar, from the field's label. */
  openCalendar: (fieldLabel: string) => string;
  /** Accessible name of the calendar's previous-month button. */
  previousMonth: string;
  /** Accessible name of the calendar's next-month button. */
  nextMonth: string;
  /** Accessible name of the calendar's month select. */
  monthSelect: string;
  /** Accessible name of the calendar's year select. */
  yearSelect: string;
  /** Label of the place-of-birth field (shown when `asksPlaceOfBirth`). */
  placeOfBirth: string;
  /** Label of the optional birth-name field (shown with the place of birth). */
  birthName: string;
  password: string;
  confirmPassword: string;
  /** Label of the show-password toggle. */
  showPassword: string;
  /** Label of the hide-password toggle. */
  hidePassword: string;
  /** The only entry of a select whose options are empty (e.g. no currencies from the platform). */
  noOptions: string;
  /** Submit button of the sign-in form. */
  signInSubmit: string;
  /** Submit button of the sign-up form. */
  signUpSubmit: string;
  /** Submit button of the forgot-password form. */
  forgotPasswordSubmit: string;
  /** Question before the link to the sign-up tab. */
  noAccount: string;
  /** Link-button to the sign-up tab. */
  registration: string;
  /** Question before the link to the sign-in tab. */
  haveAccount: string;
  /** Link-button to the sign-in tab. */
  login: string;
  /** Link-button from sign-in to the forgot-password tab. */
  forgotPasswordLink: string;
  /** Link-button from forgot password back to sign in. */
  back: string;
}

export const defaultAuthModalMessages: AuthModalMessages = {
  signInTitle: 'Sign In',
  signUpTitle: 'Sign Up',
  forgotPasswordTitle: 'Forgot Password',
  tabsLabel: 'Sign up or sign in',
  signUpTab: 'Sign Up',
  signInTab: 'Sign In',
  close: 'Close',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  gender: 'Gender',
  country: 'Country',
  city: 'City',
  address: 'Address',
  phoneNumber: 'Phone Number',
  locale: 'Language',
  localePlaceholder: 'Select language',
  currency: 'Currency',
  currencyPlaceholder: 'Select currency',
  dob: 'Date of Birth',
  dobDay: defaultDateFieldMessages.day,
  dobMonth: defaultDateFieldMessages.month,
  dobYear: defaultDateFieldMessages.year,
  dobDayPlaceholder: defaultDateFieldMessages.dayPlaceholder,
  dobMonthPlaceholder: defaultDateFieldMessages.monthPlaceholder,
  dobYearPlaceholder: defaultDateFieldMessages.yearPlaceholder,
  openCalendar: defaultDateFieldMessages.openCalendar,
  previousMonth: defaultDateFieldMessages.previousMonth,
  nextMonth: defaultDateFieldMessages.nextMonth,
  monthSelect: defaultDateFieldMessages.monthSelect,
  yearSelect: defaultDateFieldMessages.yearSelect,
  placeOfBirth: 'Place of Birth',
  birthName: 'Birth Name (if different)',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  noOptions: 'No options available',
  signInSubmit: 'Sign In',
  signUpSubmit: 'Sign Up',
  forgotPasswordSubmit: 'Send Reset Link',
  noAccount: 'Do not have an account?',
  registration: 'Registration',
  haveAccount: 'Do you have an account?',
  login: 'Login',
  forgotPasswordLink: 'Forgot Password?',
  back: 'Back',
};

export interface AuthModalProps {
  /**
   * Whether the modal is shown (controlled). Whenever it becomes `false` the modal clears every field
   * of its three forms, so the next opening starts empty; the parent should then set `tab` back to
   * `signIn` (spec: closing resets the tab to Sign In and clears all form state).
   */
  open: boolean;
  /** Called with `false` when the close button, Escape or a click outside asks to close. */
  onOpenChange: (open: boolean) => void;
  /** The active view (controlled): the dialog title follows it. `forgotPassword` hides the tab header. */
  tab: AuthModalTab;
  /** Called with the view asked for by the tab header, the cross links, 'Forgot Password?' or Back. */
  onTabChange: (tab: AuthModalTab) => void;
  /**
   * A request is running: the submit button shows a spinner with a not-allowed cursor and repeat
   * submits are ignored. Typed values stay as they are.
   */
  submitting?: boolean;
  /**
   * The app's validation or server messages by field name (`email`, `password`, `firstName`, `dob`, ...)
   * for the active form; each is shown under its field as `* message`. Typed values are never cleared
   * when errors arrive.
   */
  errors?: Partial<Record<string, string>>;
  /** A message about the whole form (e.g. wrong credentials), shown as one alert line at the top. */
  formError?: string;
  /** Called with the sign-in values on submit (button or Enter). Validation is the app's. */
  onSignIn: (values: SignInFormValues) => void;
  /** Called with the sign-up values on submit (button or Enter). Validation is the app's. */
  onSignUp: (values: SignUpFormValues) => void;
  /** Called with the e-mail on submit of the forgot-password form. Validation is the app's. */
  onForgotPassword: (values: ForgotPasswordFormValues) => void;
  /** Choices of the sign-up gender select (values `male`, `female`, `other`); `male` is preselected. */
  genderOptions: readonly SelectOption[];
  /** Choices of the sign-up currency select, from the platform; empty shows `messages.noOptions`. */
  currencyOptions: readonly SelectOption[];
  /** Choices of the sign-up locale (language) select. */
  localeOptions: readonly SelectOption[];
  /**
   * The locale the sign-up select shows until the player picks one (the app's current language),
   * so the account starts in the language the player is reading; none leaves the select empty.
   */
  defaultLocale?: string;
  /**
   * Whenever this changes, every form (sign in, sign up, forgot password) is cleared. The app bumps it
   * after a successful sign-up or sign-in and after every forgot-password request (spec point 4:
   * forgot password always clears the field). Errors stay the app's to clear.
   */
  resetKey?: string | number;
  /** date-fns locale of the date-of-birth calendar's month and weekday names (en-GB by default). */
  dateLocale?: Locale;
  /**
   * A further step of signing in, shown on the sign-in tab in place of the form and the tab header
   * (e.g. a `TwoFactorCodeForm` after the platform asked for a code). The typed e-mail and password
   * are kept meanwhile.
   */
  signInStep?: ReactNode;
  /**
   * Whether the sign-up country typed needs the place of birth (and offers the birth name): then
   * the two fields show after the date of birth, the place of birth marked required. The app
   * decides (Germany's market); none never asks them.
   */
  asksPlaceOfBirth?: (country: string) => boolean;
  /** Texts, merged over the English defaults (`defaultAuthModalMessages`). */
  messages?: Partial<AuthModalMessages>;
}

const emptySignIn: SignInFormValues = { email: '', password: '' };
const emptyForgot: ForgotPasswordFormValues = { email: '' };
const emptySignUp: Required<Omit<SignUpFormValues, 'dob'>> = {
  firstName: '',
  lastName: '',
  email: '',
  gender: 'male',
  country: '',
  city: '',
  address: '',
  phoneNumber: '',
  locale: '',
  currency: '',
  placeOfBirth: '',
  birthName: '',
  password: '',
  confirmPassword: '',
};

/** The date-of-birth field: what it reads as and the text typed. */
interface DobState {
  date: Date | null;
  text: string;
}

const emptyDob: DobState = { date: null, text: '' };

/** The `dob` value reported on submit (see {@link SignUpFormValues.dob}). */
function dobValue({ date, text }: DobState): string {
  if (!date) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : text;
}

/**
 * The sign-up / sign-in / forgot-password modal (spec point 2). Presentational: it keeps what the
 * player types, reports submits with the values, and shows the errors the app passes in. Every form is
 * cleared when the modal closes and when `resetKey` changes. On mobile the dialog is a full-screen sheet;
 * sign-up fields sit in two columns from `media.sm` up. The date of birth is a `DateField` in `segments` mode (day, month and year boxes,
 * calendar from 150 years ago up to today).
 */
export function AuthModal({
  open,
  onOpenChange,
  tab,
  onTabChange,
  submitting = false,
  errors = {},
  formError,
  onSignIn,
  onSignUp,
  onForgotPassword,
  genderOptions,
  currencyOptions,
  localeOptions,
  defaultLocale = '',
  resetKey,
  dateLocale,
  signInStep,
  asksPlaceOfBirth,
  messages,
}: AuthModalProps) {
  const text = { ...defaultAuthModalMessages, ...messages };
  const [signIn, setSignIn] = useState(emptySignIn);
  const [chosenSignUp, setSignUp] = useState(emptySignUp);
  const offeredDefault = localeOptions.some((option) => option.value === defaultLocale) ? defaultLocale : '';
  const signUp = { ...chosenSignUp, locale: chosenSignUp.locale || offeredDefault };
  const [forgot, setForgot] = useState(emptyForgot);
  const [dob, setDob] = useState(emptyDob);
  // Remounts the date-of-birth field on a reset, which also clears text that never became a date.
  const [resetCount, setResetCount] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  const [today] = useState(() => startOfDay(new Date()));
  // Opened by the page's own buttons (no DialogTrigger): focus goes back to the one that opened it.
  const returnFocus = useReturnFocus(open);

  const clearForms = () => {
    setSignIn(emptySignIn);
    setSignUp(emptySignUp);
    setForgot(emptyForgot);
    setDob(emptyDob);
    setResetCount((count) => count + 1);
  };

  // Clear every form when the modal closes or `resetKey` changes (adjusting state while rendering,
  // not in an effect).
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) clearForms();
  }
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    clearForms();
  }

  const submit = (send: () => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    send();
  };

  const passwordMessages = { show: text.showPassword, hide: text.hidePassword };
  const setUp = (field: keyof typeof emptySignUp) => (value: string) => setSignUp((v) => ({ ...v, [field]: value }));
  /** The props every sign-up text field shares: its name, value, change handler and error. */
  const signUpField = (field: keyof typeof emptySignUp) => ({
    name: field,
    value: signUp[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setUp(field)(event.target.value),
    error: errors[field],
  });
  const asksBirthPlace = asksPlaceOfBirth?.(signUp.country) ?? false;
  /** The sign-up values reported on submit: the place of birth and birth name only when asked. */
  const signUpValues = (): SignUpFormValues => {
    const { placeOfBirth, birthName, ...rest } = signUp;
    return { ...rest, dob: dobValue(dob), ...(asksBirthPlace ? { placeOfBirth, birthName } : {}) };
  };
  const title =
    tab === 'signUp' ? text.signUpTitle : tab === 'forgotPassword' ? text.forgotPasswordTitle : text.signInTitle;

  const switchLink = (question: string, label: string, to: AuthModalTab) => (
    <p className={styles.links}>
      <span>{question}</span>
      <Button variant="link" onClick={() => onTabChange(to)}>
        {label}
      </Button>
    </p>
  );

  const signInForm = (
    <form className={styles.form} noValidate aria-label={text.signInTitle} onSubmit={submit(() => onSignIn(signIn))}>
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={signIn.email}
        onChange={(e) => setSignIn((v) => ({ ...v, email: e.target.value }))}
        error={errors.email}
      />
      <PasswordField
        label={text.password}
        name="password"
        autoComplete="current-password"
        required
        messages={passwordMessages}
        value={signIn.password}
        onChange={(e) => setSignIn((v) => ({ ...v, password: e.target.value }))}
        error={errors.password}
      />
      <div className={styles.forgotRow}>
        <Button variant="link" onClick={() => onTabChange('forgotPassword')}>
          {text.forgotPasswordLink}
        </Button>
      </div>
      <Button type="submit" fullWidth loading={submitting}>
        {text.signInSubmit}
      </Button>
      {switchLink(text.noAccount, text.registration, 'signUp')}
    </form>
  );

  const signUpForm = (
    <form
      className={styles.form}
      noValidate
      aria-label={text.signUpTitle}
      onSubmit={submit(() => onSignUp(signUpValues()))}
    >
      <div className={styles.grid}>
        <TextField label={text.firstName} {...signUpField('firstName')} autoComplete="given-name" required />
        <TextField label={text.lastName} {...signUpField('lastName')} autoComplete="family-name" required />
        <TextField
          label={text.email}
          {...signUpField('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <Select
          label={text.gender}
          name="gender"
          options={genderOptions}
          messages={{ empty: text.noOptions }}
          value={signUp.gender}
          onValueChange={setUp('gender')}
          error={errors.gender}
        />
        <TextField label={text.country} {...signUpField('country')} required autoComplete="country-name" />
        <TextField label={text.city} {...signUpField('city')} required autoComplete="address-level2" />
        <TextField label={text.address} {...signUpField('address')} required autoComplete="street-address" />
        <TextField
          label={text.phoneNumber}
          {...signUpField('phoneNumber')}
          required
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <Select
          label={text.locale}
          name="locale"
          options={localeOptions}
          placeholder={text.localePlaceholder}
          messages={{ empty: text.noOptions }}
          required
          value={signUp.locale}
          onValueChange={setUp('locale')}
          error={errors.locale}
        />
        <Select
          label={text.currency}
          name="currency"
          options={currencyOptions}
          placeholder={text.currencyPlaceholder}
          messages={{ empty: text.noOptions }}
          required
          value={signUp.currency}
          onValueChange={setUp('currency')}
          error={errors.currency}
        />
        <DateField
          // Remounted on a reset; otherwise mounted again with the text typed before a tab switch.
          key={resetCount}
          label={text.dob}
          name="dob"
          segments
          required
          autoComplete="bday"
          value={dob.date}
          defaultText={dob.date && isValid(dob.date) ? undefined : dob.text}
          onChange={(date, typed) => setDob({ date, text: typed })}
          error={errors.dob}
          minDate={subYears(today, 150)}
          maxDate={today}
          today={today}
          locale={dateLocale}
          messages={{
            day: text.dobDay,
            month: text.dobMonth,
            year: text.dobYear,
            dayPlaceholder: text.dobDayPlaceholder,
            monthPlaceholder: text.dobMonthPlaceholder,
            yearPlaceholder: text.dobYearPlaceholder,
            openCalendar: text.openCalendar,
            previousMonth: text.previousMonth,
            nextMonth: text.nextMonth,
            monthSelect: text.monthSelect,
            yearSelect: text.yearSelect,
          }}
        />
        {asksBirthPlace && (
          <>
            <TextField label={text.placeOfBirth} {...signUpField('placeOfBirth')} required />
            <TextField label={text.birthName} {...signUpField('birthName')} />
          </>
        )}
        <PasswordField
          label={text.password}
          {...signUpField('password')}
          autoComplete="new-password"
          required
          messages={passwordMessages}
        />
        <PasswordField
          label={text.confirmPassword}
          {...signUpField('confirmPassword')}
          autoComplete="new-password"
          required
          messages={passwordMessages}
        />
      </div>
      <Button type="submit" fullWidth loading={submitting}>
        {text.signUpSubmit}
      </Button>
      {switchLink(text.haveAccount, text.login, 'signIn')}
    </form>
  );

  const forgotForm = (
    <form
      className={styles.form}
      noValidate
      aria-label={text.forgotPasswordTitle}
      onSubmit={submit(() => onForgotPassword(forgot))}
    >
      <div className={styles.backRow}>
        <Button variant="link" onClick={() => onTabChange('signIn')}>
          {text.back}
        </Button>
      </div>
      <TextField
        label={text.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={forgot.email}
        onChange={(e) => setForgot({ email: e.target.value })}
        error={errors.email}
      />
      <Button type="submit" fullWidth loading={submitting}>
        {text.forgotPasswordSubmit}
      </Button>
    </form>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size={tab === 'signUp' ? 'lg' : 'md'}
        aria-describedby={undefined}
        messages={{ close: text.close }}
        onCloseAutoFocus={returnFocus}
      >
        <DialogTitle>{title}</DialogTitle>
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        {tab === 'forgotPassword' ? (
          forgotForm
        ) : tab === 'signIn' && signInStep ? (
          signInStep
        ) : (
          <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthModalTab)}>
            <TabsList aria-label={text.tabsLabel}>
              <TabsTrigger value="signUp">{text.signUpTab}</TabsTrigger>
              <TabsTrigger value="signIn">{text.signInTab}</TabsTrigger>
            </TabsList>
            <TabsContent value="signUp">{signUpForm}</TabsContent>
            <TabsContent value="signIn">{signInForm}</TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
