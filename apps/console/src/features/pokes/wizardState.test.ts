import { describe, expect, it } from 'vitest';
import { Poke, type LegacyPokeFilters } from '@switchboard/domain';
import { testStore, tokenPair, type RecordedCall } from '../../test/fakes';
import { savePokeWizard } from './savePoke';
import { pokeRow, SITE_A } from './test-support';
import {
  addFollowUp,
  followUpRequest,
  followUpSavePlan,
  mainPokeRequest,
  newWizard,
  removeFollowUp,
  sendsImmediately,
  switchOrigin,
  withFollowUpTimes,
  wizardFromPoke,
  type WizardState,
} from './wizardState';

const agent = { id: 'u1', name: 'Ann Poker' };
const now = new Date('2026-01-15T12:00:00.000Z');
const profile = { id: 'p1', name: 'Eva', uuid: 'uuid-1', timezone: null };

const ready = (overrides: Partial<WizardState> = {}): WizardState => ({
  ...newWizard(),
  profile,
  domains: [SITE_A],
  locale: 'nl',
  content: 'Hi %[name]% 😀',
  scheduled: '2026-01-16T10:00:00.000Z',
  ...overrides,
});

/**
 * A stored recurring flirt with an attachment, and a follow-up with its own kind and attachment,
 * loaded into the wizard and a typo fixed: saving must change the text and nothing else (spec §2:
 * the wizard updates when an id exists).
 */
function storedRecurringFlirt(): WizardState {
  const poke = Poke.parse(
    pokeRow({
      type: 'message',
      strategy: 'recurring',
      frequency: { day: 7, limit: 3 },
      message: {
        content: 'Hi %[name]%, tset',
        messageLength: 17,
        attachment: { hash: 'a1b2c3d4e5f60718' },
        hasAttachment: true,
        type: 'flirt',
      },
    }),
  );
  const followUp = Poke.parse(
    pokeRow({
      id: 'f1',
      type: 'message',
      strategy: 'follow-up',
      followUp: { parentId: 'poke-1', index: 0 },
      scheduled: '2026-01-16T10:30:00.000Z',
      message: {
        content: 'Still there?',
        messageLength: 12,
        attachmentFilenameForLegacy: '0123456789abcdef.webp',
        hasAttachment: true,
        type: 'like',
      },
    }),
  );
  const loaded = wizardFromPoke(poke, [followUp]);
  return { ...loaded, content: 'Hi %[name]%, test' };
}

describe('wizard state', () => {
  it('starts legacy with the default filters and nothing chosen', () => {
    const wizard = newWizard();
    expect(wizard).toMatchObject({ origin: 'legacy', profile: null, domains: [], scheduled: null });
    expect(wizard.filters).toMatchObject({ lastLogin: 7, gender: [] });
  });

  it('builds the create request with emoji as colon codes and no id', () => {
    const request = mainPokeRequest(ready(), agent);
    expect(request).not.toHaveProperty('id');
    expect(request.message.content).toBe('Hi %[name]% :grinning:');
    expect(request).toMatchObject({ domains: [SITE_A], locale: 'nl', profile: { id: 'p1' } });
  });

  it('refuses to build a request without a profile', () => {
    expect(() => mainPokeRequest(ready({ profile: null }), agent)).toThrow();
  });

  it('reads a stored poke for editing: id, emoji back, follow-ups by index with their delays', () => {
    const poke = Poke.parse(pokeRow({ message: { content: 'Hi :grinning:', messageLength: 4 } }));
    const later = (id: string, index: number, scheduled: string) =>
      Poke.parse(
        pokeRow({ id, strategy: 'follow-up', followUp: { parentId: 'poke-1', index }, scheduled }),
      );
    const wizard = wizardFromPoke(poke, [
      later('f2', 1, '2026-01-16T11:30:00.000Z'),
      later('f1', 0, '2026-01-16T10:30:00.000Z'),
    ]);
    expect(wizard).toMatchObject({ id: 'poke-1', content: 'Hi 😀', locale: 'nl' });
    expect(wizard.followUps.map((f) => [f.id, f.index, f.delayMinutes])).toEqual([
      ['f1', 0, 30],
      ['f2', 1, 60],
    ]);
    expect(mainPokeRequest(wizard, agent).id).toBe('poke-1');
  });

  it('builds a new poke and a new follow-up with the defaults: one-off, poke, message, nothing attached', () => {
    const state = addFollowUp(ready(), now);
    const request = mainPokeRequest(state, agent);
    expect(request).toMatchObject({
      type: 'poke',
      strategy: 'default',
      frequency: null,
      followUp: null,
      message: { type: 'message', attachment: null, hasAttachment: false },
    });
    const [item] = withFollowUpTimes(
      { ...state, followUps: [{ ...state.followUps[0]!, message: 'x' }] },
      now,
    );
    const link = { parentId: 'poke-1', previousId: null };
    expect(followUpRequest(state, agent, item!, link)).toMatchObject({
      type: 'poke',
      strategy: 'follow-up',
      frequency: null,
      followUp: { parentId: 'poke-1', index: 0, previousId: null },
      message: { type: 'message', attachment: null, hasAttachment: false },
    });
  });

  it('saves an edited poke with what the wizard does not edit as it was stored', () => {
    const edited = storedRecurringFlirt();
    const request = mainPokeRequest(edited, agent);
    expect(request).toMatchObject({
      id: 'poke-1',
      type: 'message',
      strategy: 'recurring',
      frequency: { day: 7, limit: 3 },
      followUp: null,
      message: {
        content: 'Hi %[name]%, test',
        attachment: { hash: 'a1b2c3d4e5f60718' },
        attachmentFilenameForLegacy: null,
        hasAttachment: true,
        type: 'flirt',
      },
    });
  });

  it('saves an edited follow-up with its own kind, type and attachment', () => {
    const edited = storedRecurringFlirt();
    const [item] = withFollowUpTimes(edited, now);
    const link = { parentId: 'poke-1', previousId: null };
    expect(followUpRequest(edited, agent, item!, link)).toMatchObject({
      id: 'f1',
      type: 'message',
      strategy: 'follow-up',
      followUp: { parentId: 'poke-1', index: 0, previousId: null },
      message: {
        content: 'Still there?',
        attachment: null,
        attachmentFilenameForLegacy: '0123456789abcdef.webp',
        hasAttachment: true,
        type: 'like',
      },
    });
    // Created anew after a removed one (followUpSavePlan), it still keeps its own fields.
    const [fresh] = followUpSavePlan(['f0', 'f1'], [item!]).items;
    expect(followUpRequest(edited, agent, fresh!, link)).not.toHaveProperty('id');
    expect(followUpRequest(edited, agent, fresh!, link).message.type).toBe('like');
  });

  it('saves a follow-up opened on its own as a follow-up of its parent', () => {
    const followUp = Poke.parse(
      pokeRow({
        id: 'f1',
        strategy: 'follow-up',
        followUp: { parentId: 'poke-1', index: 0, previousId: null },
      }),
    );
    expect(mainPokeRequest(wizardFromPoke(followUp, []), agent)).toMatchObject({
      id: 'f1',
      strategy: 'follow-up',
      followUp: { parentId: 'poke-1', index: 0, previousId: null },
    });
  });

  it('clears the schedule of a poke that was sent at once', () => {
    const poke = Poke.parse(pokeRow({ scheduled: '2026-01-15T10:00:00.000Z' }));
    expect(wizardFromPoke(poke, []).scheduled).toBeNull();
  });

  it('times each follow-up after the one before it', () => {
    const two = addFollowUp(addFollowUp(ready(), now), now);
    const timed = withFollowUpTimes(
      { ...two, followUps: two.followUps.map((f, i) => ({ ...f, delayMinutes: i ? 60 : 30 })) },
      now,
    );
    expect(timed.map((f) => f.scheduledAt)).toEqual([
      '2026-01-16T10:30:00.000Z',
      '2026-01-16T11:30:00.000Z',
    ]);
  });

  it('deletes the first removed stored follow-up and creates the kept ones after it anew', () => {
    const item = (id: string | undefined, index: number) => ({
      ...(id ? { id } : {}),
      index,
      delayMinutes: 5,
      message: 'x',
      scheduledAt: null,
    });
    expect(followUpSavePlan(['a', 'b'], [item('a', 0), item('b', 1)]).remove).toBeNull();
    const plan = followUpSavePlan(
      ['a', 'b', 'c'],
      [item('a', 0), item('c', 1), item(undefined, 2)],
    );
    expect(plan.remove).toBe('b');
    expect(plan.items.map((i) => i.id)).toEqual(['a', undefined, undefined]);
  });
});

describe('savePokeWizard', () => {
  it('creates the poke, then its follow-ups linked to it and to each other', async () => {
    let n = 0;
    const { store, calls } = testStore(
      (call: RecordedCall) => {
        const body = call.data as { scheduled: string | null };
        n += 1;
        return {
          status: 201,
          data: { data: pokeRow({ id: `p-${n}`, scheduled: body.scheduled }) },
        };
      },
      { tokens: tokenPair() },
    );
    const state = addFollowUp(addFollowUp(ready(), now), now);
    state.followUps = state.followUps.map((f, i) => ({ ...f, message: `follow ${i}` }));
    const main = await savePokeWizard(store.dispatch, state, agent, [], now);
    expect(main.id).toBe('p-1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /pokes/nl',
      'POST /pokes/nl',
      'POST /pokes/nl',
    ]);
    expect(calls.slice(1).map((c) => (c.data as { followUp: unknown }).followUp)).toEqual([
      { parentId: 'p-1', index: 0, previousId: null },
      { parentId: 'p-1', index: 1, previousId: 'p-2' },
    ]);
  });

  it('updates an existing poke with PUT and stops at the first failure', async () => {
    const { store, calls } = testStore(
      () => ({ status: 409, data: { error: { code: 'poke/sent', message: 'gone out' } } }),
      { tokens: tokenPair() },
    );
    await expect(
      savePokeWizard(store.dispatch, ready({ id: 'poke-1' }), agent, [], now),
    ).rejects.toMatchObject({ status: 409, message: 'gone out' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['PUT /pokes/nl/poke-1']);
  });
});

describe('switchOrigin', () => {
  it('starts the other origin with its own default filters, and back', () => {
    const legacy = ready();
    legacy.filters = { ...(legacy.filters as LegacyPokeFilters), gender: ['female'] };
    const other = switchOrigin(legacy, 'other');
    expect(other.origin).toBe('other');
    expect(other.filters).toMatchObject({ age_min: 18, age_max: 99, gender: 'male' });
    expect(other.content).toBe(legacy.content);
    const back = switchOrigin(other, 'legacy');
    expect(back.filters).toEqual(newWizard().filters);
    expect(switchOrigin(legacy, 'legacy')).toBe(legacy);
  });
});

describe('removeFollowUp', () => {
  it('drops the follow-up at a position and renumbers the rest, so a new one gets its own index', () => {
    let state = ready();
    for (let i = 0; i < 3; i++) state = addFollowUp(state, now);
    state = removeFollowUp(state, 1);
    expect(state.followUps.map((item) => item.index)).toEqual([0, 1]);
    state = addFollowUp(state, now);
    expect(state.followUps.map((item) => item.index)).toEqual([0, 1, 2]);
  });
});

describe('sendsImmediately', () => {
  it('is true for an admin who chose no time', () => {
    expect(sendsImmediately(ready({ scheduled: null }), true)).toBe(true);
  });

  it('is false once a time is chosen', () => {
    expect(sendsImmediately(ready(), true)).toBe(false);
  });

  it('is false for a user who may not send immediately (the wizard then asks for a time)', () => {
    expect(sendsImmediately(ready({ scheduled: null }), false)).toBe(false);
  });
});
