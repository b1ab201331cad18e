import type { HarmAlert } from '@casino/contract';
import type { Text } from '../../i18n';

/** "25 min", "3 h 05 min": an age or a time to a first step. */
export function duration(text: Text, minutes: number): string {
  if (minutes < 60) return text('bo.harm.minutes', { minutes });
  return text('bo.harm.hoursMinutes', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** A figure's name as staff read it: 'recentAmount' → 'Recent amount'. */
export function figureName(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first figures of an alert, in one line (the queue's evidence column). */
export function evidenceSummary(alert: HarmAlert, count = 3): string {
  return Object.entries(alert.evidence.figures)
    .slice(0, count)
    .map(([name, value]) => `${figureName(name)}: ${value}`)
    .join(' · ');
}

export const alertPlayerName = (alert: HarmAlert) =>
  `${alert.player.firstName} ${alert.player.lastName}`.trim() || alert.player.email;
