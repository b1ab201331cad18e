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

/** Figures that are settings (the windows' lengths, the thresholds, what was matched on), not the player's. */
const SETTING = /^(recentDays|baselineDays|minutesAfterLoss|nightHoursUtc|matchedOn)$|[tT]hreshold/;

/**
 * An alert's figures, the player's own first and the settings they were compared with after: the
 * evidence is stored as jsonb, which keeps its keys in its own order (the shortest first), not the
 * marker's, so without this the queue's summary showed the window's lengths before the deposits.
 */
export function orderedFigures(alert: HarmAlert): [string, string | number][] {
  const entries = Object.entries(alert.evidence.figures);
  return [...entries.filter(([name]) => !SETTING.test(name)), ...entries.filter(([name]) => SETTING.test(name))];
}

/** The first figures of an alert, in one line (the queue's evidence column). */
export function evidenceSummary(alert: HarmAlert, count = 3): string {
  return orderedFigures(alert)
    .slice(0, count)
    .map(([name, value]) => `${figureName(name)}: ${value}`)
    .join(' · ');
}

export const alertPlayerName = (alert: HarmAlert) =>
  `${alert.player.firstName} ${alert.player.lastName}`.trim() || alert.player.email;
