import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetApi } from './api';
import { loadTranslator, TEXTS_WAIT_MS, useTexts } from './useTexts';

const LANGUAGES = [
  { id: 1, lanCode: 'en_GB', language: 'English', status: true, enable: true },
  { id: 2, lanCode: 'de_DE', language: 'Deutsch', status: true, enable: true },
  { id: 3, lanCode: 'es_ES', language: 'Español', status: true, enable: true },
];
const TEXTS: Record<string, Record<string, string>> = {
  en_GB: { 'sportsbook.betslip.title': 'Betslip' },
  de_DE: { 'sportsbook.betslip.title': 'Wettschein' },
  es_ES: { 'sportsbook.betslip.title': 'Boleto de apuestas' },
};

function fakeApi(origin = 'http://platform.test') {
  return {
    origin,
    languages: vi.fn(() => Promise.resolve(LANGUAGES)),
    texts: vi.fn((lanCode: string) => Promise.resolve(TEXTS[lanCode] ?? {})),
  };
}
const asApi = (api: ReturnType<typeof fakeApi>) => api as unknown as WidgetApi;

describe('loading the texts of the contract locale', () => {
  it('asks for a full language code at once', async () => {
    const api = fakeApi();
    const translator = await loadTranslator(asApi(api), 'de-DE');
    expect(translator.lanCode).toBe('de_DE');
    expect(translator.t('sportsbook.betslip.title')).toBe('Wettschein');
    expect(api.texts).toHaveBeenCalledWith('de_DE');
    expect(api.languages).not.toHaveBeenCalled();
  });

  it('finds the platform language of a bare language, or of an unknown region, from the list', async () => {
    const api = fakeApi();
    expect((await loadTranslator(asApi(api), 'es')).t('sportsbook.betslip.title')).toBe('Boleto de apuestas');
    expect((await loadTranslator(asApi(api), 'de_AT')).lanCode).toBe('de_DE');
    expect((await loadTranslator(asApi(api), 'fr')).lanCode).toBe('en_GB');
  });
});

describe('useTexts', () => {
  afterEach(() => vi.useRealTimers());

  it('is English until the texts arrive, then the language', async () => {
    const api = fakeApi('http://one.test');
    const { result } = renderHook(() => useTexts(asApi(api), 'de_DE'));
    expect(result.current.settled).toBe(false);
    expect(result.current.translator.t('sportsbook.betslip.title')).toBe('Betslip');
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.translator.t('sportsbook.betslip.title')).toBe('Wettschein');
  });

  it('stays English when the texts cannot be read, and asks again on the next mount', async () => {
    const api = fakeApi('http://two.test');
    api.texts.mockRejectedValueOnce(new Error('offline'));
    const first = renderHook(() => useTexts(asApi(api), 'de_DE'));
    await waitFor(() => expect(first.result.current.settled).toBe(true));
    expect(first.result.current.translator.lanCode).toBe('en_GB');
    expect(first.result.current.translator.t('sportsbook.betslip.title')).toBe('Betslip');
    first.unmount();
    const second = renderHook(() => useTexts(asApi(api), 'de_DE'));
    await waitFor(() => expect(second.result.current.translator.lanCode).toBe('de_DE'));
  });

  it("paints an English locale at once, and takes the platform's English when it comes", async () => {
    const api = fakeApi('http://four.test');
    api.texts.mockResolvedValueOnce({ 'sportsbook.betslip.title': 'Bet slip' });
    const { result } = renderHook(() => useTexts(asApi(api), 'en_GB'));
    expect(result.current.settled).toBe(true);
    await waitFor(() => expect(result.current.translator.t('sportsbook.betslip.title')).toBe('Bet slip'));
  });

  it('stops waiting after a while and shows English, switching when the texts come', async () => {
    vi.useFakeTimers();
    const api = fakeApi('http://three.test');
    let answer: (texts: Record<string, string>) => void = () => undefined;
    api.texts.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useTexts(asApi(api), 'de_DE'));
    expect(result.current.settled).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(TEXTS_WAIT_MS));
    expect(result.current.settled).toBe(true);
    expect(result.current.translator.lanCode).toBe('en_GB');
    await act(async () => answer(TEXTS.de_DE!));
    expect(result.current.translator.t('sportsbook.betslip.title')).toBe('Wettschein');
  });
});
