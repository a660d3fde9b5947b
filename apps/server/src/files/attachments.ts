import { readdir, readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cdnHashToUrl,
  isAttachmentFileName,
  isCdnHash,
  PokeRuleError,
  type DomainConfig,
} from '@switchboard/domain';
import {
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  type ApiError,
} from '../errors.js';

/**
 * Attachments the server serves itself (spec §3 "Attachment": a CDN hash or a URL). For the demo
 * the server stands in for the CDN: the files in `public/attachments/` are named by their hash,
 * so a hash, the CDN URL of a hash and the server's own file URL all lead to one file.
 */

/** The folder of attachment files, from src/ or dist/ of this package. */
export const ATTACHMENTS_DIR = fileURLToPath(new URL('../../public/attachments', import.meta.url));

/** The path attachments are served under; a name follows. */
export const ATTACHMENTS_PATH = '/files/attachments/';

/** A file name that can't leave the folder: no slash, no leading dot. */
export const ATTACHMENT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** The spec's CDN configuration errors (§8) as HTTP errors: 404 unknown domain, 409 missing setting. */
export function cdnRuleToApiError(error: PokeRuleError): ApiError {
  return error.code === 'UNKNOWN_DOMAIN_CONFIG'
    ? new NotFoundError(error.message)
    : new ConflictError(error.message);
}

function urlInputError(field: string, message: string): InputError {
  return new InputError(`${field}: ${message}`, [{ field, message }]);
}

/**
 * The name under `ATTACHMENTS_PATH` of a URL on a domain's CDN (`{base}/{tenantAlias}/{hash}`).
 * Sites may share a CDN: the URL counts as one of the caller's geos when any of them serves it;
 * one served only by sites of other locales is refused (403).
 */
function nameOnCdn(
  url: string,
  configs: readonly DomainConfig[],
  geos: readonly string[],
): string | null {
  let outside: string | null = null;
  for (const config of configs) {
    if (!config.cdnBaseLiveUrl || !config.tenantAlias) continue;
    const prefix = `${config.cdnBaseLiveUrl.replace(/\/$/, '')}/${encodeURIComponent(config.tenantAlias)}/`;
    if (!url.startsWith(prefix)) continue;
    const hash = decodeOrNull(url.slice(prefix.length));
    if (hash === null || !isCdnHash(hash)) continue;
    if (geos.includes(config.locale)) return hash;
    outside ??= config.locale;
  }
  if (outside !== null) throw new NotAllowedError(`No access to locale ${outside}.`);
  return null;
}

/** The name of one of the server's own attachment URLs (absolute or from the root), or null. */
function nameOnServer(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://server.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(ATTACHMENTS_PATH)) return null;
  const name = decodeOrNull(pathname.slice(ATTACHMENTS_PATH.length));
  return name !== null && ATTACHMENT_NAME_PATTERN.test(name) ? name : null;
}

/** A percent-decoded URL part, or null when its escapes are malformed (`%zz`, a cut-off `%E0%A4`). */
function decodeOrNull(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * The attachment name behind what a client asks to sign (`field` names it in errors):
 * - a CDN hash, which needs `domain` and that domain's CDN base URL and tenant alias (the spec's
 *   errors otherwise, through the domain's `cdnHashToUrl`);
 * - a legacy attachment file name;
 * - a URL on one of the tenant's CDNs, or one of the server's own attachment URLs.
 * A hash's domain, or the sites serving a CDN URL, must be in the caller's `geos` (spec §6).
 * Whether the file exists is checked when it is fetched, as a CDN does.
 */
export function attachmentNameOf(
  value: string,
  field: string,
  domain: string | undefined,
  configs: readonly DomainConfig[],
  geos: readonly string[],
): string {
  if (isCdnHash(value)) {
    if (domain === undefined) throw urlInputError('domain', 'A CDN hash needs the domain it is on');
    const site = configs.find((config) => config.domain === domain);
    if (site && !geos.includes(site.locale)) {
      throw new NotAllowedError(`No access to locale ${site.locale}.`);
    }
    try {
      cdnHashToUrl(value, domain, configs);
    } catch (error) {
      if (error instanceof PokeRuleError) throw cdnRuleToApiError(error);
      throw error;
    }
    return value;
  }
  if (isAttachmentFileName(value)) return value;
  const name = nameOnCdn(value, configs, geos) ?? nameOnServer(value);
  if (name === null) throw urlInputError(field, 'Not an attachment this server can sign');
  return name;
}

export interface AttachmentFile {
  body: Buffer;
  contentType: string;
}

/**
 * Reads attachment files: by exact name, or by hash whatever the file's extension (a CDN hash
 * names content, not a format; `.webp` on a hash is part of the CDN's naming, not the file's).
 */
export class AttachmentStore {
  private names: Promise<string[]> | null = null;

  constructor(private readonly dir: string = ATTACHMENTS_DIR) {}

  private list(): Promise<string[]> {
    this.names ??= readdir(this.dir).catch(() => []);
    return this.names;
  }

  async read(name: string): Promise<AttachmentFile | null> {
    if (!ATTACHMENT_NAME_PATTERN.test(name)) return null;
    const names = await this.list();
    const hash = name.replace(/\.webp$/, '');
    const file =
      names.find((candidate) => candidate === name) ??
      names.find((candidate) => basename(candidate, extname(candidate)) === hash);
    const contentType = file ? CONTENT_TYPES[extname(file).toLowerCase()] : undefined;
    if (!file || !contentType) return null;
    return { body: await readFile(join(this.dir, file)), contentType };
  }
}

/** The demo attachments in `public/attachments/`, by hash, for seeds and tests. */
export const DEMO_ATTACHMENT_HASHES = {
  sunset: '61fd6579515b4c51395497c6eea4eea6',
  coffee: 'd24b3cbfc7d467fa007298c6eeb70eb0',
  flower: '76a3c91bce3ccabe57ced86578589a6e',
} as const;
