import { describe, expect, it } from 'vitest';
import { addDomainNotification, recurringNotification, removalNotification } from './pokeActions';

const failure = { status: 409, code: 'conflict', message: 'already there' };

describe('poke action notifications', () => {
  it('adds a domain with the server text, or says it cannot', () => {
    const ok = 'Added domain "b.test" to poke p1';
    expect(addDomainNotification('b.test', { ok: true, message: ok })).toEqual({
      type: 'success',
      message: ok,
    });
    expect(addDomainNotification('b.test', { ok: false, error: failure })).toEqual({
      type: 'error',
      message: `Can't add domain "b.test": already there`,
    });
  });

  it('converts to recurring, or reports the error', () => {
    expect(recurringNotification({ ok: false, error: failure })).toEqual({
      type: 'error',
      message: "Can't create recurring poke. Error: already there",
    });
  });

  it('reports the removal text, or the error text', () => {
    const removed = 'The poke was removed.';
    expect(removalNotification({ ok: true, message: removed })).toMatchObject({ message: removed });
    expect(removalNotification({ ok: false, error: failure })).toEqual({
      type: 'error',
      message: 'already there',
    });
  });
});
