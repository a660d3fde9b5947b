import { claimsPayloadBytes } from '@switchboard/domain';

/** The payload of a JWT, decoded without checking it (the server checks; /debug only shows). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The size of a token's claims payload as the 1000-byte limit counts it (spec §3): the stored
 * claims (roles, geos, company, companyName, forceMfa, forcedTotp), not the token's own fields.
 */
export function tokenClaimsBytes(payload: Record<string, unknown>): number {
  return claimsPayloadBytes({
    roles: list(payload.roles),
    geos: list(payload.geos),
    company: text(payload.company),
    companyName: text(payload.companyName),
    forceMfa: payload.forceMfa === true,
    forcedTotp: payload.forcedTotp === true,
  });
}
