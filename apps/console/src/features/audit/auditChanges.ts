import { formatDate } from '../../common/formatDate';
import { AUDIT_MESSAGES as text } from '@switchboard/domain';

/** One changed field of an entry, in words: "Roles: Operator → Operator, Admin". */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored field name as words: `scheduledAt` → "Scheduled at", `mfa_reset` → "Mfa reset". */
export function fieldInWords(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as words: times in the reader's locale, lists joined, nothing as a dash. */
export function valueInWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return text.none;
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatDate(value) : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value.length === 0 ? text.none : value.map(valueInWords).join(', ');
  return JSON.stringify(value);
}

/**
 * The fields an entry changed, in the order the server stored them: every field of `before` or
 * `after` whose value differs (a created record has no `before`, a deleted one no `after`, so each
 * of their fields shows a dash on that side). Fields the server wrote on both sides unchanged are
 * left out: they are context, not a change.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return (
    keys
      .map((key) => ({
        field: fieldInWords(key),
        before: valueInWords(before?.[key]),
        after: valueInWords(after?.[key]),
      }))
      // Compared in words: an empty text and no value are the same dash to the reader.
      .filter((change) => change.before !== change.after)
  );
}
