import { TokenPair } from '@switchboard/domain';
import { z } from 'zod';
import { ApiClient, type TokenSource } from './api.js';
import { readCredentials, writeCredentials, type StoredCredentials } from './credentials.js';
import { usageError } from './errors.js';

/** The server `npm start` runs (PORT defaults to 8080). */
export const DEFAULT_SERVER = 'http://localhost:8080';

/** A token this close to its expiry is refreshed first: the request itself takes time too. */
const EXPIRY_MARGIN_MS = 30_000;

export interface SessionContext {
  /** `--server`, when given. */
  serverOption: string | undefined;
  env: NodeJS.ProcessEnv;
  credentialsFile: string;
  now: () => Date;
  fetchImpl?: typeof fetch;
}

export interface Session {
  api: ApiClient;
  server: string;
  /** Where the token comes from: SWITCHBOARD_TOKEN, the stored login, or nowhere. */
  source: 'env' | 'stored' | 'none';
  stored: StoredCredentials | null;
}

const ServerUrl = z.url({ protocol: /^https?$/, error: 'Expected an http(s) URL' });

/** `--server`, else SWITCHBOARD_SERVER, else the server of the stored login, else the default. */
export function resolveServer(
  option: string | undefined,
  env: NodeJS.ProcessEnv,
  stored: StoredCredentials | null,
): string {
  const [raw, name] =
    option !== undefined
      ? [option, '--server']
      : env.SWITCHBOARD_SERVER
        ? [env.SWITCHBOARD_SERVER, 'SWITCHBOARD_SERVER']
        : [stored?.server ?? DEFAULT_SERVER, 'server'];
  const parsed = ServerUrl.safeParse(raw);
  if (!parsed.success) throw usageError(`${name}: ${parsed.error.issues[0]?.message} (${raw})`);
  return normaliseServer(parsed.data);
}

export function normaliseServer(url: string): string {
  return url.replace(/\/+$/, '');
}

/** When the ID token of a token answer expires. */
export function expiresAt(now: Date, expiresInSeconds: number): string {
  return new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
}

/** The API client for this run, signed in with SWITCHBOARD_TOKEN or the stored login. */
export async function openSession(context: SessionContext): Promise<Session> {
  const stored = await readCredentials(context.credentialsFile);
  const server = resolveServer(context.serverOption, context.env, stored);
  const envToken = context.env.SWITCHBOARD_TOKEN;
  if (envToken) {
    const tokens: TokenSource = {
      token: () => Promise.resolve(envToken),
      renew: () => Promise.resolve(null),
    };
    return { api: new ApiClient(server, tokens, context.fetchImpl), server, source: 'env', stored };
  }
  // A login for another server is no use here; its tokens are never sent elsewhere.
  if (stored && normaliseServer(stored.server) === server) {
    const tokens = new StoredTokens(server, stored, context);
    return {
      api: new ApiClient(server, tokens, context.fetchImpl),
      server,
      source: 'stored',
      stored,
    };
  }
  return { api: new ApiClient(server, null, context.fetchImpl), server, source: 'none', stored };
}

/** The stored login's tokens, refreshed (and stored again) when the ID token has expired. */
class StoredTokens implements TokenSource {
  private refreshing: Promise<string> | null = null;

  constructor(
    private readonly server: string,
    private credentials: StoredCredentials,
    private readonly context: SessionContext,
  ) {}

  async token(): Promise<string> {
    if (this.refreshing) return this.refreshing;
    const expires = Date.parse(this.credentials.expiresAt);
    if (expires - EXPIRY_MARGIN_MS > this.context.now().getTime()) return this.credentials.idToken;
    return this.refresh();
  }

  async renew(): Promise<string | null> {
    // Refresh at most once per run: a token refused right after a refresh will not do better.
    if (this.refreshing) return null;
    return this.refresh();
  }

  private refresh(): Promise<string> {
    this.refreshing ??= (async () => {
      const anonymous = new ApiClient(this.server, null, this.context.fetchImpl);
      const pair = await anonymous.call('POST', '/auth/refresh', TokenPair, {
        body: { refreshToken: this.credentials.refreshToken },
        anonymous: true,
      });
      this.credentials = {
        ...this.credentials,
        idToken: pair.idToken,
        refreshToken: pair.refreshToken,
        expiresAt: expiresAt(this.context.now(), pair.expiresIn),
      };
      // The old refresh token no longer works (rotation): store the new one before using it.
      await writeCredentials(this.context.credentialsFile, this.credentials);
      return pair.idToken;
    })();
    return this.refreshing;
  }
}
