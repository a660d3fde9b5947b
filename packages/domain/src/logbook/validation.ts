import { LOGBOOK_COMMENT_MAX_LENGTH } from '../constants.js';
import { messages } from '../messages.js';
import { LOG_GROUP_OTHER, type LogCategory, type SaveLogPayload } from '../schemas/log.js';
import { logGroupDefinition } from './categories.js';

/**
 * The logbook form rules of spec §5, shared by the form (console) and the save action (server).
 */

export const LOG_FORM_FIELDS = ['category', 'group', 'groupValue', 'comment'] as const;
export type LogFormField = (typeof LOG_FORM_FIELDS)[number];

/** One message per field in error; a field that is fine is absent. */
export type LogFormErrors = Partial<Record<LogFormField, string>>;

/** What the user has entered. `comment` is saved as `content.value`. */
export interface LogFormValues {
  category: LogCategory | null;
  group: string;
  groupValue: string | null;
  comment: string;
}

/**
 * Length of a comment as the limit counts it: after trimming, because only the trimmed text is
 * saved (spaces around it would otherwise make a valid comment fail), and in Unicode code points,
 * so an emoji counts as the one character the user sees rather than two UTF-16 units.
 */
export function logCommentLength(comment: string): number {
  return Array.from(comment.trim()).length;
}

/**
 * Whether the comment may be empty: only for hobbies or sex with a group other than 'other',
 * where the picked value says enough on its own.
 */
export function isLogCommentOptional(category: LogCategory | null, group: string): boolean {
  return (category === 'hobbies' || category === 'sex') && group !== LOG_GROUP_OTHER;
}

/** The group value's error, if any: a group other than 'other' needs a valid value. */
function groupValueError(
  category: LogCategory,
  group: string,
  groupValue: string | null,
): LogFormErrors {
  if (group === LOG_GROUP_OTHER) return {};
  const definition = logGroupDefinition(category, group);
  // A group the category does not have (stale or tampered input) must be chosen again.
  if (definition === undefined) return { group: messages.logbookValueRequired };
  const value = groupValue?.trim() ?? '';
  const isValid =
    definition.input === 'select'
      ? definition.options.some((option) => option.code === value)
      : value.length > 0;
  return isValid ? {} : { groupValue: messages.logbookValueRequired };
}

/**
 * Per-field errors of the form, with the spec's exact texts:
 * - no category: 'You have to select a category';
 * - a group other than 'other' without a (listed) value: 'You have to select a value';
 * - an empty comment, unless optional (see `isLogCommentOptional`): 'Comment should contain some
 *   information';
 * - a comment over 120 characters (see `logCommentLength`): 'Comment should contain less than 120
 *   characters'.
 */
export function logFormErrors(values: LogFormValues): LogFormErrors {
  const errors: LogFormErrors =
    values.category === null
      ? { category: messages.logbookCategoryRequired }
      : groupValueError(values.category, values.group, values.groupValue);

  const length = logCommentLength(values.comment);
  if (length === 0 && !isLogCommentOptional(values.category, values.group)) {
    errors.comment = messages.logbookCommentRequired;
  } else if (length > LOGBOOK_COMMENT_MAX_LENGTH) {
    errors.comment = messages.logbookCommentTooLong;
  }
  return errors;
}

export function isLogFormValid(values: LogFormValues): boolean {
  return Object.keys(logFormErrors(values)).length === 0;
}

/** The form rules applied to a save payload, e.g. by the server before it writes. */
export function saveLogPayloadErrors(payload: SaveLogPayload): LogFormErrors {
  const { category, content } = payload.log;
  return logFormErrors({
    category,
    group: content.group,
    groupValue: content.groupValue,
    comment: content.value,
  });
}
