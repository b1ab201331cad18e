import { deDE, enGB, esES } from '@casino/contract/texts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/i18n';
import AuthDialog from './AuthDialog';

const player = vi.hoisted(() => ({ signIn: vi.fn(), signUp: vi.fn() }));
vi.mock('../player/PlayerProvider', () => ({ usePlayer: () => player }));
vi.mock('../data/reference', () => ({
  useLanguages: () => [
    { lanCode: 'en_GB', language: 'English' },
    { lanCode: 'fr_FR', language: 'French' },
  ],
  useCurrencies: () => [
    { code: 'EUR', name: 'Euro', symbolNative: '€' },
    { code: 'USD', name: 'US Dollar', symbolNative: '$' },
  ],
}));
vi.mock('../api/client', () => ({ callApi: vi.fn() }));
const toasts = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn() }, notifyPromise: vi.fn() }));
vi.mock('../notify/notify', () => toasts);

function renderDialog(texts: Record<string, string> = enGB, lanCode = 'en_GB') {
  render(<AuthDialog open tab="signUp" onTabChange={vi.fn()} onOpenChange={vi.fn()} />, {
    wrapper: withTexts(texts, lanCode),
  });
}

describe('AuthDialog sign-up: place of birth (Germany, GlüStV 2021 § 6h (2))', () => {
  beforeEach(() => {
    player.signUp.mockReset();
    toasts.notify.error.mockReset();
  });

  it('asks the place of birth and birth name for Deutschland and not for Malta', async () => {
    renderDialog();
    const country = screen.getByLabelText('Country');
    await userEvent.type(country, 'Malta');
    expect(screen.queryByLabelText('Place of Birth')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Birth Name (if different)')).not.toBeInTheDocument();
    await userEvent.clear(country);
    await userEvent.type(country, 'Deutschland');
    expect(screen.getByLabelText('Place of Birth')).toBeRequired();
    expect(screen.getByLabelText('Birth Name (if different)')).not.toBeRequired();
    // Any name of Germany's market, as the platform reads it.
    await userEvent.clear(country);
    await userEvent.type(country, 'germany');
    expect(screen.getByLabelText('Place of Birth')).toBeInTheDocument();
  });

  it("shows the rule's error under the place of birth in the player's language, and keeps Malta free of it", async () => {
    renderDialog(deDE, 'de_DE');
    await userEvent.type(screen.getByLabelText('Land'), 'Deutschland');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    const place = screen.getByLabelText('Geburtsort');
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveAccessibleDescription(`* ${deDE['validation.placeOfBirthRequired']}`);
    await userEvent.type(place, 'Berlin 1');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByLabelText('Geburtsort')).toHaveAccessibleDescription(`* ${deDE['validation.nameCharacters']}`);
    expect(player.signUp).not.toHaveBeenCalled();

    const country = screen.getByLabelText('Land');
    await userEvent.clear(country);
    await userEvent.type(country, 'Malta');
    await userEvent.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.queryByLabelText('Geburtsort')).not.toBeInTheDocument();
    expect(screen.queryByText(`* ${deDE['validation.placeOfBirthRequired']}`)).not.toBeInTheDocument();
    // The other fields are still asked for.
    expect(screen.getByLabelText('Stadt')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('AuthDialog sign-up in the language the player reads', () => {
  const optionsOf = (label: string) =>
    Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.text);

  it('names the languages and currencies, and asks for them, in German', () => {
    renderDialog(deDE, 'de_DE');
    expect(optionsOf('Sprache')).toEqual(['Sprache auswählen', 'Englisch', 'Französisch']);
    expect(optionsOf('Währung')).toEqual(['Währung auswählen', 'Euro (€)', 'US-Dollar ($)']);
  });

  it('names the languages and currencies, and asks for them, in Spanish', () => {
    renderDialog(esES, 'es_ES');
    expect(optionsOf('Idioma')).toEqual(['Seleccione un idioma', 'Inglés', 'Francés']);
    expect(optionsOf('Moneda')).toEqual(['Seleccione una moneda', 'Euro (€)', 'Dólar estadounidense ($)']);
  });

  it('keeps the English names in English', () => {
    renderDialog();
    expect(optionsOf('Language')).toEqual(['Select language', 'English', 'French']);
    expect(optionsOf('Currency')).toEqual(['Select currency', 'Euro (€)', 'US Dollar ($)']);
  });
});
