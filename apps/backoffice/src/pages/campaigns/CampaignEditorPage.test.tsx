// vitest: isolate
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform, selfOf } from '../../test/fakePlatform';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

describe('the campaign editor', () => {
  it('says what is wrong with each field, focuses the first, and shows the market cap the platform refuses', async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('marketing') },
      'GET /api/auth/master/currency/avaliable': {
        result: [
          { id: 1, code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 },
          { id: 2, code: 'GBP', name: 'Pound', symbol: '£', decimals: 2 },
        ],
      },
      'POST /api/backoffice/campaigns': {
        status: 400,
        error: {
          message: 'Offers in GBP reach players in United Kingdom: their wagering is at most 10 times the bonus.',
          fields: {
            wageringMultiplier:
              'Offers in GBP reach players in United Kingdom: their wagering is at most 10 times the bonus.',
          },
        },
      },
    });
    await renderApp('/campaigns/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });

    await user.type(screen.getByLabelText('Match percentage', { exact: false }), '1e3');
    await user.type(screen.getByLabelText('Maximum bonus', { exact: false }), '50,00');
    await user.type(screen.getByLabelText('Wagering multiplier', { exact: false }), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Match percentage/ })).toHaveAccessibleDescription(
      expect.stringContaining('An amount such as 50 or 50.50'),
    );
    expect(screen.getByRole('textbox', { name: /^Maximum bonus/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Wagering multiplier/ })).toHaveAccessibleDescription(
      expect.stringContaining('A whole number, at least 0'),
    );
    expect(platform.calls.some((call) => call.method === 'POST')).toBe(false);

    // The preview follows the form, in each of the site's languages.
    await user.type(name, 'Winter reload');
    expect(screen.getByRole('article', { name: 'Winter reload' })).toHaveTextContent('Reload');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de_DE');
    expect(screen.getByRole('article', { name: 'Winter reload' })).toHaveTextContent('Aufladung');
    // No German text: the English name, said so; the German tab of the texts shows with the preview.
    expect(screen.getByText(/No German name and terms yet/)).toBeVisible();
    expect(screen.getByRole('tab', { name: /^German/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /^English/ }));

    // Fixed, sent: the platform's refusal shows on its field.
    await user.clear(screen.getByRole('textbox', { name: /^Match percentage/ }));
    await user.type(screen.getByRole('textbox', { name: /^Match percentage/ }), '100');
    await user.clear(screen.getByRole('textbox', { name: /^Maximum bonus/ }));
    await user.type(screen.getByRole('textbox', { name: /^Maximum bonus/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /^Maximum conversion/ }), '100');
    await user.clear(screen.getByRole('textbox', { name: /^Wagering multiplier/ }));
    await user.type(screen.getByRole('textbox', { name: /^Wagering multiplier/ }), '20');
    await user.type(screen.getByRole('textbox', { name: /^Promo code/ }), 'WINTER');
    await user.type(screen.getByRole('textbox', { name: /^Terms/ }), 'Terms apply.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Currency/ }), 'GBP');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));

    const wagering = screen.getByRole('textbox', { name: /^Wagering multiplier/ });
    await vi.waitFor(() => expect(wagering).toHaveFocus());
    expect(wagering).toHaveAccessibleDescription(expect.stringContaining('United Kingdom'));
    const sent = platform.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      name: 'Winter reload',
      code: 'WINTER',
      currency: 'GBP',
      percentage: '100.00',
      maxAmount: '50.00',
      maxConversionLimit: '100.00',
      wageringMultiplier: 20,
      duration: 30,
      condition: 'reload',
      startDate: null,
      endDate: null,
    });
  });

  it('writes the name and terms per language, previews each, and says what a half-written language lacks', async () => {
    const platform = fakePlatform({
      'GET /api/backoffice/me': { result: selfOf('marketing') },
      'GET /api/auth/master/currency/avaliable': {
        result: [{ id: 1, code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 }],
      },
      'POST /api/backoffice/campaigns': { status: 500, error: { message: 'Not in this test' } },
    });
    await renderApp('/campaigns/new');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New campaign' });
    const tabs = screen.getByRole('tablist', { name: 'Language of the name and terms' });
    expect(tabs).toHaveTextContent(/German\s*falls back to English/);

    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Winter reload');
    await user.type(screen.getByRole('textbox', { name: /^Terms \(English\)/ }), '<p>Half, up to €100.</p>');
    await user.type(screen.getByRole('textbox', { name: /^Promo code/ }), 'WINTER');
    await user.type(screen.getByRole('textbox', { name: /^Match percentage/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /^Maximum bonus/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Maximum conversion/ }), '200');
    await user.type(screen.getByRole('textbox', { name: /^Wagering multiplier/ }), '20');

    // German: a name only. The preview shows it; sending says the terms are missing, on its tab.
    await user.click(screen.getByRole('tab', { name: /^German/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name (German)' }), 'Winter-Aufladung');
    expect(tabs).not.toHaveTextContent(/German\s*falls back/);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de_DE');
    expect(screen.getByRole('article', { name: 'Winter-Aufladung' })).toHaveTextContent('Aufladung');
    expect(screen.queryByText(/No German name and terms yet/)).toBeNull();
    await user.click(screen.getByRole('tab', { name: /^English/ }));
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    const germanTerms = await screen.findByRole('textbox', { name: /^Terms \(German\)/ });
    await vi.waitFor(() => expect(germanTerms).toHaveFocus());
    expect(germanTerms).toHaveAccessibleDescription(
      expect.stringContaining('Write both the name and the terms, or leave both empty to show English'),
    );
    expect(platform.calls.some((call) => call.method === 'POST')).toBe(false);

    // Spanish has none: its preview falls back to the English name, visibly.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es_ES');
    expect(screen.getByRole('tab', { name: /^Spanish/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('article', { name: 'Winter reload' })).toHaveTextContent('Recarga');
    expect(screen.getByText('No Spanish name and terms yet: players in Spanish see the English ones.')).toBeVisible();

    // German completed: sent with both languages (Spanish null: none).
    await user.click(screen.getByRole('tab', { name: /^German/ }));
    await user.type(screen.getByRole('textbox', { name: /^Terms \(German\)/ }), '<p>Die Hälfte.</p>');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await vi.waitFor(() => expect(platform.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(platform.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Winter reload',
      description: '<p>Half, up to €100.</p>',
      texts: { de_DE: { name: 'Winter-Aufladung', description: '<p>Die Hälfte.</p>' }, es_ES: null },
    });
  });
});
