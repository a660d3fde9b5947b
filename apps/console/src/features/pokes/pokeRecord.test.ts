import { describe, expect, it } from 'vitest';
import { pokeKindLabel, pokeTitle } from './pokeRecord';

const profile = { id: 'p', name: 'Eva', uuid: 'u' };
const message = (content: string) => ({
  content,
  messageLength: content.length,
  hasAttachment: false,
  type: 'message' as const,
});

describe('poke record header', () => {
  it('titles the poke by its profile and the start of its message', () => {
    expect(pokeTitle({ profile, message: message('Hoi :wave:') })).toBe('Eva: “Hoi 👋”');
    expect(pokeTitle({ profile, message: message('  ') })).toBe('Poke for Eva');
  });

  it('names the kind: default, recurring every N days, follow-up n', () => {
    expect(pokeKindLabel({ strategy: 'default', frequency: null, followUp: null })).toBe('Default');
    expect(
      pokeKindLabel({ strategy: 'recurring', frequency: { day: 2, limit: 0 }, followUp: null }),
    ).toBe('Recurring — every 2 days');
    // Recurring without a day runs as a default poke.
    expect(
      pokeKindLabel({ strategy: 'recurring', frequency: { day: null, limit: 0 }, followUp: null }),
    ).toBe('Default');
    expect(
      pokeKindLabel({
        strategy: 'follow-up',
        frequency: null,
        followUp: { parentId: 'p', index: 1, previousId: null },
      }),
    ).toBe('Follow-up 2');
  });
});
