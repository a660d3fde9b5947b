import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_MESSAGES } from '@switchboard/domain';
import { unmockedApiHandlers } from '../../test/msw/answers';
import { DOMAIN_CONFIGS } from '../../test/msw/domains';
import { mswStore } from '../../test/fakes';
import { domainsApi } from './domainsApi';

/** `GET /domains`, the one call /trigger, /debug and the claimed chat read their domains with. */

const ORIGIN = 'http://console.test';
vi.stubGlobal('location', new URL(ORIGIN));

let calls = 0;
let body: JsonBodyType = { data: DOMAIN_CONFIGS };
const server = setupServer(
  http.get(`${ORIGIN}/domains`, () => {
    calls += 1;
    return HttpResponse.json(body);
  }),
  ...unmockedApiHandlers(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls = 0;
  body = { data: DOMAIN_CONFIGS };
});
afterAll(() => server.close());

const store = () => mswStore(ORIGIN, { roles: ['CHAT_ADMIN'], geos: ['nl', 'de'] });

describe("the tenant's domains", () => {
  it('are read once for every screen that asks', async () => {
    const s = store();
    const [first, second] = await Promise.all([
      s.dispatch(domainsApi.endpoints.domains.initiate()).unwrap(),
      s.dispatch(domainsApi.endpoints.domains.initiate()).unwrap(),
    ]);
    expect(first.map((config) => config.domain)).toEqual(
      DOMAIN_CONFIGS.map((config) => config.domain),
    );
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });

  it('leave out a broken configuration without hiding the others', async () => {
    body = { data: [{ domain: 'broken.test' }, ...DOMAIN_CONFIGS] };
    const configs = await store().dispatch(domainsApi.endpoints.domains.initiate()).unwrap();
    expect(configs.map((config) => config.domain)).toEqual(
      DOMAIN_CONFIGS.map((config) => config.domain),
    );
  });

  it('fail in words when the answer is not a list', async () => {
    body = { data: 'no list' };
    const result = await store().dispatch(domainsApi.endpoints.domains.initiate());
    expect(result.error).toMatchObject({
      message: CONSOLE_MESSAGES.unexpectedAnswer('domain list'),
    });
  });
});
