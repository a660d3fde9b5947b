import { z } from 'zod';
import {
  POKE_FREQUENCY_DAY_MAX,
  POKE_FREQUENCY_LIMIT_DEFAULT,
  POKE_FREQUENCY_LIMIT_MAX,
  POKE_MESSAGE_MAX_LENGTH,
} from '../constants.js';
import { ATTACHMENT_FILENAME_PATTERN } from '../poke/attachments.js';
import { LegacyPokeFilters } from '../poke/filters.js';
import { choiceOf, pokeInputTexts, wholeNumberIn } from '../poke/input-texts.js';
import { OriginPokeFilters } from '../poke/origin-filters.js';
import {
  checkPlaceholders,
  PLACEHOLDER_NAMES,
  placeholderProblemText,
} from '../poke/placeholders.js';
import { AbuseInfo } from './abuse-info.js';
import {
  Attachment,
  DomainName,
  Id,
  LEGACY_ORIGIN,
  Locale,
  SiteName,
  Timestamp,
} from './common.js';

/** Poke, spec §3: an outbound message scheduled to customers from an entertainment profile. */

export const POKE_TYPES = ['poke', 'message'] as const;
export const PokeType = choiceOf('The poke type', POKE_TYPES);
export type PokeType = z.infer<typeof PokeType>;

export const POKE_STRATEGIES = ['default', 'recurring', 'follow-up'] as const;
export const PokeStrategy = choiceOf('The strategy', POKE_STRATEGIES);
export type PokeStrategy = z.infer<typeof PokeStrategy>;

/** Kinds shown in views; stored as message.type. */
export const POKE_KINDS = ['message', 'flirt', 'favorite', 'like', 'proposal'] as const;
export const PokeKind = choiceOf('The kind of message', POKE_KINDS);
export type PokeKind = z.infer<typeof PokeKind>;

export const POKE_KIND_LABELS: Record<PokeKind, string> = {
  message: 'Message',
  flirt: 'Flirt',
  favorite: 'Favorite',
  like: 'Like',
  proposal: 'Proposal',
};

export const PokeAgent = z.object({ id: Id, name: z.string() });
export type PokeAgent = z.infer<typeof PokeAgent>;

/**
 * How a recurring poke repeats. `day` is our reading of the spec's field: the poke is sent again
 * every `day` days. `limit` caps the number of sends; 0 (the default) means no cap.
 */
export const PokeFrequencyDay = wholeNumberIn(
  'The repeat interval',
  1,
  POKE_FREQUENCY_DAY_MAX,
  'days',
);
export const PokeFrequencyLimit = wholeNumberIn(
  'The number of sends',
  0,
  POKE_FREQUENCY_LIMIT_MAX,
).default(POKE_FREQUENCY_LIMIT_DEFAULT);
export const PokeFrequency = z.object({
  day: PokeFrequencyDay.nullish(),
  limit: PokeFrequencyLimit,
});
export type PokeFrequency = z.infer<typeof PokeFrequency>;

/** The text of a poke's message as stored (emoji as colon codes), at most its length limit. */
export const PokeMessageContent = z
  .string({ error: pokeInputTexts.messageText })
  .max(POKE_MESSAGE_MAX_LENGTH, { error: pokeInputTexts.messageTooLong(POKE_MESSAGE_MAX_LENGTH) });

export const PokeMessage = z.object({
  content: PokeMessageContent,
  /** The length of the text as shown: a native emoji may take more characters than its code. */
  messageLength: wholeNumberIn('The message length', 0, POKE_MESSAGE_MAX_LENGTH * 2),
  attachment: Attachment.nullish(),
  attachmentFilenameForLegacy: z.string().regex(ATTACHMENT_FILENAME_PATTERN).nullish(),
  hasAttachment: z.boolean().default(false),
  type: PokeKind.default('message'),
});
export type PokeMessage = z.infer<typeof PokeMessage>;

/** The entertainment profile the poke is sent from. */
export const PokeProfile = z.object({
  id: Id,
  name: z.string(),
  timezone: z.string().nullish(),
  uuid: z.string().min(1),
  profileType: z.string().nullish(),
});
export type PokeProfile = z.infer<typeof PokeProfile>;

export const PokeDomainTargets = z.object({
  site: z.string().min(1),
  estimate: z.number().int().min(0),
  reached: z.number().int().min(0).default(0),
});
export type PokeDomainTargets = z.infer<typeof PokeDomainTargets>;

export const PokeTargets = z.object({
  estimate: z.number().int().min(0).default(0),
  targetsPerDomain: z.array(PokeDomainTargets).default([]),
});
export type PokeTargets = z.infer<typeof PokeTargets>;

/** Link of a follow-up to its parent poke; follow-ups are ordered by index. */
export const PokeFollowUpLink = z.object({
  parentId: Id,
  index: z.number().int().min(0),
  previousId: Id.nullish(),
});
export type PokeFollowUpLink = z.infer<typeof PokeFollowUpLink>;

/** A legacy origin; a stored poke without an origin is legacy. */
export const LegacyPokeOrigin = z
  .object({ type: z.literal(LEGACY_ORIGIN) })
  .default({ type: LEGACY_ORIGIN });
export const OtherPokeOrigin = z.object({ type: z.string().min(1) });

/**
 * Parses with the legacy schema when origin.type is legacy (or missing), else with the other
 * one, keeping the chosen schema's field errors (a plain union would report only "no match").
 */
function byOrigin<L extends z.ZodType, O extends z.ZodType>(legacy: L, other: O) {
  return z
    .looseObject({ origin: z.looseObject({ type: z.string().nullish() }).nullish() })
    .transform((value, ctx): z.output<L> | z.output<O> => {
      const originType = value.origin?.type ?? LEGACY_ORIGIN;
      const schema: z.ZodType = originType === LEGACY_ORIGIN ? legacy : other;
      const result = schema.safeParse(value);
      if (result.success) return result.data as z.output<L> | z.output<O>;
      // The inner issues already carry their code, path and message; pass them on. A pipe goes
      // on past an unrecognized key (zod reads it as about the input, not the value), so an
      // unknown filter is passed on as a custom issue, with the same path and words: a pipe
      // around this one (`byOriginDocumented`) then stops at it.
      for (const issue of result.error.issues) {
        const passed =
          issue.code === 'unrecognized_keys'
            ? { code: 'custom' as const, path: issue.path, message: issue.message, input: value }
            : { ...issue, input: value };
        ctx.issues.push(passed as (typeof ctx.issues)[number]);
      }
      return z.NEVER;
    });
}

/**
 * `byOrigin`, as an OpenAPI document shows it: either shape. A generator documents the target of
 * a preprocess, so the by-origin parse runs as the preprocess and its value then passes the
 * union of the two shapes again, unchanged (each schema accepts what it gave). A failed parse
 * stops at the preprocess, with the chosen schema's field errors.
 */
function byOriginDocumented<L extends z.ZodType, O extends z.ZodType>(legacy: L, other: O) {
  const parse = byOrigin(legacy, other);
  return z.preprocess(
    (value, ctx) => {
      const result = parse.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        ctx.issues.push({ ...issue, input: value } as (typeof ctx.issues)[number]);
      }
      return z.NEVER;
    },
    z.union([legacy, other]),
  );
}

const PokeDocumentFields = z.object({
  id: Id,
  agent: PokeAgent,
  company: z.string().nullish(),
  createdAt: Timestamp,
  updatedAt: Timestamp.nullish(),
  updatedBy: z.string().nullish(),
  domain: DomainName,
  domains: z.array(DomainName).default([]),
  locale: Locale,
  tenant: z.string().nullish(),
  type: PokeType.default('poke'),
  strategy: PokeStrategy.default('default'),
  /** When to send; null means at once (then the server stores createdAt here). */
  scheduled: Timestamp.nullish(),
  frequency: PokeFrequency.nullish(),
  message: PokeMessage,
  profile: PokeProfile,
  targets: PokeTargets.default({ estimate: 0, targetsPerDomain: [] }),
  followUp: PokeFollowUpLink.nullish(),
  abuse: AbuseInfo.nullish(),
  /** Processing status; see poke/status.ts. Unknown values are kept and shown as 'Not available'. */
  status: z.string().nullish(),
});

export const LegacyPoke = PokeDocumentFields.extend({
  origin: LegacyPokeOrigin,
  filters: LegacyPokeFilters,
});
export type LegacyPoke = z.infer<typeof LegacyPoke>;

export const OriginPoke = PokeDocumentFields.extend({
  origin: OtherPokeOrigin,
  filters: OriginPokeFilters,
});
export type OriginPoke = z.infer<typeof OriginPoke>;

/** A stored poke document, its filters checked by the schema of its origin. */
export const Poke = byOrigin(LegacyPoke, OriginPoke);
export type Poke = z.infer<typeof Poke>;

export function isLegacyPoke(poke: Poke): poke is LegacyPoke {
  return poke.origin.type === LEGACY_ORIGIN;
}

export const pokeWriteTexts = {
  /** Neither text nor an attachment (`hasAttachment` alone is no attachment). */
  contentRequired: pokeInputTexts.messageEmpty,
  followUpLinkRequired: 'A follow-up poke needs its parent poke.',
  followUpLinkUnexpected: 'Only a follow-up poke is linked to a parent poke.',
  hasFiltersLegacy: 'hasFilters is not sent for a legacy-origin poke.',
} as const;

/** When to send a poke being written, refused in words when it is no time. */
const ScheduledTime = z.iso
  .datetime({ offset: true, error: pokeInputTexts.scheduledTime })
  .refine((value) => !value.startsWith('0000'), { error: pokeInputTexts.scheduledTime });

const PokeWriteFields = z.object({
  /** Present when updating: the wizard creates, or updates when an id exists. */
  id: Id.optional(),
  agent: PokeAgent,
  /** The sites to send on; the server stores the first as `domain`. */
  domains: z
    .array(SiteName, { error: pokeInputTexts.domainsRequired })
    .min(1, { error: pokeInputTexts.domainsRequired })
    .transform((domains) => [...new Set(domains)]),
  locale: Locale,
  type: PokeType.default('poke'),
  strategy: PokeStrategy.default('default'),
  scheduled: ScheduledTime.nullable().default(null),
  frequency: PokeFrequency.nullish(),
  message: PokeMessage,
  profile: PokeProfile,
  followUp: PokeFollowUpLink.nullish(),
  /** The used placeholders, for non-legacy origins (see poke/placeholders.ts). */
  hasFilters: z.array(z.enum(PLACEHOLDER_NAMES)).optional(),
});

type PokeWriteShape = z.output<typeof PokeWriteFields> & { origin: { type: string } };

function checkPokeWrite(request: PokeWriteShape, ctx: z.RefinementCtx): void {
  const { message } = request;
  const attached = Boolean(message.attachment) || Boolean(message.attachmentFilenameForLegacy);
  if (message.content.trim() === '' && !attached) {
    ctx.addIssue({
      code: 'custom',
      message: pokeWriteTexts.contentRequired,
      path: ['message', 'content'],
    });
  }
  // Placeholders are checked wherever a poke is written: a broken or invalid variable is named.
  for (const check of checkPlaceholders(message.content, request.origin.type)) {
    const problem = placeholderProblemText(check);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['message', 'content'] });
  }
  if (request.strategy === 'follow-up' && !request.followUp) {
    ctx.addIssue({
      code: 'custom',
      message: pokeWriteTexts.followUpLinkRequired,
      path: ['followUp'],
    });
  }
  if (request.strategy !== 'follow-up' && request.followUp) {
    ctx.addIssue({
      code: 'custom',
      message: pokeWriteTexts.followUpLinkUnexpected,
      path: ['followUp'],
    });
  }
  if (request.origin.type === LEGACY_ORIGIN && request.hasFilters !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: pokeWriteTexts.hasFiltersLegacy,
      path: ['hasFilters'],
    });
  }
}

export const LegacyPokeWriteRequest = PokeWriteFields.extend({
  origin: LegacyPokeOrigin,
  filters: LegacyPokeFilters,
}).superRefine(checkPokeWrite);
export type LegacyPokeWriteRequest = z.infer<typeof LegacyPokeWriteRequest>;

export const OriginPokeWriteRequest = PokeWriteFields.extend({
  origin: OtherPokeOrigin,
  filters: OriginPokeFilters,
}).superRefine(checkPokeWrite);
export type OriginPokeWriteRequest = z.infer<typeof OriginPokeWriteRequest>;

/**
 * What the server validates when a poke is created or updated. Server-owned fields (createdAt,
 * updatedAt, updatedBy, company, tenant, targets, status, abuse) are not accepted from the client.
 */
export const PokeWriteRequest = byOriginDocumented(LegacyPokeWriteRequest, OriginPokeWriteRequest);
export type PokeWriteRequest = z.infer<typeof PokeWriteRequest>;
export type PokeWriteRequestInput =
  z.input<typeof LegacyPokeWriteRequest> | z.input<typeof OriginPokeWriteRequest>;
