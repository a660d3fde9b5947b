import { ApiErrorBody } from '@switchboard/domain';
import type { z } from 'zod';
import type { ApiMethod, ApiPath } from './api-paths.js';
import { CliError, type CliErrorCode } from './errors.js';

/** Where a token comes from; `renew` gives a fresh one after a 401, or null when it cannot. */
export interface TokenSource {
  token(): Promise<string>;
  renew(): Promise<string | null>;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | undefined>;
  /** Sent without the Authorization header (sign-in, refresh, sign-out). */
  anonymous?: boolean;
}

const STATUS_CODES: Partial<Record<number, CliErrorCode>> = {
  400: 'usage',
  401: 'unauthenticated',
  403: 'not-allowed',
  404: 'not-found',
  409: 'conflict',
  429: 'rate-limited',
};

/**
 * A thin client of the server's HTTP API. It takes only a method and path the server's OpenAPI
 * document has (`ApiPath`, generated types); every answer is parsed with the domain's schema of it
 * (most are `{data: …}`, see `dataOf`), and every failure becomes a `CliError` with the server's
 * own message, so the same rules and texts apply as in the console.
 */
export class ApiClient {
  constructor(
    readonly server: string,
    private readonly tokens: TokenSource | null,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async call<S extends z.ZodType, M extends ApiMethod>(
    method: M,
    path: ApiPath<M>,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const answer = await this.send(method, path, options);
    const parsed = schema.safeParse(answer);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      throw new CliError(
        'server',
        `Unexpected answer from ${method} ${path}: ${where}${issue?.message ?? 'invalid'}`,
      );
    }
    return parsed.data;
  }

  /** Sends a request and gives the answer's JSON, or null for an empty answer. */
  async send<M extends ApiMethod>(
    method: M,
    path: ApiPath<M>,
    options: RequestOptions = {},
  ): Promise<unknown> {
    let token: string | undefined;
    if (!options.anonymous) {
      if (!this.tokens) {
        throw new CliError(
          'unauthenticated',
          `Not signed in to ${this.server}. Run \`switchboard login\`, or set SWITCHBOARD_TOKEN.`,
        );
      }
      token = await this.tokens.token();
    }
    let response = await this.fetch(method, path, options, token);
    if (response.status === 401 && token !== undefined && this.tokens) {
      // A 401 is refused before any work is done, so one retry with a renewed token is safe.
      const renewed = await this.tokens.renew();
      if (renewed) response = await this.fetch(method, path, options, renewed);
    }
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (!response.ok) throw errorFromResponse(response.status, body, method, path);
    return body;
  }

  private async fetch(
    method: string,
    path: string,
    options: RequestOptions,
    token: string | undefined,
  ): Promise<Response> {
    const url = new URL(this.server.replace(/\/+$/, '') + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    try {
      return await this.fetchImpl(url, { method, headers, body });
    } catch (error) {
      throw new CliError(
        'unreachable',
        `Cannot reach the server at ${this.server}: ${reason(error)}`,
      );
    }
  }
}

/** Maps an HTTP error to a CliError carrying the server's message (and its code). */
export function errorFromResponse(
  status: number,
  body: unknown,
  method: string,
  path: string,
): CliError {
  const parsed = ApiErrorBody.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  const message =
    error?.message ??
    (typeof body === 'string' && body ? body : `${method} ${path} failed with HTTP ${status}`);
  const code = STATUS_CODES[status] ?? 'server';
  if (code === 'unauthenticated') {
    return new CliError(code, `${message} Run \`switchboard login\`.`, error?.code);
  }
  return new CliError(code, message, error?.code);
}

function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
