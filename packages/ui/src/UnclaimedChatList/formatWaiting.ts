/**
 * How long something has waited, from `since` (ISO timestamp) to `now`: "45 s", "12 min",
 * "2 h 5 min", "3 d 4 h". Null when `since` is missing or unreadable.
 */
export function formatWaiting(since: string | null | undefined, now: Date): string | null {
  const sinceMs = since ? Date.parse(since) : Number.NaN;
  if (Number.isNaN(sinceMs)) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - sinceMs) / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
