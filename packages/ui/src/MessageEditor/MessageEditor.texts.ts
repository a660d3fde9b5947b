import type { PlaceholderProblem, PlaceholderStatus } from '@switchboard/domain';

/** Labels of the message editor (the spec gives only the disabled reason, in `messages`). */
export const messageEditorTexts = {
  label: 'Message',
  insert: 'Insert variable',
  insertOne: (token: string) => `Insert ${token}`,
  legend: 'Variable marks',
  issues: 'Variables to fix',
  characters: (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`,
  variables: (count: number) => `${count} ${count === 1 ? 'variable' : 'variables'}`,
  fix: 'Fix',
  fixTo: (text: string, fix: string) => `Fix: ${fix}, replacing ${text}`,
  status: { valid: 'Valid', invalid: 'Invalid', broken: 'Broken' } satisfies Record<
    PlaceholderStatus,
    string
  >,
  problem: {
    'unknown-name': 'not a known variable',
    'not-for-legacy-origin': 'not available for legacy pokes',
    misspaced: 'spaces inside the variable',
    malformed: 'malformed brackets or percent signs',
  } satisfies Record<PlaceholderProblem, string>,
} as const;
