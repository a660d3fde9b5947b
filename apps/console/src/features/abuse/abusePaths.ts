/**
 * Where the abuse calls go (apps/server/src/abuse/README.md): one place, so a path changes in one
 * line. Items are named by their own id (the message's or the poke's).
 */
const part = encodeURIComponent;
const itemPath = (id: string) => `/abuse/items/${part(id)}`;

export const ABUSE_PATHS = {
  next: '/abuse/next',
  item: itemPath,
  claim: (id: string) => `${itemPath(id)}/claim`,
  unclaim: (id: string) => `${itemPath(id)}/unclaim`,
  /** Admin: ends another reviewer's claim (/abuse/list). */
  release: (id: string) => `${itemPath(id)}/release`,
  mark: (id: string) => `${itemPath(id)}/mark`,
  remediate: (id: string) => `${itemPath(id)}/remediate`,
  audit: (id: string) => `${itemPath(id)}/audit`,
  bulk: '/abuse/bulk',
  undo: (batchId: string) => `/abuse/batches/${part(batchId)}/undo`,
  history: '/abuse/history',
  remediation: '/abuse/remediation',
  words: '/abuse-words',
  word: (id: string) => `/abuse-words/${part(id)}`,
  wordsImport: '/abuse-words/import',
  wordDryRun: '/abuse-words/dry-run',
  reported: '/reported-messages',
  reportedOne: (geo: string, id: string) => `/reported-messages/${part(geo)}/${part(id)}`,
  reportedProcessed: '/reported-messages/processed',
} as const;

/** Query parameters without the empty ones. */
export function paramsOf(query: Record<string, unknown>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' && value !== '') params[key] = value;
    if (typeof value === 'number') params[key] = value;
  }
  return params;
}
