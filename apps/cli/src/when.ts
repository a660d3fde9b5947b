import { Timestamp } from '@switchboard/domain';

const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * A moment as typed on the command line: an ISO-8601 time with an offset
 * (`2030-01-01T09:00:00Z`), or a duration from now (`90s`, `30m`, `2h`, `7d`, with or without a
 * leading `+`). Gives the ISO time, or null when the text is neither.
 */
export function parseWhen(text: string, now: Date): string | null {
  const duration = /^\+?(\d+)\s*([smhd])$/i.exec(text.trim());
  if (duration) {
    const unit = (duration[2] ?? 's').toLowerCase() as keyof typeof UNIT_MS;
    return new Date(now.getTime() + Number(duration[1]) * UNIT_MS[unit]).toISOString();
  }
  const iso = Timestamp.safeParse(text.trim());
  return iso.success ? new Date(iso.data).toISOString() : null;
}

/**
 * A moment in the past as typed on the command line (`--since`): an ISO-8601 time with an offset,
 * or a duration back from now (`30m`, `2h`, `7d`: that long ago). Null when it is neither.
 */
export function parseSince(text: string, now: Date): string | null {
  const ahead = parseWhen(text.trim().replace(/^\+/, ''), now);
  if (!ahead || !/^\+?\d+\s*[smhd]$/i.test(text.trim())) return ahead;
  return new Date(2 * now.getTime() - Date.parse(ahead)).toISOString();
}

/** A time for people: `2030-01-01 09:00 UTC`; empty for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
