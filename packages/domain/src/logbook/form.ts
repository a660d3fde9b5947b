import { messages } from '../messages.js';
import {
  LOG_GROUP_OTHER,
  type Log,
  type LogCategory,
  type LogConcerning,
  type SaveLogPayload,
} from '../schemas/log.js';
import {
  isLogFormValid,
  logFormErrors,
  type LogFormErrors,
  type LogFormValues,
} from './validation.js';

/**
 * The logbook dialog's form, spec §2 and §5: its state, the changes a user makes, when Save is
 * enabled, the save payload and the dialog title. The 500 ms save debounce
 * (`LOGBOOK_SAVE_DEBOUNCE_MS`) belongs to the component that calls save.
 */

export type LogFormMode = 'new' | 'edit';

export interface LogFormState {
  concerning: LogConcerning;
  /** The log being edited, or null for a new log. */
  logId: string | null;
  values: LogFormValues;
  /** True from the moment Save is pressed until the save has succeeded or failed. */
  isSaving: boolean;
}

export type LogFormAction =
  | { type: 'categoryChanged'; category: LogCategory | null }
  | { type: 'groupChanged'; group: string }
  | { type: 'groupValueChanged'; groupValue: string | null }
  | { type: 'commentChanged'; comment: string }
  | { type: 'saveStarted' }
  | { type: 'saveSettled' };

/** An empty form for a new log about the customer or the profile. */
export function newLogFormState(concerning: LogConcerning): LogFormState {
  return {
    concerning,
    logId: null,
    values: { category: null, group: LOG_GROUP_OTHER, groupValue: null, comment: '' },
    isSaving: false,
  };
}

/** A form to edit an existing log, filled with its (normalised) content. */
export function logFormStateFromLog(log: Log): LogFormState {
  return {
    concerning: log.concerning,
    logId: log.id,
    values: {
      category: log.category,
      group: log.content.group,
      groupValue: log.content.groupValue,
      comment: log.content.value,
    },
    isSaving: false,
  };
}

export function logFormMode(state: LogFormState): LogFormMode {
  return state.logId === null ? 'new' : 'edit';
}

/**
 * Applies a user's change. A new category starts again from its 'other' group and a new group
 * from no value, so a value never belongs to a group it was not chosen in; the comment is kept.
 * While a save runs the values are frozen, so what is saved is what the user sees.
 */
export function logFormReducer(state: LogFormState, action: LogFormAction): LogFormState {
  switch (action.type) {
    case 'saveStarted':
      return { ...state, isSaving: true };
    case 'saveSettled':
      return { ...state, isSaving: false };
  }
  if (state.isSaving) return state;
  const { values } = state;
  switch (action.type) {
    case 'categoryChanged':
      return action.category === values.category
        ? state
        : {
            ...state,
            values: {
              ...values,
              category: action.category,
              group: LOG_GROUP_OTHER,
              groupValue: null,
            },
          };
    case 'groupChanged':
      return action.group === values.group
        ? state
        : { ...state, values: { ...values, group: action.group, groupValue: null } };
    case 'groupValueChanged':
      return { ...state, values: { ...values, groupValue: action.groupValue } };
    case 'commentChanged':
      return { ...state, values: { ...values, comment: action.comment } };
  }
}

/** Per-field errors of the form's current values. */
export function logFormStateErrors(state: LogFormState): LogFormErrors {
  return logFormErrors(state.values);
}

/** Save is disabled until the form is valid and while a save is running (spec §5). */
export function canSaveLogForm(state: LogFormState): boolean {
  return !state.isSaving && isLogFormValid(state.values);
}

export type LogFormErrorCode = 'LOG_FORM_INVALID';

/** Thrown when a payload is asked of a form that does not pass validation. */
export class LogFormInvalidError extends Error {
  readonly code: LogFormErrorCode = 'LOG_FORM_INVALID';
  constructor(readonly errors: LogFormErrors) {
    super(Object.values(errors).join(' '));
    this.name = 'LogFormInvalidError';
  }
}

/**
 * The save log payload of spec §7. The comment and a typed group value are trimmed; the group
 * 'other' carries no value; the id is sent only when an existing log is edited.
 * @throws LogFormInvalidError when the form is not valid.
 */
export function buildSaveLogPayload(chatId: string, state: LogFormState): SaveLogPayload {
  const { values } = state;
  const errors = logFormErrors(values);
  if (values.category === null || Object.keys(errors).length > 0) {
    throw new LogFormInvalidError(errors);
  }
  const groupValue = values.group === LOG_GROUP_OTHER ? null : (values.groupValue?.trim() ?? null);
  return {
    chatId,
    log: {
      ...(state.logId === null ? {} : { id: state.logId }),
      concerning: state.concerning,
      category: values.category,
      content: { group: values.group, groupValue, value: values.comment.trim() },
    },
  };
}

const LOG_DIALOG_TITLES: Record<LogConcerning, Record<LogFormMode, string>> = {
  customer: { new: messages.newCustomerLogbook, edit: messages.editCustomerLogbook },
  entertainmentProfile: { new: messages.newProfileLogbook, edit: messages.editProfileLogbook },
};

/** 'New customer logbook', 'Edit customer logbook', 'New profile logbook' or 'Edit profile logbook'. */
export function logDialogTitle(concerning: LogConcerning, mode: LogFormMode): string {
  return LOG_DIALOG_TITLES[concerning][mode];
}
