import { POKE_UI_MESSAGES, PokeRuleError, type PokeRuleErrorCode } from '@switchboard/domain';
import { isApiError } from '../../app/apiError';

/** The parts of the wizard a refused save can point at; `other` is the poke as a whole. */
export type WizardField =
  'domains' | 'profile' | 'origin' | 'filters' | 'message' | 'followUps' | 'schedule' | 'other';

/** A refused save: the words for the snackbar, and each field's reasons. */
export interface SaveRefusal {
  summary: string;
  fields: Partial<Record<WizardField, string[]>>;
}

interface Issue {
  field: string;
  message: string;
}

/** The wizard field of an issue's dotted path (`message.content`, `filters.gender.0`, …). */
export function wizardFieldOf(path: string): WizardField {
  const [head = ''] = path.split('.');
  switch (head) {
    case 'message':
    case 'content':
      return 'message';
    case 'filters':
    case 'hasFilters':
      return 'filters';
    case 'profile':
      return 'profile';
    case 'scheduled':
    case 'frequency':
      return 'schedule';
    case 'domains':
    case 'sites':
    case 'locale':
      return 'domains';
    case 'origin':
      return 'origin';
    case 'followUp':
      return 'followUps';
    default:
      return 'other';
  }
}

const RULE_FIELDS: Partial<Record<PokeRuleErrorCode, WizardField>> = {
  POKE_PROFILE_REQUIRED: 'profile',
  POKE_NOT_SENDABLE: 'filters',
  POKE_IMMEDIATE_SEND_NOT_ALLOWED: 'schedule',
  POKE_SCHEDULE_IN_PAST: 'schedule',
  POKE_ATTACHMENT_REUSED: 'message',
};

const isIssue = (value: unknown): value is Issue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Issue).field === 'string' &&
  typeof (value as Issue).message === 'string';

/** The issues a failure names: a server 400's `issues`, or a draft's zod issues. */
function issuesOf(error: unknown): Issue[] {
  if (isApiError(error)) return (error.issues ?? []).filter(isIssue);
  const zodIssues = (error as { issues?: unknown } | null)?.issues;
  if (error instanceof Error && Array.isArray(zodIssues)) {
    return zodIssues.flatMap((issue: { path?: unknown; message?: unknown }) =>
      Array.isArray(issue.path) && typeof issue.message === 'string'
        ? [{ field: issue.path.map(String).join('.'), message: issue.message }]
        : [],
    );
  }
  return [];
}

/**
 * What a failed save says, and where: each issue on the field that caused it, and a summary in
 * words for the snackbar (a zod error's own message is JSON: it is never shown).
 */
export function saveRefusal(error: unknown): SaveRefusal {
  if (error instanceof PokeRuleError) {
    const field = RULE_FIELDS[error.code] ?? 'other';
    return refusalOf([{ field, message: error.message }]);
  }
  const issues = issuesOf(error).map((issue) => ({
    field: wizardFieldOf(issue.field),
    message: issue.message,
  }));
  if (issues.length > 0) return refusalOf(issues);
  const why = isApiError(error) || error instanceof Error ? error.message : String(error);
  return { summary: why, fields: {} };
}

function refusalOf(issues: readonly { field: WizardField; message: string }[]): SaveRefusal {
  const fields: Partial<Record<WizardField, string[]>> = {};
  for (const { field, message } of issues) {
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  const named = (Object.keys(fields) as WizardField[]).filter((field) => field !== 'other');
  const summary =
    named.length > 0
      ? POKE_UI_MESSAGES.saveRefused(
          named.map((field) => POKE_UI_MESSAGES.wizardFields[field] ?? field),
        )
      : POKE_UI_MESSAGES.saveRefusedBecause(fields.other?.join(' ') ?? '');
  return { summary, fields };
}
