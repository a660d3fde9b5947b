import { z } from 'zod';

/**
 * Primitives shared by every entity schema. Timestamps travel as ISO-8601 strings (JSON- and
 * Redux-serialisable); rules that need the time take `now` as an argument.
 */
export const Timestamp = z.iso
  .datetime({ offset: true })
  // ISO 8601 has a year 0000; PostgreSQL and JavaScript calendars do not agree on it.
  .refine((value) => !value.startsWith('0000'), 'There is no year 0000; times start at 0001');
export type Timestamp = z.infer<typeof Timestamp>;

/** The origin type of legacy platforms (chats and pokes): their filters and placeholders differ. */
export const LEGACY_ORIGIN = 'legacy';

/** A document id. */
export const Id = z.string().trim().min(1).max(128);
export type Id = z.infer<typeof Id>;

/** A locale (region) code such as `nl`, `de` or `gb`: ISO 3166 alpha-2, lower case. */
export const Locale = z.string().regex(/^[a-z]{2}$/, 'Expected a two-letter lower-case locale');
export type Locale = z.infer<typeof Locale>;

/** A site's host name, such as `flirt.example.nl`. */
export const DomainName = z
  .string()
  .min(1)
  .max(253)
  .regex(
    /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
    'Expected a host name',
  );
export type DomainName = z.infer<typeof DomainName>;

/**
 * A site a write names (a poke's domains, a domain added to it), in lower case: host names are
 * the same in any case, and the sites' configurations are kept in lower case. A poke written with
 * one site twice in two cases was stored with it twice and broke every send due with it.
 */
export const SiteName = DomainName.transform((domain) => domain.toLowerCase());

/** Who deleted something and why (messages, last messages). */
export const Deleted = z.object({ by: z.string(), reason: z.string() });
export type Deleted = z.infer<typeof Deleted>;

/** Moderator edits of a message: JSON with modified_content, modified_attachment, modified_by. */
export const AbuseModificationData = z.object({
  modified_content: z.string().nullish(),
  modified_attachment: z.string().nullish(),
  modified_by: z.string().nullish(),
});
export type AbuseModificationData = z.infer<typeof AbuseModificationData>;

/**
 * `abuse_modification_data` is stored as JSON text; this accepts the text or the parsed object and
 * yields the object (or null when the text is empty or not JSON of that shape).
 */
export const AbuseModificationField = z
  .union([z.string(), AbuseModificationData])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined || value === '') return null;
    if (typeof value !== 'string') return value;
    try {
      const parsed = AbuseModificationData.safeParse(JSON.parse(value));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  });

/** An attachment: either a CDN hash or a URL, plus the URL to display it with. */
export const Attachment = z
  .object({
    hash: z.string().min(1).optional(),
    url: z.url().optional(),
    displayUrl: z.string().optional(),
  })
  .refine((a) => a.hash !== undefined || a.url !== undefined, {
    message: 'An attachment needs a CDN hash or a URL',
    path: ['hash'],
  });
export type Attachment = z.infer<typeof Attachment>;

/** Milliseconds since the epoch of an ISO timestamp (NaN-safe: invalid gives NaN). */
export function toMillis(timestamp: string | null | undefined): number {
  return timestamp ? Date.parse(timestamp) : Number.NaN;
}
