import type { PlayerBonus } from '@casino/contract';
import { formatPercentageCleared } from '@casino/rules';
import type { ChipTone } from '@casino/ui/Chip';
import { tr } from '../../i18n/translate';
import { notify } from '../../notify/notify';

/** Copies a promo code and says so ('Promo Code copied to clipboard' or 'Failed to copy'). */
export async function copyPromoCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    notify.success(tr('toast.promoCodeCopied', 'Promo Code copied to clipboard'));
  } catch {
    notify.error(tr('toast.copyFailed', 'Failed to copy'));
  }
}

/** Player bonus status: active is highlighted, the others title-cased (spec point 4). */
export function bonusStatusTone(status: PlayerBonus['status']): ChipTone {
  if (status === 'active') return 'success';
  if (status === 'completed') return 'info';
  return 'neutral';
}

/** The gauge's value and text: two decimals, the whole number at 100 (spec point 2). */
export function clearedGauge(bonus: Pick<PlayerBonus, 'percentageCleared'>) {
  const text = formatPercentageCleared(bonus.percentageCleared);
  return { value: Number(text), format: () => `${text}%` };
}
