import type { FlaggedItemRef } from '@switchboard/domain';

/**
 * Where the abuse calls go: one place, so the paths follow the server's API list
 * (apps/server/src/abuse/README.md) without touching the endpoints.
 */
const part = encodeURIComponent;
const itemPath = ({ kind, locale, id }: FlaggedItemRef) =>
  `/abuse/items/${kind}/${part(locale)}/${part(id)}`;

export const ABUSE_PATHS = {
  next: '/abuse/next',
  claim: (ref: FlaggedItemRef) => `${itemPath(ref)}/claim`,
  unclaim: (ref: FlaggedItemRef) => `${itemPath(ref)}/unclaim`,
  /** Admin: ends another reviewer's claim (/abuse/list). */
  release: (ref: FlaggedItemRef) => `${itemPath(ref)}/release`,
  mark: (ref: FlaggedItemRef) => `${itemPath(ref)}/mark`,
  context: (ref: FlaggedItemRef) => `${itemPath(ref)}/context`,
  audit: (ref: FlaggedItemRef) => `${itemPath(ref)}/audit`,
  history: '/abuse/history',
  remediation: '/abuse/remediation',
  remediationDone: (ref: FlaggedItemRef) =>
    `/abuse/remediation/${part(ref.locale)}/${part(ref.id)}/done`,
  words: '/abuse-words',
  word: (id: string) => `/abuse-words/${part(id)}`,
  wordsImport: '/abuse-words/import',
  wordDryRun: '/abuse-words/dry-run',
  reported: '/reported-messages',
  reportedOne: (geo: string, id: string) => `/reported-messages/${part(geo)}/${part(id)}`,
  reportedChat: (geo: string, id: string) => `/reported-messages/${part(geo)}/${part(id)}/chat`,
  reportedProcessed: (geo: string) => `/reported-messages/${part(geo)}/processed`,
} as const;
