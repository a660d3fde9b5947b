import { z } from 'zod';
import type { App } from './env.js';

/** The body of every error response, for the OpenAPI document. */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

/** An OpenAPI JSON body or response of a schema. */
export const json = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
});

/** The error answers every authenticated call can give; `forbidden` says why a 403 happens. */
export function authedErrors(forbidden: string) {
  return {
    400: { ...json(ErrorResponse), description: 'Bad input; the message names the field.' },
    401: { ...json(ErrorResponse), description: 'No valid token.' },
    403: { ...json(ErrorResponse), description: forbidden },
  };
}

type OpenApiDocument = ReturnType<App['getOpenAPI31Document']>;
type OpenApiConfig = Parameters<App['getOpenAPI31Document']>[0];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * An operationId from a method and a path, for operations that name none: the method and the
 * path's words in camelCase, parameters included (`GET /pokes/{geo}/{id}` → `getPokesGeoId`,
 * `POST /abuse-words/dry-run` → `postAbuseWordsDryRun`).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * The document a client can be generated from: every operation gets an operationId (its own, or
 * one from its method and path; unique, a clash with one already taken gets a number).
 */
export function withOperationIds(document: OpenApiDocument): OpenApiDocument {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
  const taken = new Set(operations.map(({ operation }) => operation.operationId).filter(Boolean));
  for (const { method, path, operation } of operations) {
    if (operation.operationId) continue;
    const base = operationIdOf(method, path);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
    taken.add(id);
    operation.operationId = id;
  }
  return document;
}

/**
 * Serves the OpenAPI 3.1 document of `app`'s routes at `path`, with every operation named. The
 * routes are all registered before the server listens, so the document (about 1.7 MB of JSON) is
 * built once, at its first request, not per request.
 */
export function serveOpenApiDocument(app: App, path: string, config: OpenApiConfig): void {
  let body: string | null = null;
  app.get(path, (c) => {
    body ??= JSON.stringify(withOperationIds(app.getOpenAPI31Document(config)));
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(body);
  });
}
