/** How long ago `since` was, as staff read a queue's oldest item: '3 d 4 h', '2 h 5 min', '7 min', 'under a minute'. */
export function ageOf(since: string, now: Date = new Date()): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}
