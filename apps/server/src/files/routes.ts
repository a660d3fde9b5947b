import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { DomainName } from '@switchboard/domain';
import type { AppDeps } from '../deps.js';
import type { App } from '../http/env.js';
import { NotAllowedError, NotFoundError } from '../errors.js';
import { requireAuth } from '../http/middleware.js';
import { authedErrors, ErrorResponse, json } from '../http/openapi.js';
import {
  ATTACHMENT_NAME_PATTERN,
  ATTACHMENTS_PATH,
  attachmentNameOf,
  AttachmentStore,
} from './attachments.js';
import { loadDomainConfigs } from './domain-configs.js';

/** Most URLs one bulk call signs (a chat page's attachments fit many times over). */
export const SIGN_BULK_MAX_URLS = 100;

const Target = z.string().trim().min(1, 'A URL or hash is required').max(2048);
const SignRequest = z.object({
  url: Target,
  /** The site a CDN hash is on; needed for hashes only. */
  domain: DomainName.optional(),
});
const SignBulkRequest = z.object({
  urls: z.array(Target).min(1).max(SIGN_BULK_MAX_URLS),
  /** The spec always sends true (a map by URL); false answers a list in the same order. */
  with_keys: z.boolean().default(true),
  domain: DomainName.optional(),
});
const FileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});

/**
 * `POST /url/sign` and `POST /url/sign-bulk` (spec §7 Central API) and the signed files they
 * point at, `GET /files/attachments/{name}?expires=…&signature=…`: expiring links to the
 * server's own attachments, loadable without a token; a bad or expired signature is a 403.
 */
export function registerFileRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'clock' | 'db' | 'urlSigner'>,
): void {
  const signer = deps.urlSigner;
  const store = new AttachmentStore();
  app.use('/url/sign', requireAuth(deps.auth));
  app.use('/url/sign-bulk', requireAuth(deps.auth));

  /** A signed URL on the origin the caller reached the server at. */
  const signedUrl = (origin: string, name: string): string => {
    const path = `${ATTACHMENTS_PATH}${encodeURIComponent(name)}`;
    const { expires, signature } = signer.sign(path, deps.clock());
    return `${origin}${path}?expires=${expires}&signature=${signature}`;
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/url/sign',
      tags: ['files'],
      summary: 'Sign the URL of an attachment (a URL, or a CDN hash with its domain)',
      security: [{ bearer: [] }],
      request: { body: { ...json(SignRequest), required: true } },
      responses: {
        200: { ...json(z.object({ data: z.string() })), description: 'The signed URL.' },
        404: { ...json(ErrorResponse), description: 'Unknown domain.' },
        409: {
          ...json(ErrorResponse),
          description: 'The domain has no CDN base URL or tenant alias.',
        },
        ...authedErrors('The domain, or the sites serving the CDN URL, are outside your geos.'),
      },
    }),
    async (c) => {
      const { url, domain } = c.req.valid('json');
      const user = c.get('user');
      const configs = await loadDomainConfigs(deps.db, user.tenantId);
      const name = attachmentNameOf(url, 'url', domain, configs, user.geos);
      return c.json({ data: signedUrl(new URL(c.req.url).origin, name) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/url/sign-bulk',
      tags: ['files'],
      summary: 'Sign the URLs of several attachments at once',
      security: [{ bearer: [] }],
      request: { body: { ...json(SignBulkRequest), required: true } },
      responses: {
        200: {
          ...json(
            z.object({ data: z.union([z.record(z.string(), z.string()), z.array(z.string())]) }),
          ),
          description: 'Signed URLs by the URL asked for (with_keys), or in order.',
        },
        404: { ...json(ErrorResponse), description: 'Unknown domain.' },
        409: {
          ...json(ErrorResponse),
          description: 'The domain has no CDN base URL or tenant alias.',
        },
        ...authedErrors('The domain, or the sites serving a CDN URL, are outside your geos.'),
      },
    }),
    async (c) => {
      const { urls, with_keys: withKeys, domain } = c.req.valid('json');
      const user = c.get('user');
      const configs = await loadDomainConfigs(deps.db, user.tenantId);
      const origin = new URL(c.req.url).origin;
      const signed = urls.map((url, index) =>
        signedUrl(origin, attachmentNameOf(url, `urls.${index}`, domain, configs, user.geos)),
      );
      if (!withKeys) return c.json({ data: signed }, 200);
      return c.json(
        { data: Object.fromEntries(urls.map((url, i) => [url, signed[i] ?? ''])) },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/files/attachments/{name}',
      tags: ['files'],
      summary: 'An attachment file, through a signed URL from POST /url/sign',
      // No token: the signature in the query string is the permission.
      security: [],
      request: {
        params: z.object({ name: z.string().regex(ATTACHMENT_NAME_PATTERN, 'Not a file name') }),
        query: FileQuery,
      },
      responses: {
        200: {
          content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          description: 'The file.',
        },
        400: { ...json(ErrorResponse), description: 'No expiry or signature.' },
        403: { ...json(ErrorResponse), description: 'Bad or expired signature.' },
        404: { ...json(ErrorResponse), description: 'No such file.' },
      },
    }),
    async (c) => {
      const { name } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      const check = signer.check(
        `${ATTACHMENTS_PATH}${encodeURIComponent(name)}`,
        expires,
        signature,
        deps.clock(),
      );
      if (check === 'expired') throw new NotAllowedError('This link has expired.');
      if (check === 'invalid') throw new NotAllowedError('This link is not valid.');
      const file = await store.read(name);
      if (!file) throw new NotFoundError('No such attachment.');
      const maxAge = Math.max(0, expires - Math.floor(deps.clock().getTime() / 1000));
      return c.body(new Uint8Array(file.body), 200, {
        'Content-Type': file.contentType,
        'Cache-Control': `private, max-age=${maxAge}`,
      });
    },
  );
}
