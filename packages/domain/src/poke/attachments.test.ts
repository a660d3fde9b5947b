import { describe, expect, it } from 'vitest';
import {
  attachmentDisplayUrl,
  attachmentKey,
  cdnHashToUrl,
  isAttachmentFileName,
  isCdnHash,
  requireDomainConfig,
} from './attachments.js';
import { PokeRuleError } from './errors.js';

const md5 = 'd41d8cd98f00b204e9800998ecf8427e';
const configs = [
  { domain: 'flirt.example.nl', cdnBaseLiveUrl: 'https://cdn.example.nl/', tenantAlias: 'flirt' },
  { domain: 'nobase.example.nl', cdnBaseLiveUrl: null, tenantAlias: 'x' },
  { domain: 'noalias.example.nl', cdnBaseLiveUrl: 'https://cdn.example.nl', tenantAlias: '' },
];

describe('isAttachmentFileName', () => {
  it.each([
    ['0123456789abcdef', true],
    ['0123456789abcdef.webp', true],
    [`${md5}.webp`, true],
    ['0123456789abcde', false],
    ['0123456789ABCDEF', false],
    ['0123456789abcdef.png', false],
    ['0123456789abcdeg', false],
    ['x0123456789abcdef', false],
  ])('%s → %s', (name, ok) => {
    expect(isAttachmentFileName(name)).toBe(ok);
  });
});

describe('isCdnHash', () => {
  it.each([
    [md5, true],
    [`${md5}.webp`, true],
    ['a'.repeat(40), true],
    ['a'.repeat(64), true],
    ['a'.repeat(31), false],
    ['a'.repeat(65), false],
    [md5.toUpperCase(), false],
    [`https://cdn.example.nl/${md5}`, false],
  ])('%s → %s', (value, ok) => {
    expect(isCdnHash(value)).toBe(ok);
  });
});

describe('requireDomainConfig', () => {
  it('finds a domain regardless of case', () => {
    expect(requireDomainConfig('FLIRT.example.nl', configs)).toBe(configs[0]);
  });

  it('throws an error naming an unknown domain', () => {
    expect(() => requireDomainConfig('missing.example.nl', configs)).toThrow(
      'No domain configuration found for domain "missing.example.nl"',
    );
  });
});

describe('cdnHashToUrl', () => {
  it('joins the CDN base, tenant alias and hash', () => {
    expect(cdnHashToUrl(md5, 'flirt.example.nl', configs)).toBe(
      `https://cdn.example.nl/flirt/${md5}`,
    );
  });

  it.each([
    [
      'nobase.example.nl',
      'CDN_BASE_URL_MISSING',
      `Oops! It seems like there's a problem with the configuration for the domain "nobase.example.nl". Please make sure to set the CDN_BASE_LIVE_URL for this domain in your configuration.`,
    ],
    [
      'noalias.example.nl',
      'TENANT_ALIAS_MISSING',
      'Missing tenantAlias for domain "noalias.example.nl". Please set tenantAlias in the domain configuration.',
    ],
    [
      'gone.example.nl',
      'UNKNOWN_DOMAIN_CONFIG',
      'No domain configuration found for domain "gone.example.nl"',
    ],
  ])('throws for %s', (domain, code, message) => {
    let thrown: unknown;
    try {
      cdnHashToUrl(md5, domain, configs);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PokeRuleError);
    expect(thrown).toMatchObject({ code, message });
  });
});

describe('attachmentDisplayUrl', () => {
  it.each([
    [{ hash: md5, displayUrl: 'https://signed.example/x' }, 'https://signed.example/x'],
    [{ url: 'https://img.example/y.webp' }, 'https://img.example/y.webp'],
    [{ hash: md5 }, `https://cdn.example.nl/flirt/${md5}`],
  ])('%j → %s', (attachment, url) => {
    expect(attachmentDisplayUrl(attachment, 'flirt.example.nl', configs)).toBe(url);
  });
});

describe('attachmentKey', () => {
  it.each([
    [null, null],
    [{}, null],
    [{ attachment: { hash: 'h', url: 'https://u.example' } }, 'h'],
    [{ attachment: { url: 'https://u.example' } }, 'https://u.example'],
    [{ attachment: null, attachmentFilenameForLegacy: '0123456789abcdef' }, '0123456789abcdef'],
  ])('%j → %s', (message, key) => {
    expect(attachmentKey(message)).toBe(key);
  });
});
