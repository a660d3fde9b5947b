import { SignJWT } from 'jose';

/** Lifetime of a regional custom token, seconds. */
export const REGIONAL_TOKEN_TTL_S = 5 * 60;

/**
 * Custom tokens for a regional project (spec §7 GET /firebase/token/{regionName}): short-lived,
 * for one region (the audience), carrying the user's uid and the locale the region serves.
 */
export class RegionalTokenSigner {
  constructor(private readonly key: Uint8Array) {}

  sign(uid: string, region: string, locale: string): Promise<string> {
    return new SignJWT({ locale })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(uid)
      .setIssuer('switchboard')
      .setAudience(region)
      .setIssuedAt()
      .setExpirationTime(`${REGIONAL_TOKEN_TTL_S}s`)
      .sign(this.key);
  }
}
