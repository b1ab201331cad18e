import type { TwoFactorCodeFormMessages } from '@casino/ui/TwoFactorCodeForm';
import type { TFunction } from 'i18next';

/** The texts of the two-factor code step (sign-in, and a protection change that needs a code). */
export const twoFactorCodeFormMessages = (
  t: TFunction,
  overrides: Partial<TwoFactorCodeFormMessages> = {},
): Partial<TwoFactorCodeFormMessages> => ({
  title: t('security.formTitle'),
  intro: t('security.formIntro'),
  recoveryIntro: t('security.formRecoveryIntro'),
  code: t('security.code'),
  recoveryCode: t('security.recoveryCode'),
  useRecoveryCode: t('security.useRecoveryCode'),
  useAppCode: t('security.useAppCode'),
  submit: t('security.verify'),
  cancel: t('security.back'),
  ...overrides,
});
