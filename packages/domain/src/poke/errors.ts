/**
 * Typed errors of the poke rules. UI, CLI and server switch on `code`, never on the message
 * (house style 16); the message is the user-facing text, from the spec where it gives one.
 */

export const POKE_RULE_ERROR_CODES = [
  'POKE_PROFILE_REQUIRED',
  'POKE_NOT_SENDABLE',
  'POKE_IMMEDIATE_SEND_NOT_ALLOWED',
  'POKE_ATTACHMENT_REUSED',
  'POKE_SCHEDULE_IN_PAST',
  'UNKNOWN_DOMAIN_CONFIG',
  'CDN_BASE_URL_MISSING',
  'TENANT_ALIAS_MISSING',
] as const;
export type PokeRuleErrorCode = (typeof POKE_RULE_ERROR_CODES)[number];

/**
 * Texts the spec does not give (it only names the rule). They live here rather than in the
 * shared catalogue because only the poke rules use them.
 */
export const pokeRuleTexts = {
  profileRequired: 'Select an entertainment profile before sending the poke.',
  immediateSendNotAllowed: 'Only admins may send a poke immediately. Please set a schedule time.',
  scheduleInPast: 'The scheduled time has already passed. Please choose a time in the future.',
  /** `offender` and `other` are labels such as "the main poke" or "follow-up 2". */
  attachmentReused: (offender: string, other: string) =>
    `The attachment of ${offender} is already used by ${other}. An attachment cannot be reused across a poke and its follow-ups.`,
} as const;

/** A broken poke rule, carrying a stable `code` for callers and a readable `message`. */
export class PokeRuleError extends Error {
  readonly code: PokeRuleErrorCode;

  constructor(code: PokeRuleErrorCode, message: string) {
    super(message);
    this.name = 'PokeRuleError';
    this.code = code;
  }
}
