import type { SignInOutcome } from '@casino/contract';

/** Text key of each sign-in outcome. */
export const OUTCOME_LABELS: Record<SignInOutcome, string> = {
  success: 'security.outcomeSuccess',
  wrong_password: 'security.outcomeWrongPassword',
  code_required: 'security.outcomeCodeRequired',
  wrong_code: 'security.outcomeWrongCode',
};

type Translate = (key: string, values?: Record<string, string>) => string;

/** 'Chrome 120 on Windows 10', 'Safari 17', or 'Unknown browser'. */
export function deviceName(t: Translate, device: { browser: string | null; os: string | null }): string {
  if (device.browser && device.os) return t('security.browserOn', { browser: device.browser, os: device.os });
  return device.browser ?? device.os ?? t('security.unknownBrowser');
}

/** The recovery codes as a text file's content, one a line. */
export const recoveryCodesFile = (codes: readonly string[]) => `${codes.join('\n')}\n`;
