import { POKE_UI_MESSAGES, PokeRuleError } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { saveRefusal, wizardFieldOf } from './saveRefusal';

describe('saveRefusal', () => {
  it('puts a 400’s issues on their fields and names the fields in words', () => {
    const refusal = saveRefusal({
      status: 400,
      code: 'invalid-input',
      message: 'message.content: The message is empty.',
      issues: [
        { field: 'message.content', message: 'The message is empty.' },
        { field: 'filters.gender.0', message: 'Unknown gender' },
      ],
    });
    expect(refusal.fields).toEqual({
      message: ['The message is empty.'],
      filters: ['Unknown gender'],
    });
    expect(refusal.summary).toBe(POKE_UI_MESSAGES.saveRefused(['Message', 'Filters']));
  });

  it('never shows a zod error’s JSON: its issues go to their fields', () => {
    // A ZodError as a draft's parse throws it: its message is its issues as JSON.
    const zodError = Object.assign(new Error('[ { "code": "custom" } ]'), {
      issues: [{ code: 'custom', path: ['message', 'content'], message: 'The message is empty.' }],
    });
    const refusal = saveRefusal(zodError);
    expect(refusal.fields.message).toHaveLength(1);
    expect(refusal.summary).not.toMatch(/[[{]/);
  });

  it('puts a poke rule on its field, and a whole-poke refusal in the snackbar', () => {
    const rule = saveRefusal(new PokeRuleError('POKE_SCHEDULE_IN_PAST', 'Too late.'));
    expect(rule.fields).toEqual({ schedule: ['Too late.'] });
    const whole = saveRefusal({
      status: 400,
      code: 'invalid-input',
      message: 'x',
      issues: [{ field: '', message: 'Bad body' }],
    });
    expect(whole).toEqual({
      summary: POKE_UI_MESSAGES.saveRefusedBecause('Bad body'),
      fields: { other: ['Bad body'] },
    });
    expect(saveRefusal({ status: 409, code: 'conflict', message: 'Gone out.' })).toEqual({
      summary: 'Gone out.',
      fields: {},
    });
  });

  it('maps paths to the wizard’s fields', () => {
    expect(wizardFieldOf('scheduled')).toBe('schedule');
    expect(wizardFieldOf('domains.1')).toBe('domains');
    expect(wizardFieldOf('profile.id')).toBe('profile');
    expect(wizardFieldOf('whatever')).toBe('other');
  });
});
