import type { PlayerDetails } from '@casino/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../../test/i18n';
import IdentityDetailsTab from './IdentityDetailsTab';

const api = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock('../../api/client', () => ({ callApi: api.callApi }));
const toasts = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn() }, notifyPromise: vi.fn() }));
vi.mock('../../notify/notify', () => toasts);

let player: PlayerDetails;
const ukPlayer: PlayerDetails = {
  uuid: '0b7c3c52-8d0a-4c1e-9d55-3f7b7a1c2d11',
  username: 'player1a2b3c',
  email: 'jo@example.com',
  isVerified: false,
  kycStatus: null,
  profilePicture: null,
  firstName: 'Jo',
  lastName: 'Smith',
  gender: 'female',
  dob: '1990-01-31',
  phoneNumber: '+441234567',
  address: '1 High Street',
  city: 'London',
  country: 'United Kingdom',
  market: 'uk',
  locale: 'en_GB',
  currency: 'EUR',
  consent: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  accounts: [],
};
player = ukPlayer;
vi.mock('../../player/PlayerProvider', () => ({ usePlayer: () => ({ playerDetails: player, merge: vi.fn() }) }));

const Texts = withTexts({
  'identity.title': 'Identity Details',
  'identity.consent': 'I agree',
  'auth.firstName': 'First Name',
  'auth.lastName': 'Last Name',
  'auth.phoneNumber': 'Phone Number',
  'auth.address': 'Address',
  'auth.city': 'City',
  'auth.country': 'Country',
  'auth.dob': 'Date of Birth',
  'auth.placeOfBirth': 'Place of Birth',
  'auth.birthName': 'Birth Name (if different)',
  'identity.setAtSignUp': 'Given at sign-up: our support team can change it after checking your documents.',
  'auth.dobDay': 'DD',
  'auth.dobMonth': 'MM',
  'auth.dobYear': 'YYYY',
  'dateField.day': 'Day',
  'dateField.month': 'Month',
  'dateField.year': 'Year',
  'dateField.openCalendar': 'Choose {{label}}',
  'common.save': 'Save',
});

const box = (name: 'Day' | 'Month' | 'Year') =>
  within(screen.getByRole('group', { name: 'Date of Birth' })).getByRole('textbox', { name });

describe('IdentityDetailsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  beforeEach(() => {
    // The consent checkbox (Radix, inside a form) measures its box; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    api.callApi.mockReset();
    toasts.notifyPromise.mockReset();
    player = ukPlayer;
  });

  it('shows the date of birth in day, month and year boxes with DD, MM and YYYY', () => {
    render(<IdentityDetailsTab />, { wrapper: Texts });
    expect(box('Day')).toHaveValue('31');
    expect(box('Month')).toHaveValue('01');
    expect(box('Year')).toHaveValue('1990');
    expect(box('Day')).toHaveAttribute('placeholder', 'DD');
    expect(box('Month')).toHaveAttribute('placeholder', 'MM');
    expect(box('Year')).toHaveAttribute('placeholder', 'YYYY');
    expect(screen.getByRole('button', { name: 'Choose Date of Birth' })).toBeInTheDocument();
  });

  it('says the format is wrong for an impossible day and never throws', async () => {
    render(<IdentityDetailsTab />, { wrapper: Texts });
    await userEvent.tripleClick(box('Day'));
    await userEvent.keyboard('31021990');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('* YYYY-MM-DD format required')).toBeInTheDocument();
    expect(screen.queryByText(/age must be less than 150 years/)).toBeNull();
    expect(toasts.notifyPromise).not.toHaveBeenCalled();
  });

  it("shows a German player's place of birth and birth name read-only, and never sends them", async () => {
    player = {
      ...ukPlayer,
      country: 'Deutschland',
      market: 'de',
      city: 'Berlin',
      placeOfBirth: 'St. Ingbert',
      birthName: 'Byron',
    };
    toasts.notifyPromise.mockImplementation((work: Promise<unknown>) => work);
    api.callApi.mockResolvedValue(player);
    render(<IdentityDetailsTab />, { wrapper: Texts });
    const place = screen.getByLabelText('Place of Birth');
    expect(place).toHaveValue('St. Ingbert');
    expect(place).toHaveAttribute('readonly');
    expect(place).toHaveAccessibleDescription(
      'Given at sign-up: our support team can change it after checking your documents.',
    );
    expect(screen.getByLabelText('Birth Name (if different)')).toHaveValue('Byron');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.callApi).toHaveBeenCalledTimes(1);
    const body = (api.callApi.mock.calls[0]?.[1] as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ country: 'Deutschland', city: 'Berlin' });
    expect(body).not.toHaveProperty('placeOfBirth');
    expect(body).not.toHaveProperty('birthName');
  });

  it('shows no place of birth for a player without one', () => {
    render(<IdentityDetailsTab />, { wrapper: Texts });
    expect(screen.queryByLabelText('Place of Birth')).not.toBeInTheDocument();
  });
});
