import { z } from 'zod';
import { DomainName, Id, Locale, Timestamp } from './common.js';

/**
 * An AI reply suggestion for a chat message (spec §3), and the request body of
 * `POST /suggestions/reGenerate` (§7).
 */
export const Suggestion = z.object({
  /** The message the suggestion answers. */
  messageId: Id,
  suggestion: z.string(),
  /** Whether the suggested reply should go with an image; `imageTags` describe that image. */
  wantedImage: z.boolean().default(false),
  createdAt: Timestamp,
  imageTags: z.array(z.string()).default([]),
});
export type Suggestion = z.infer<typeof Suggestion>;

/**
 * `POST /suggestions/reGenerate {chatId, messageId, domain, locale, selectedImage, fullAI}`.
 * `selectedImage` is the attachment (hash or URL) the operator picked, null for none; `fullAI`
 * asks for a reply written wholly by the AI rather than one built around the operator's draft.
 */
export const RegenerateSuggestionRequest = z.object({
  chatId: Id,
  messageId: Id,
  domain: DomainName,
  locale: Locale,
  selectedImage: z.string().min(1).nullable().default(null),
  fullAI: z.boolean().default(false),
});
export type RegenerateSuggestionRequest = z.infer<typeof RegenerateSuggestionRequest>;
