import type { Log } from '@switchboard/domain';

/** A message of the conversation as a provider sees it. */
export interface ConversationLine {
  /** The customer, or the profile the operator answers as. */
  from: 'customer' | 'profile';
  text: string;
}

/**
 * What a reply suggestion is built from: the chat's two sides, the message, the conversation
 * before it and the logbook. The reply is written in the language of `locale`.
 */
export interface SuggestionInput {
  /** The chat's locale (nl, de, gb…): the reply is in its language. */
  locale: string;
  /** The entertainment profile the operator answers as. */
  profileName: string | null;
  customerName: string | null;
  /** The text of the customer's message the suggestion answers, as the operator sees it. */
  message: string;
  /** The latest messages of the chat up to and including `message`, oldest first. */
  conversation: readonly ConversationLine[];
  /** The chat's logbook entries, oldest first. */
  logs: readonly Log[];
  /** The attachment the operator picked to go with the reply, or null. */
  selectedImage: string | null;
  /** A reply written wholly by the AI rather than a short one around the operator's draft. */
  fullAI: boolean;
}

/** A suggestion as a provider writes it; the server adds the ids and the time. */
export interface SuggestionDraft {
  suggestion: string;
  wantedImage: boolean;
  imageTags: string[];
}

/** Writes reply suggestions (spec §3 Suggestion): a port with a local and a remote adapter. */
export interface SuggestionProvider {
  suggest(input: SuggestionInput): Promise<SuggestionDraft>;
}
