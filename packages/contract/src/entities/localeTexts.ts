import Type, { type Static } from 'typebox';

/** Texts of one language: translation key to text. Empty texts are left out. */
export const LanguageTexts = Type.Record(Type.String(), Type.String({ minLength: 1 }));
export type LanguageTexts = Static<typeof LanguageTexts>;

/** Translations: language code (e.g. "en_GB") to that language's texts. */
export const LocaleTexts = Type.Record(Type.String(), LanguageTexts, { title: 'LocaleTexts' });
export type LocaleTexts = Static<typeof LocaleTexts>;
