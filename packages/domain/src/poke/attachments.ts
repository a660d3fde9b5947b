import { messages } from '../messages.js';
import type { Attachment } from '../schemas/common.js';
import type { DomainConfig } from '../schemas/domain-config.js';
import { PokeRuleError } from './errors.js';

/**
 * Poke attachments (spec §5): legacy file names, CDN hashes and the URL a hash is served from.
 */

/** A legacy attachment file name: 16 or more lowercase hex characters, optionally `.webp`. */
export const ATTACHMENT_FILENAME_PATTERN = /^[0-9a-f]{16,}(?:\.webp)?$/;

export function isAttachmentFileName(value: string): boolean {
  return ATTACHMENT_FILENAME_PATTERN.test(value);
}

/**
 * A CDN hash. The spec hides the pattern; ours is a hex digest of 32 to 64 lowercase characters
 * (MD5 is 32, SHA-1 40, SHA-256 64), optionally with `.webp`, and nothing else: no scheme, no
 * slash. Anything with a scheme is a URL; a shorter hex name is a legacy file name only.
 */
export const CDN_HASH_PATTERN = /^[0-9a-f]{32,64}(?:\.webp)?$/;

export function isCdnHash(value: string): boolean {
  return CDN_HASH_PATTERN.test(value);
}

type DomainConfigLookup = Pick<DomainConfig, 'domain' | 'cdnBaseLiveUrl' | 'tenantAlias'>;

/**
 * The configuration of a domain among those loaded. Throws `messages.unknownDomainConfig(domain)`
 * (code UNKNOWN_DOMAIN_CONFIG) when the domain has none. Host names compare case-insensitively.
 */
export function requireDomainConfig<C extends Pick<DomainConfig, 'domain'>>(
  domain: string,
  configs: readonly C[],
): C {
  const wanted = domain.toLowerCase();
  const config = configs.find((candidate) => candidate.domain.toLowerCase() === wanted);
  if (!config) {
    throw new PokeRuleError('UNKNOWN_DOMAIN_CONFIG', messages.unknownDomainConfig(domain));
  }
  return config;
}

/**
 * The URL a CDN hash is served from: `{cdnBaseLiveUrl}/{tenantAlias}/{hash}` (the spec gives
 * the two ingredients, not the layout; one trailing slash of the base is dropped). Throws the
 * spec's texts when the domain lacks a CDN base URL or a tenant alias.
 */
export function cdnHashToUrl(
  hash: string,
  domain: string,
  configs: readonly DomainConfigLookup[],
): string {
  const config = requireDomainConfig(domain, configs);
  if (!config.cdnBaseLiveUrl) {
    throw new PokeRuleError('CDN_BASE_URL_MISSING', messages.cdnBaseUrlMissing(domain));
  }
  if (!config.tenantAlias) {
    throw new PokeRuleError('TENANT_ALIAS_MISSING', messages.tenantAliasMissing(domain));
  }
  const base = config.cdnBaseLiveUrl.replace(/\/$/, '');
  return `${base}/${encodeURIComponent(config.tenantAlias)}/${encodeURIComponent(hash)}`;
}

/**
 * The URL to show an attachment with: its display URL if it has one, else its URL, else the CDN
 * URL of its hash (which may throw as `cdnHashToUrl` does).
 */
export function attachmentDisplayUrl(
  attachment: Attachment,
  domain: string,
  configs: readonly DomainConfigLookup[],
): string {
  if (attachment.displayUrl) return attachment.displayUrl;
  if (attachment.url) return attachment.url;
  return cdnHashToUrl(attachment.hash ?? '', domain, configs);
}

/**
 * What identifies an attachment when checking reuse: its hash, else its URL, else the legacy file
 * name. Null when the poke carries none.
 */
export function attachmentKey(
  message:
    | {
        attachment?: Attachment | null;
        attachmentFilenameForLegacy?: string | null;
      }
    | null
    | undefined,
): string | null {
  const attachment = message?.attachment;
  return attachment?.hash ?? attachment?.url ?? message?.attachmentFilenameForLegacy ?? null;
}
