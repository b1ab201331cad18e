// vitest: isolate
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, member, NOT_SIGNED_IN, selfOf, type SentCall } from '../test/fakePlatform';
import { renderApp } from '../test/renderApp';

const ENROLMENT = {
  otpauthUrl: 'otpauth://totp/Casino%20back%20office:ada@casino.example?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/png;base64,iVBORw0KGgo=',
};

afterEach(() => vi.unstubAllGlobals());

describe('signing in to the back office', () => {
  it('enrols the authenticator on the first sign-in, then opens the page the staff member asked for', async () => {
    let signedIn = false;
    const platform = fakePlatform({
      'GET /api/backoffice/me': () => (signedIn ? { result: selfOf('admin') } : NOT_SIGNED_IN),
      'POST /api/backoffice/sign-in': { result: { step: 'enrol', ticket: 'ticket-1', enrolment: ENROLMENT } },
      'POST /api/backoffice/sign-in/code': (call: SentCall) => {
        if ((call.body as { code: string }).code !== '123456') {
          return { error: { message: 'Invalid request', fields: { code: 'That code is not right' } } };
        }
        signedIn = true;
        return { result: selfOf('admin') };
      },
      'GET /api/backoffice/staff': {
        result: [
          member(),
          member({
            id: '33333333-3333-4333-8333-333333333333',
            name: 'Cleo Compliance',
            role: 'compliance',
            email: 'cleo@casino.example',
            setUp: false,
            twoFactorEnrolled: false,
            lastSignInAt: null,
          }),
        ],
      },
    });
    const user = userEvent.setup();
    await renderApp('/staff');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    await user.type(screen.getByLabelText('E-mail'), 'ada@casino.example');
    await user.type(screen.getByLabelText('Password'), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute(
      'src',
      ENROLMENT.qrCode,
    );
    expect(screen.getByText(ENROLMENT.secret)).toBeVisible();
    const signIn = platform.calls.find((call) => call.path === '/api/backoffice/sign-in')!;
    expect(signIn.body).toEqual({ email: 'ada@casino.example', password: 'Correct-Horse-9' });

    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    const codeCalls = platform.calls.filter((call) => call.path === '/api/backoffice/sign-in/code');
    expect(codeCalls.map((call) => call.body)).toEqual([
      { ticket: 'ticket-1', code: '000000' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Players',
      'KYC queue',
      'Markers of harm',
      'Withdrawals',
      'Held deposits',
      'Trading',
      'Reports',
      'Campaigns',
      'Audit log',
      'Staff',
      'My sessions',
    ]);
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    // The list arrives after the page: its last member's row first.
    await screen.findByRole('row', { name: /Cleo Compliance/ });
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Name'),
      expect.stringMatching(/Ada Admin \(you\).*Admin.*Active.*Enrolled/),
      expect.stringMatching(/Cleo Compliance.*Compliance.*Invited.*Not yet.*Never/),
    ]);
  });

  it("asks an enrolled member for the app's code, and says what is wrong with the password step", async () => {
    fakePlatform({
      'GET /api/backoffice/me': NOT_SIGNED_IN,
      'POST /api/backoffice/sign-in': (call: SentCall) =>
        (call.body as { password: string }).password === 'right'
          ? { result: { step: 'code', ticket: 'ticket-2', enrolment: null } }
          : { error: { message: 'Wrong e-mail or password' } },
    });
    const user = userEvent.setup();
    await renderApp('/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail and password.');
    await user.type(screen.getByLabelText('E-mail'), 'ada@casino.example');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong e-mail or password'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your two-factor code' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Enter the 6-digit code\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
  });
});

describe('the signed-in back office', () => {
  it('shows a role only the screens it may use, and sends it home from one it may not', async () => {
    fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('support') },
      'GET /api/backoffice/dashboard': {
        result: {
          queues: {
            kyc: { count: 0, oldestSince: null },
            withdrawals: { count: 0, oldestSince: null },
            heldDeposits: { count: 0, oldestSince: null },
          },
          day: '2027-01-03',
          money: [],
        },
      },
    });
    const { router } = await renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Players', 'KYC queue', 'Withdrawals', 'Held deposits', 'Campaigns', 'My sessions']);
    expect(within(nav).getByText(/Support/)).toBeVisible();
  });

  it('takes the staff member to sign-in with a message when the platform says the session has ended', async () => {
    let live = true;
    fakePlatform({
      'GET /api/backoffice/me': () => (live ? { result: selfOf('admin') } : NOT_SIGNED_IN),
      'GET /api/backoffice/audit': () => {
        live = false;
        return NOT_SIGNED_IN;
      },
      'GET /api/backoffice/staff': { result: [] },
    });
    const { router } = await renderApp('/audit?action=staff.invite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the back office' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended: 15 minutes passed without activity, or 12 hours since you signed in. Sign in again.',
    );
    expect(router.state.location.state).toEqual({ reason: 'sessionEnded', from: '/audit?action=staff.invite' });
  });

  it('signs out with the CSRF token and says so', async () => {
    let live = true;
    const platform = fakePlatform({
      'GET /api/backoffice/me': () => (live ? { result: selfOf('compliance') } : NOT_SIGNED_IN),
      'GET /api/backoffice/sessions': { result: [] },
      'POST /api/backoffice/sign-out': () => {
        live = false;
        return { result: { message: 'Signed out' } };
      },
    });
    const user = userEvent.setup();
    await renderApp('/sessions');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeVisible();
    const signOut = platform.calls.find((call) => call.path === '/api/backoffice/sign-out')!;
    expect(signOut.headers.get('x-csrf-token')).toBe('csrf-compliance');
  });
});
