import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { vi } from 'vitest';
import { memoryStorage } from '../common/storage';
import { makeExtra, type AppExtra } from '../app/extra';
import type { LivePortal } from '../app/socket/LivePortal';
import type { TokenPair } from '../features/auth/session';
import { makeStore, type RootState } from '../app/store';
import { initialAuthState } from '../features/auth/authSlice';
import { sessionFromTokens } from '../features/auth/session';

/** What a fake server answers: a status and body, or no answer at all. */
export type FakeAnswer = { status: number; data?: unknown } | 'network';

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  data: unknown;
}

/** An axios instance whose adapter answers from `handler` and records every call. */
export function fakeHttp(handler: (call: RecordedCall) => FakeAnswer): {
  http: AxiosInstance;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const http = axios.create({
    adapter: (config: InternalAxiosRequestConfig) => {
      const call: RecordedCall = {
        method: (config.method ?? 'get').toUpperCase(),
        url: config.url ?? '',
        headers: {
          Authorization: config.headers.get('Authorization') as string | undefined,
          'X-Tenant-Alias': config.headers.get('X-Tenant-Alias') as string | undefined,
        },
        data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer === 'network') {
        return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
      }
      const response = {
        data: answer.data,
        status: answer.status,
        statusText: '',
        headers: {},
        config,
      };
      if (answer.status >= 400) {
        return Promise.reject(
          new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response),
        );
      }
      return Promise.resolve(response);
    },
  });
  return { http, calls };
}

/** A portal that records connect / disconnect / subscribe instead of opening a socket. */
export function fakePortal() {
  const mocks = {
    connect: vi.fn(),
    disconnect: vi.fn(),
    subscribe: vi.fn(() => () => undefined),
  };
  const portal = { ...mocks, active: false, connected: false } as unknown as LivePortal;
  return { portal, mocks };
}

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

export function tokenPair(overrides: Partial<TokenPair['user']> = {}, tag = '1'): TokenPair {
  return {
    idToken: `id-${tag}`,
    refreshToken: `refresh-${tag}`,
    expiresIn: 900,
    user: {
      uid: 'demo-operator',
      email: 'operator@demo.test',
      name: 'Olga Operator',
      tenantId: 'tenant-demo',
      tenantAlias: 'demo',
      companyName: 'Demo Company',
      roles: ['CHAT_OPERATOR:NSFW'],
      geos: ['nl'],
      forceMfa: false,
      forcedTotp: false,
      signInSecondFactor: null,
      ...overrides,
    },
  };
}

/**
 * A store on real HTTP (to `origin`, where msw's handlers answer), signed in as a user with
 * `user`'s roles and geos: for tests of an API slice against the handlers of the server's shapes.
 */
export function mswStore(origin: string, user: Partial<TokenPair['user']>) {
  return makeStore(
    { auth: { ...initialAuthState, session: sessionFromTokens(tokenPair(user), Date.now()) } },
    makeExtra({ baseURL: origin, storage: memoryStorage(), portal: fakePortal().portal }),
  );
}

/** A store with fake services; signed in with `tokens` when given. */
export function testStore(
  handler: (call: RecordedCall) => FakeAnswer,
  options: {
    tokens?: TokenPair;
    now?: number;
    random?: () => number;
    /** Another tab's storage, to share this browser's stored session with it. */
    storage?: ReturnType<typeof memoryStorage>;
    refreshLock?: <T>(work: () => Promise<T>) => Promise<T>;
  } = {},
) {
  const { http, calls } = fakeHttp(handler);
  const sleeps: number[] = [];
  const navigations: string[] = [];
  const storage = options.storage ?? memoryStorage();
  const { portal, mocks: portalMocks } = fakePortal();
  const extra: AppExtra = makeExtra({
    http,
    portal,
    storage,
    now: () => options.now ?? NOW,
    random: options.random ?? (() => 0.5),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    navigate: (path) => void navigations.push(path),
    refreshLock: options.refreshLock,
  });
  const preloaded: Partial<RootState> = options.tokens
    ? { auth: { ...initialAuthState, session: sessionFromTokens(options.tokens, NOW) } }
    : {};
  const store = makeStore(preloaded, extra);
  const baseQueryApi = (): BaseQueryApi => ({
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch.bind(store) as BaseQueryApi['dispatch'],
    getState: () => store.getState(),
    extra,
    endpoint: 'test',
    type: 'query',
  });
  return { store, extra, calls, sleeps, navigations, storage, portal: portalMocks, baseQueryApi };
}
