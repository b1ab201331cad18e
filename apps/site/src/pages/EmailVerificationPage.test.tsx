import { deDE, enGB } from '@casino/contract/texts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import EmailVerificationPage from './EmailVerificationPage';

vi.mock('../notify/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const texts = withTexts({
  'emailVerification.title': 'Email Verification',
  'emailVerification.changeTitle': 'E-mail change',
  'emailVerification.verified': 'Your e-mail address is verified.',
  'emailVerification.failed': 'Your e-mail address could not be verified.',
  'common.goHome': 'Go home',
});

function open(query: string, Wrapper = texts) {
  render(
    <Wrapper>
      <MemoryRouter initialEntries={[`/email-verification?${query}`]}>
        <EmailVerificationPage />
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('EmailVerificationPage', () => {
  it('gives the verification verdict of a verification link', () => {
    open('emailVerified=false&message=This+link+is+invalid+or+has+expired.');
    expect(screen.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
    expect(screen.getByText('Your e-mail address could not be verified.')).toBeVisible();
    expect(screen.getByText('This link is invalid or has expired.')).toBeVisible();
  });

  it('speaks of the e-mail change, not of a failed verification, after its cancel link', () => {
    open(
      `emailChange=cancelled&message=${encodeURIComponent(
        'The change of your e-mail address was cancelled. Your sign-in stays the same.',
      )}`,
    );
    expect(screen.getByRole('heading', { name: 'E-mail change' })).toBeVisible();
    expect(
      screen.getByText('The change of your e-mail address was cancelled. Your sign-in stays the same.'),
    ).toBeVisible();
    expect(screen.queryByText('Your e-mail address could not be verified.')).toBeNull();
    expect(document.title).toContain('E-mail change');
  });

  it("says the platform's verdict in the player's language by its code", () => {
    const german = withTexts(
      {
        'emailVerification.title': 'E-Mail-Bestätigung',
        'emailVerification.failed': 'Ihre E-Mail-Adresse konnte nicht bestätigt werden.',
        'player.verificationLinkInvalid': deDE['player.verificationLinkInvalid'],
      },
      'de_DE',
    );
    open(
      `emailVerified=false&message=${encodeURIComponent(enGB['player.verificationLinkInvalid'])}&messageCode=player.verificationLinkInvalid`,
      german,
    );
    expect(screen.getByText(deDE['player.verificationLinkInvalid'])).toBeVisible();
    expect(screen.queryByText(enGB['player.verificationLinkInvalid'])).toBeNull();
  });
});
