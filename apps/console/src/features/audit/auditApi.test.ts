import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { internalError } from '../../test/msw/answers';
import { auditHandlers, OLGA_AUDIT, POKE_AUDIT } from '../../test/msw/audit';
import { unmockedApiHandlers } from '../../test/msw/answers';
import { mswStore } from '../../test/fakes';
import { AUDIT_HISTORY_PAGE_SIZE, auditApi } from './auditApi';

/** The audit calls against the msw handlers of `GET /audit` (the server's shape and paging). */

const ORIGIN = 'http://console.test';
vi.stubGlobal('location', new URL(ORIGIN));

const server = setupServer(...auditHandlers(), ...unmockedApiHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = () => mswStore(ORIGIN, { roles: ['CHAT_ADMIN'], geos: ['nl', 'de'] });

describe('the record of staff actions', () => {
  it('reads the newest change of one record', async () => {
    const page = await store()
      .dispatch(
        auditApi.endpoints.lastAuditEntry.initiate({ recordType: 'poke', recordId: 'poke-1' }),
      )
      .unwrap();
    expect(page.data).toEqual([POKE_AUDIT[0]]);
  });

  it('pages a history on nextCursor, newest first, until there is none', async () => {
    const s = store();
    const record = { recordType: 'user', recordId: 'op-olga' } as const;
    const first = await s.dispatch(auditApi.endpoints.auditHistory.initiate(record)).unwrap();
    expect(first.pages[0]?.data).toHaveLength(AUDIT_HISTORY_PAGE_SIZE);
    const both = await s
      .dispatch(auditApi.endpoints.auditHistory.initiate(record, { direction: 'forward' }))
      .unwrap();
    expect(both.pages.flatMap((page) => page.data).map((entry) => entry.id)).toEqual(
      OLGA_AUDIT.map((entry) => entry.id),
    );
    expect(both.pages.at(-1)?.nextCursor).toBeNull();
  });

  it("fails with the server's message", async () => {
    server.use(...auditHandlers({ failure: internalError('The database did not answer.') }));
    const result = await store().dispatch(
      auditApi.endpoints.lastAuditEntry.initiate({ recordType: 'user', recordId: 'op-olga' }),
    );
    expect(result.error).toMatchObject({ message: 'The database did not answer.' });
  });
});
