import { describe, expect, it } from 'vitest';
import { Log, type LogConcerning } from '../schemas/log.js';
import {
  buildSaveLogPayload,
  canSaveLogForm,
  LogFormInvalidError,
  logDialogTitle,
  logFormMode,
  logFormReducer,
  logFormStateErrors,
  logFormStateFromLog,
  newLogFormState,
  type LogFormAction,
  type LogFormMode,
  type LogFormState,
} from './form.js';

const apply = (state: LogFormState, ...actions: LogFormAction[]): LogFormState =>
  actions.reduce(logFormReducer, state);

const existingLog = Log.parse({
  id: 'log-7',
  concerning: 'entertainmentProfile',
  category: 'hobbies',
  content: { group: 'sport', groupValue: 'tennis', value: 'Watches Wimbledon' },
  locale: 'de',
  createdBy: 'uid-1',
  createdAt: '2024-05-01T10:00:00.000Z',
});

describe('logbook dialog title', () => {
  it.each([
    ['customer', 'new', 'New customer logbook'],
    ['customer', 'edit', 'Edit customer logbook'],
    ['entertainmentProfile', 'new', 'New profile logbook'],
    ['entertainmentProfile', 'edit', 'Edit profile logbook'],
  ] as const)('%s / %s reads %j', (concerning: LogConcerning, mode: LogFormMode, title) => {
    expect(logDialogTitle(concerning, mode)).toBe(title);
  });
});

describe('logbook form state', () => {
  it('starts empty, in new mode, not savable', () => {
    const state = newLogFormState('customer');
    expect(logFormMode(state)).toBe('new');
    expect(state.values).toEqual({ category: null, group: 'other', groupValue: null, comment: '' });
    expect(canSaveLogForm(state)).toBe(false);
    expect(logFormStateErrors(state)).toEqual({
      category: 'You have to select a category',
      comment: 'Comment should contain some information',
    });
  });

  it('fills an edit form from a log', () => {
    const state = logFormStateFromLog(existingLog);
    expect(logFormMode(state)).toBe('edit');
    expect(state).toMatchObject({
      concerning: 'entertainmentProfile',
      logId: 'log-7',
      values: {
        category: 'hobbies',
        group: 'sport',
        groupValue: 'tennis',
        comment: 'Watches Wimbledon',
      },
    });
    expect(canSaveLogForm(state)).toBe(true);
  });

  it('resets group and value when the category changes, keeping the comment', () => {
    const state = apply(logFormStateFromLog(existingLog), {
      type: 'categoryChanged',
      category: 'sex',
    });
    expect(state.values).toEqual({
      category: 'sex',
      group: 'other',
      groupValue: null,
      comment: 'Watches Wimbledon',
    });
  });

  it('keeps everything when the same category or group is chosen again', () => {
    const start = logFormStateFromLog(existingLog);
    expect(apply(start, { type: 'categoryChanged', category: 'hobbies' })).toBe(start);
    expect(apply(start, { type: 'groupChanged', group: 'sport' })).toBe(start);
  });

  it('resets the value when the group changes', () => {
    const state = apply(logFormStateFromLog(existingLog), { type: 'groupChanged', group: 'hobby' });
    expect(state.values).toMatchObject({ group: 'hobby', groupValue: null });
    expect(canSaveLogForm(state)).toBe(false);
  });

  it('becomes savable once valid, and not while saving', () => {
    const filled = apply(
      newLogFormState('customer'),
      { type: 'categoryChanged', category: 'hobbies' },
      { type: 'groupChanged', group: 'hobby' },
      { type: 'groupValueChanged', groupValue: 'cooking' },
    );
    expect(canSaveLogForm(filled)).toBe(true);
    const saving = apply(filled, { type: 'saveStarted' });
    expect(saving.isSaving).toBe(true);
    expect(canSaveLogForm(saving)).toBe(false);
    const settled = apply(saving, { type: 'saveSettled' });
    expect(canSaveLogForm(settled)).toBe(true);
  });

  it('freezes the values while a save runs', () => {
    const saving = apply(
      logFormStateFromLog(existingLog),
      { type: 'saveStarted' },
      { type: 'commentChanged', comment: 'changed' },
      { type: 'categoryChanged', category: 'work' },
    );
    expect(saving.values.comment).toBe('Watches Wimbledon');
    expect(saving.values.category).toBe('hobbies');
  });
});

describe('save log payload', () => {
  it('builds a new log payload without id, trimming the comment', () => {
    const state = apply(
      newLogFormState('customer'),
      { type: 'categoryChanged', category: 'personal' },
      { type: 'groupChanged', group: 'name' },
      { type: 'groupValueChanged', groupValue: '  Sam ' },
      { type: 'commentChanged', comment: '  Prefers Sammy \n' },
    );
    expect(buildSaveLogPayload('chat-1', state)).toEqual({
      chatId: 'chat-1',
      log: {
        concerning: 'customer',
        category: 'personal',
        content: { group: 'name', groupValue: 'Sam', value: 'Prefers Sammy' },
      },
    });
  });

  it('sends the id when editing, and no value for the group other', () => {
    const state = apply(
      logFormStateFromLog(existingLog),
      { type: 'groupChanged', group: 'other' },
      { type: 'groupValueChanged', groupValue: 'stray' },
      { type: 'commentChanged', comment: 'Plays padel now' },
    );
    expect(buildSaveLogPayload('chat-2', state)).toEqual({
      chatId: 'chat-2',
      log: {
        id: 'log-7',
        concerning: 'entertainmentProfile',
        category: 'hobbies',
        content: { group: 'other', groupValue: null, value: 'Plays padel now' },
      },
    });
  });

  it('refuses to build a payload from an invalid form, with the field errors', () => {
    const state = newLogFormState('entertainmentProfile');
    let caught: unknown;
    try {
      buildSaveLogPayload('chat-1', state);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LogFormInvalidError);
    expect(caught).toMatchObject({
      code: 'LOG_FORM_INVALID',
      errors: { category: 'You have to select a category' },
    });
  });
});
