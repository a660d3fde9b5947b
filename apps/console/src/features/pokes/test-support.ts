/** Poke rows as the server sends them, for the pokes feature's tests. */
export const SITE_A = 'flirt-nl.demo.test';
export const SITE_B = 'date-nl.demo.test';

export function pokeRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'poke-1',
    agent: { id: 'u1', name: 'Ann Poker' },
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    domain: SITE_A,
    domains: [SITE_A],
    locale: 'nl',
    strategy: 'default',
    origin: { type: 'legacy' },
    scheduled: '2026-01-16T10:00:00.000Z',
    filters: { gender: ['female'], lastLogin: 7 },
    message: { content: 'Hi %[name]%', messageLength: 11 },
    profile: { id: 'p1', name: 'Eva', uuid: 'uuid-1', timezone: 'Europe/Amsterdam' },
    targets: { estimate: 10, targetsPerDomain: [{ site: SITE_A, estimate: 10, reached: 0 }] },
    status: 'scheduled',
    ...overrides,
  };
}
