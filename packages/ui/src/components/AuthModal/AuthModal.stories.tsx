import type { Meta, StoryObj } from '@storybook/react-vite';
import { format } from 'date-fns';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { media } from '../../theme/tokens';
import { Button } from '../Button';
import { TwoFactorCodeForm } from '../TwoFactorCodeForm';
import { AuthModal, type AuthModalProps, type AuthModalTab } from './AuthModal';

const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];
const localeOptions = [
  { value: 'en_GB', label: 'English' },
  { value: 'de_DE', label: 'Deutsch' },
];
const currencyOptions = [
  { value: 'EUR', label: 'EUR' },
  { value: 'USD', label: 'USD' },
  { value: 'BTC', label: 'BTC' },
];

/** Holds `open` and `tab` the way the site does: closing resets the tab to Sign In. */
function AuthModalDemo(args: AuthModalProps) {
  const [open, setOpen] = useState(args.open);
  const [tab, setTab] = useState<AuthModalTab>(args.tab);
  return (
    <>
      <Button
        onClick={() => {
          setTab('signIn');
          setOpen(true);
        }}
      >
        Open auth modal
      </Button>
      <AuthModal
        {...args}
        open={open}
        tab={tab}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
          if (!next) setTab('signIn');
        }}
        onTabChange={(next) => {
          args.onTabChange(next);
          setTab(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Patterns/AuthModal',
  parameters: {
    docs: {
      description: {
        component: [
          'The sign-up / sign-in / forgot-password modal. Presentational: it keeps what the player types, reports submits with the values, and shows the errors the app passes in. Every form is cleared when the modal closes and when `resetKey` changes; on mobile it is a full-screen sheet.',
          '',
          '### Usage',
          "Use as the one place to sign up, sign in or ask for a password reset (from the header, 'Sign In & Bet', or a game that needs an account).",
          '',
          '- **Do** open it on the tab the player asked for (`signIn` from Sign In, `signUp` from Join).',
          '- **Do** validate in the app and pass field errors and the form error back; set `submitting` so nothing is sent twice.',
          '- **Do** pass `asksPlaceOfBirth` for markets that need the place and name of birth (Germany).',
          "- **Don't** add fields or texts inside the component: its texts come from `messages` (the texts catalogue).",
          "- **Don't** open it over another dialog.",
        ].join('\n'),
      },
    },
  },
  component: AuthModal,
  argTypes: {
    open: { control: 'boolean' },
    tab: { control: 'inline-radio', options: ['signUp', 'signIn', 'forgotPassword'] },
    submitting: { control: 'boolean' },
    formError: { control: 'text' },
    errors: { control: 'object', description: 'Field errors by field name, e.g. `{ "email": "Invalid e-mail" }`.' },
    genderOptions: { control: 'object' },
    currencyOptions: { control: 'object' },
    localeOptions: { control: 'object' },
    asksPlaceOfBirth: { control: false, description: 'A function of the country: set by the app.' },
    dateLocale: { control: false, description: 'A date-fns locale object.' },
  },
  args: {
    open: true,
    tab: 'signIn',
    onOpenChange: fn(),
    onTabChange: fn(),
    onSignIn: fn(),
    onSignUp: fn(),
    onForgotPassword: fn(),
    genderOptions,
    currencyOptions,
    localeOptions,
  },
  render: (args) => <AuthModalDemo {...args} />,
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    const modal = within(dialog);
    const email = modal.getByLabelText('Email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(modal.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');

    // Show/hide password toggles the input type.
    const password = modal.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(modal.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(modal.getByRole('button', { name: 'Hide password' }));
    await expect(password).toHaveAttribute('type', 'password');

    // Submitting calls onSignIn with the typed values.
    await userEvent.type(email, 'player@example.com');
    await userEvent.type(password, 'secret123');
    await userEvent.click(modal.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSignIn).toHaveBeenCalledWith({ email: 'player@example.com', password: 'secret123' });

    // Enter submits too.
    await userEvent.type(password, '{Enter}');
    await expect(args.onSignIn).toHaveBeenCalledTimes(2);

    // Switch tabs through the header.
    await userEvent.click(modal.getByRole('tab', { name: 'Sign Up' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('signUp');
    await expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('tab', { name: 'Sign In' }));
    await expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    // The typed e-mail survived the tab switch.
    await expect(within(screen.getByRole('dialog')).getByLabelText('Email')).toHaveValue('player@example.com');
  },
};

export const SignUp: Story = {
  args: { tab: 'signUp' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    const modal = within(dialog);
    await expect(modal.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(modal.getByLabelText('Gender')).toHaveValue('male');
    await expect(modal.getByLabelText('First Name')).toHaveAttribute('autocomplete', 'given-name');
    await expect(modal.getByLabelText('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    await expect(modal.getByLabelText('Country')).toHaveAttribute('autocomplete', 'country-name');
    await expect(modal.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
    await expect(modal.getByLabelText('Address')).toHaveAttribute('autocomplete', 'street-address');
    await expect(modal.getByLabelText('Phone Number')).toHaveAttribute('autocomplete', 'tel');
    const dob = within(modal.getByRole('group', { name: 'Date of Birth' }));
    await expect(dob.getByRole('textbox', { name: 'Day' })).toHaveAttribute('placeholder', 'DD');
    await expect(dob.getByRole('textbox', { name: 'Month' })).toHaveAttribute('placeholder', 'MM');
    await expect(dob.getByRole('textbox', { name: 'Year' })).toHaveAttribute('placeholder', 'YYYY');
    await expect(dob.getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
    await expect(dob.getByRole('button', { name: 'Choose Date of Birth' })).toBeInTheDocument();
    // Every field the rules require shows the required mark (the control is required).
    for (const label of ['Country', 'City', 'Address', 'Phone Number']) {
      await expect(modal.getByLabelText(label)).toBeRequired();
    }
    await expect(dob.getByRole('textbox', { name: 'Year' })).toBeRequired();
    await expect(modal.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(modal.getByLabelText('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');

    // Show/hide on the sign-up password.
    const toggles = modal.getAllByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    await expect(modal.getByLabelText('Password')).toHaveAttribute('type', 'text');

    await userEvent.type(modal.getByLabelText('First Name'), 'Jane');
    await userEvent.selectOptions(modal.getByLabelText('Currency'), 'EUR');
    await userEvent.selectOptions(modal.getByLabelText('Language'), 'en_GB');
    // Typed in the day, month and year boxes (two digits move on), reported as YYYY-MM-DD.
    await userEvent.click(dob.getByRole('textbox', { name: 'Day' }));
    await userEvent.keyboard('31012000');
    await userEvent.click(modal.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Jane',
        gender: 'male',
        currency: 'EUR',
        locale: 'en_GB',
        dob: '2000-01-31',
      }),
    );

    // Cross link to Sign In, then back with Registration.
    await userEvent.click(modal.getByRole('button', { name: 'Login' }));
    const signIn = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await expect(signIn.getByText('Do not have an account?')).toBeInTheDocument();
    await userEvent.click(signIn.getByRole('button', { name: 'Registration' }));
    await expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await expect(args.onTabChange).toHaveBeenLastCalledWith('signUp');
  },
};

export const ForgotPassword: Story = {
  play: async ({ args }) => {
    const signIn = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await userEvent.click(signIn.getByRole('button', { name: 'Forgot Password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const modal = within(dialog);
    await expect(modal.queryByRole('tablist')).not.toBeInTheDocument();
    await userEvent.type(modal.getByLabelText('Email'), 'player@example.com{Enter}');
    await expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'player@example.com' });

    await userEvent.click(modal.getByRole('button', { name: 'Back' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('signIn');
    const back = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await expect(back.getByRole('tablist')).toBeInTheDocument();
  },
};

/** The app bumps `resetKey` after every forgot-password request: the field is cleared, focus stays. */
export const ForgotPasswordResetKey: Story = {
  args: { tab: 'forgotPassword' },
  render: function Render(args) {
    const [resetKey, setResetKey] = useState(0);
    return (
      <AuthModalDemo
        {...args}
        resetKey={resetKey}
        onForgotPassword={(values) => {
          args.onForgotPassword(values);
          setResetKey((key) => key + 1);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Forgot Password' }));
    const email = modal.getByLabelText('Email');
    await userEvent.type(email, 'player@example.com{Enter}');
    await expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'player@example.com' });
    await expect(email).toHaveValue('');
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'other@example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onForgotPassword).toHaveBeenLastCalledWith({ email: 'other@example.com' });
    await expect(email).toHaveValue('');
  },
};

/** The date of birth is picked in a calendar that ends today, or typed; text that is no date is passed as typed. */
export const DateOfBirth: Story = {
  args: { tab: 'signUp' },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    const dob = () => within(screen.getByRole('group', { name: 'Date of Birth' }));
    const trigger = modal.getByRole('button', { name: 'Choose Date of Birth' });
    await userEvent.click(trigger);
    const calendar = within(await screen.findByRole('dialog', { name: 'Choose Date of Birth' }));
    // Today is the latest selectable day, and the calendar opens on it.
    await expect(calendar.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
    const years = within(calendar.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    const thisYear = new Date().getFullYear();
    await expect(years.at(-1)).toHaveTextContent(String(thisYear));
    await expect(years[0]).toHaveTextContent(String(thisYear - 150));
    // Escape closes only the calendar, not the modal.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date of Birth' })).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Choose Date of Birth' });
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/^Today, /));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Date of Birth' })).not.toBeInTheDocument());
    await expect(dob().getByRole('textbox', { name: 'Day' })).toHaveValue(format(new Date(), 'dd'));
    await expect(dob().getByRole('textbox', { name: 'Month' })).toHaveValue(format(new Date(), 'MM'));
    await expect(dob().getByRole('textbox', { name: 'Year' })).toHaveValue(format(new Date(), 'y'));
    await userEvent.click(modal.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ dob: format(new Date(), 'yyyy-MM-dd') }),
    );

    // Not a real day: kept as typed, also across a tab switch, and passed on as typed.
    await userEvent.tripleClick(dob().getByRole('textbox', { name: 'Day' }));
    await userEvent.keyboard('31022000');
    await userEvent.click(modal.getByRole('tab', { name: 'Sign In' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign In' })).getByRole('tab', { name: 'Sign Up' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    await expect(dob().getByRole('textbox', { name: 'Day' })).toHaveValue('31');
    await expect(dob().getByRole('textbox', { name: 'Month' })).toHaveValue('02');
    await expect(dob().getByRole('textbox', { name: 'Year' })).toHaveValue('2000');
    await userEvent.click(again.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(expect.objectContaining({ dob: '31-02-2000' }));

    // Empty is ''.
    for (const box of ['Day', 'Month', 'Year']) await userEvent.clear(dob().getByRole('textbox', { name: box }));
    await userEvent.click(again.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(expect.objectContaining({ dob: '' }));
  },
};

export const ForgotPasswordError: Story = {
  args: { tab: 'forgotPassword', errors: { email: 'Invalid email address' } },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Forgot Password' }));
    await expect(modal.getByText('* Invalid email address')).toBeInTheDocument();
    await expect(modal.getByLabelText('Email')).toHaveAccessibleDescription('* Invalid email address');
  },
};

export const WithErrors: Story = {
  args: {
    tab: 'signUp',
    formError: 'Email already exists',
    errors: {
      firstName: 'minimum length of 2',
      lastName: 'only letters and single space between words are allowed',
      email: 'Invalid email address',
      gender: 'Invalid gender selection',
      country: 'maximum length of 50',
      city: 'minimum length of 2',
      address: 'minimum length of 2',
      phoneNumber: 'only numbers and + allowed',
      locale: 'required',
      currency: 'required',
      dob: 'age must be atleast 18 years',
      password: 'minimum length of 8',
      confirmPassword: 'passwords must match',
    },
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Email already exists');
    const labels: Record<string, string> = {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      gender: 'Gender',
      country: 'Country',
      city: 'City',
      address: 'Address',
      phoneNumber: 'Phone Number',
      locale: 'Language',
      currency: 'Currency',
      password: 'Password',
      confirmPassword: 'Confirm Password',
    };
    // The date of birth is a group of three boxes: the group carries the error, each box is invalid.
    const dob = modal.getByRole('group', { name: 'Date of Birth' });
    await expect(dob).toHaveAccessibleDescription(`* ${args.errors?.dob ?? ''}`);
    for (const box of within(dob).getAllByRole('textbox')) await expect(box).toHaveAttribute('aria-invalid', 'true');
    for (const [name, label] of Object.entries(labels)) {
      const control = modal.getByLabelText(label);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(`* ${args.errors?.[name] ?? ''}`);
    }
    await expect(modal.getByText('* passwords must match')).toBeInTheDocument();
  },
};

/** Germany's market asks the place of birth (required) and the birth name (optional) once its country is typed. */
export const PlaceOfBirth: Story = {
  args: {
    tab: 'signUp',
    asksPlaceOfBirth: (country) => ['germany', 'deutschland'].includes(country.trim().toLowerCase()),
  },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    await expect(modal.queryByLabelText('Place of Birth')).not.toBeInTheDocument();
    await userEvent.type(modal.getByLabelText('Country'), 'Deutschland');
    await expect(modal.getByLabelText('Place of Birth')).toBeRequired();
    await userEvent.type(modal.getByLabelText('Place of Birth'), 'Hamburg');
    await userEvent.type(modal.getByLabelText('Birth Name (if different)'), 'Byron');
    await userEvent.click(modal.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'Deutschland', placeOfBirth: 'Hamburg', birthName: 'Byron' }),
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await userEvent.type(modal.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(modal.getByLabelText('Password'), 'secret123{Enter}');
    const button = modal.getByRole('button', { name: 'Sign In' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(button).cursor).toBe('not-allowed');
    await userEvent.click(button);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const NoCurrencies: Story = {
  args: { tab: 'signUp', currencyOptions: [] },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    const currency = modal.getByLabelText('Currency');
    await expect(within(currency).getByRole('option', { name: 'No options available' })).toBeInTheDocument();
  },
};

export const MobileWidth: Story = {
  args: { tab: 'signUp' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    await waitFor(() => expect(dialog).toBeVisible());
    if (window.matchMedia(media.mobile).matches) {
      await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    }
    if (!window.matchMedia(media.sm).matches) {
      const first = within(dialog).getByLabelText('First Name').getBoundingClientRect();
      const last = within(dialog).getByLabelText('Last Name').getBoundingClientRect();
      // One column on phones: Last Name sits under First Name.
      await expect(last.top).toBeGreaterThan(first.bottom);
    }
  },
};

export const CloseResets: Story = {
  args: { tab: 'signUp' },
  play: async ({ args, canvasElement }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    await userEvent.type(modal.getByLabelText('First Name'), 'Jane');
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open auth modal' }));
    const reopened = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await userEvent.click(reopened.getByRole('tab', { name: 'Sign Up' }));
    const signUp = within(await screen.findByRole('dialog', { name: 'Sign Up' }));
    await expect(signUp.getByLabelText('First Name')).toHaveValue('');
  },
};

/** After the password, the platform asked for a code: the sign-in tab shows the code step instead. */
export const TwoFactorStep: Story = {
  args: { signInStep: <TwoFactorCodeForm onSubmit={fn()} onCancel={fn()} /> },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign In' }));
    await expect(dialog.queryByRole('tab', { name: 'Sign Up' })).not.toBeInTheDocument();
    await expect(dialog.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = dialog.getByLabelText('Authentication code');
    await expect(code).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Use a recovery code' }));
    // Visible once the dialog's fade-in has run (a busy machine may still be on its first frame).
    await waitFor(() => expect(dialog.getByLabelText('Recovery code')).toBeVisible());
  },
};
