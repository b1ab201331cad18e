import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AuthModal, type AuthModalProps } from '.';

const genderOptions = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
];
const localeOptions = [{ value: 'en_GB', label: 'English' }];
const currencyOptions = [{ value: 'EUR', label: 'EUR' }];

function props(overrides: Partial<AuthModalProps> = {}): AuthModalProps {
  return {
    open: true,
    onOpenChange: vi.fn(),
    tab: 'signIn',
    onTabChange: vi.fn(),
    onSignIn: vi.fn(),
    onSignUp: vi.fn(),
    onForgotPassword: vi.fn(),
    genderOptions,
    currencyOptions,
    localeOptions,
    ...overrides,
  };
}

/** A box of the sign-up date of birth. */
const dobBox = (name: 'Day' | 'Month' | 'Year', label = 'Date of Birth') =>
  within(screen.getByRole('group', { name: label })).getByRole('textbox', { name });

/** Types a `dd-MM-yyyy` text into the three boxes (blank parts are left empty). */
async function typeDob(text: string) {
  const [day = '', month = '', year = ''] = text.split('-');
  for (const [name, part] of [
    ['Day', day],
    ['Month', month],
    ['Year', year],
  ] as const) {
    if (part.trim() !== '') await userEvent.type(dobBox(name), part);
  }
}

/** A page's own Sign In button that opens the dialog (no DialogTrigger), as the site's header does. */
function OpenedByPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Sign In
      </button>
      <AuthModal {...props({ open, onOpenChange: setOpen })} />
    </>
  );
}

describe('AuthModal', () => {
  it('gives focus back to the button that opened it when it closes', async () => {
    render(<OpenedByPage />);
    const opener = screen.getByRole('button', { name: 'Sign In' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps the typed values when errors arrive after a failed submit', async () => {
    const base = props({ tab: 'signUp' });
    const { rerender } = render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('First Name'), 'J');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'J', email: 'not-an-email', gender: 'male' }),
    );

    rerender(<AuthModal {...base} errors={{ firstName: 'minimum length of 2', email: 'Invalid email address' }} />);
    expect(screen.getByText('* minimum length of 2')).toBeInTheDocument();
    expect(screen.getByText('* Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('J');
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears every field when open becomes false', async () => {
    const base = props();
    const { rerender } = render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');

    rerender(<AuthModal {...base} tab="signUp" />);
    await userEvent.type(screen.getByLabelText('Last Name'), 'Doe');

    rerender(<AuthModal {...base} open={false} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<AuthModal {...base} open />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    rerender(<AuthModal {...base} open tab="signUp" />);
    expect(screen.getByLabelText('Last Name')).toHaveValue('');
    expect(screen.getByLabelText('Gender')).toHaveValue('male');
  });

  it('blocks submits while submitting and shows the loading button', async () => {
    const base = props({ submitting: true });
    render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123{Enter}');
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(base.onSignIn).not.toHaveBeenCalled();
  });

  it('submits the sign-in values on Enter when not submitting', async () => {
    const base = props();
    render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123{Enter}');
    expect(base.onSignIn).toHaveBeenCalledTimes(1);
    expect(base.onSignIn).toHaveBeenCalledWith({ email: 'player@example.com', password: 'secret123' });
  });

  it('shows the forgot-password view without the tab header, with Back to sign in', async () => {
    const base = props({ tab: 'forgotPassword', errors: { email: 'required' } });
    render(<AuthModal {...base} />);
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('* required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(base.onTabChange).toHaveBeenCalledWith('signIn');
  });

  it('shows the form error as an alert', () => {
    render(<AuthModal {...props({ formError: 'Invalid credentials' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
  });

  it('clears every form when resetKey changes, and not on other renders', async () => {
    const base = props({ tab: 'forgotPassword', resetKey: 1 });
    const { rerender } = render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    rerender(<AuthModal {...base} errors={{ email: 'required' }} />);
    expect(screen.getByLabelText('Email')).toHaveValue('player@example.com');
    rerender(<AuthModal {...base} resetKey={2} />);
    expect(screen.getByLabelText('Email')).toHaveValue('');

    rerender(<AuthModal {...base} resetKey={2} tab="signIn" />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    rerender(<AuthModal {...base} resetKey={2} tab="signUp" />);
    await userEvent.type(screen.getByLabelText('First Name'), 'Jane');
    await typeDob('10-12-1985');
    rerender(<AuthModal {...base} resetKey="after-sign-up" tab="signUp" />);
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(dobBox('Day')).toHaveValue('');
    expect(dobBox('Year')).toHaveValue('');
    rerender(<AuthModal {...base} resetKey="after-sign-up" tab="signIn" />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it.each([
    ['a typed day as YYYY-MM-DD', '31-01-2000', '2000-01-31'],
    ['an impossible day as typed', '31-02-1990', '31-02-1990'],
    ['a partly filled date as typed', '10-12- ', '10-12-'],
    ['empty boxes as empty', ' - - ', ''],
  ])('reports %s for the date of birth', async (_case, typed, expected) => {
    const base = props({ tab: 'signUp' });
    render(<AuthModal {...base} />);
    expect(dobBox('Day')).toHaveAttribute('placeholder', 'DD');
    expect(dobBox('Month')).toHaveAttribute('placeholder', 'MM');
    expect(dobBox('Year')).toHaveAttribute('placeholder', 'YYYY');
    await typeDob(typed);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenCalledWith(expect.objectContaining({ dob: expected }));
  });

  it('marks every required sign-up field as required', () => {
    render(<AuthModal {...props({ tab: 'signUp' })} />);
    for (const label of ['First Name', 'Last Name', 'Email', 'Country', 'City', 'Address', 'Phone Number']) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
    for (const box of ['Day', 'Month', 'Year'] as const) expect(dobBox(box)).toBeRequired();
    expect(screen.getByText('Date of Birth').className).toBe(screen.getByText('Country').className);
  });

  it('reports an empty date of birth as an empty string', async () => {
    const base = props({ tab: 'signUp' });
    render(<AuthModal {...base} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenCalledWith(expect.objectContaining({ dob: '' }));
  });

  it("starts the sign-up language at the app's language when the list offers it", async () => {
    const languages = [...localeOptions, { value: 'de_DE', label: 'Deutsch' }];
    const base = props({ tab: 'signUp', localeOptions: languages, defaultLocale: 'de_DE' });
    const { rerender } = render(<AuthModal {...base} />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de_DE');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenLastCalledWith(expect.objectContaining({ locale: 'de_DE' }));

    rerender(<AuthModal {...base} defaultLocale="fr_FR" />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenLastCalledWith(expect.objectContaining({ locale: '' }));
  });

  it('shows the dob error and takes the dob texts from messages', () => {
    render(
      <AuthModal
        {...props({ tab: 'signUp', errors: { dob: 'YYYY-MM-DD format required' } })}
        messages={{
          dob: 'Geburtsdatum',
          dobDay: 'Tag',
          dobYear: 'Jahr',
          dobYearPlaceholder: 'JJJJ',
          openCalendar: (label) => `${label} wählen`,
        }}
      />,
    );
    const group = within(screen.getByRole('group', { name: 'Geburtsdatum' }));
    expect(group.getByRole('textbox', { name: 'Jahr' })).toHaveAttribute('placeholder', 'JJJJ');
    expect(group.getByRole('textbox', { name: 'Tag' })).toHaveAccessibleDescription('* YYYY-MM-DD format required');
    expect(screen.getByRole('button', { name: 'Geburtsdatum wählen' })).toBeInTheDocument();
  });

  it('shows a further sign-in step in place of the form and keeps the typed e-mail for when it ends', async () => {
    const base = props();
    const { rerender } = render(<AuthModal {...base} />);
    await userEvent.type(screen.getByLabelText('Email'), 'player@example.com');
    rerender(<AuthModal {...base} signInStep={<p>Enter your code</p>} />);
    expect(screen.getByText('Enter your code')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Sign Up' })).not.toBeInTheDocument();
    rerender(<AuthModal {...base} />);
    expect(screen.getByLabelText('Email')).toHaveValue('player@example.com');
  });

  it('asks the place of birth and birth name only for a country that needs them, and shows their errors', async () => {
    const base = props({ tab: 'signUp', asksPlaceOfBirth: (country) => country.trim() === 'Deutschland' });
    const { rerender } = render(<AuthModal {...base} />);
    const country = screen.getByLabelText('Country');
    await userEvent.type(country, 'Malta');
    expect(screen.queryByLabelText('Place of Birth')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenLastCalledWith(expect.not.objectContaining({ placeOfBirth: expect.anything() }));

    await userEvent.clear(country);
    await userEvent.type(country, 'Deutschland');
    const place = screen.getByLabelText('Place of Birth');
    expect(place).toBeRequired();
    expect(screen.getByLabelText('Birth Name (if different)')).not.toBeRequired();
    await userEvent.type(place, 'Köln');
    await userEvent.type(screen.getByLabelText('Birth Name (if different)'), 'Meier');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(base.onSignUp).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'Deutschland', placeOfBirth: 'Köln', birthName: 'Meier' }),
    );

    const required =
      'Enter your place of birth: players in Germany need it for the national player protection systems.';
    rerender(<AuthModal {...base} errors={{ placeOfBirth: required }} />);
    expect(screen.getByLabelText('Place of Birth')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Place of Birth')).toHaveAccessibleDescription(`* ${required}`);
  });
});
