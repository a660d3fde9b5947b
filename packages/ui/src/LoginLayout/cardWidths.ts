import { ROUTE_PATHS } from '@switchboard/domain';

/**
 * Card width in px per login-layout route (spec §2: "a centred card whose width varies by
 * route"; the spec gives no numbers). Sign-in and the code entry are narrow single-column forms;
 * second-factor enrolment needs room for a phone field and explanations; the TOTP registration
 * shows a QR code beside its secret and instructions; the settle-down page explains what
 * changed in a few paragraphs and reads best widest.
 */
export const LOGIN_CARD_WIDTHS = {
  [ROUTE_PATHS.login]: 400,
  [ROUTE_PATHS.totp]: 400,
  [ROUTE_PATHS.mfa]: 480,
  [ROUTE_PATHS.totpRegister]: 520,
  [ROUTE_PATHS.totpSettleDown]: 560,
} as const satisfies Record<string, number>;

/** Width for any other route shown in the login layout. */
export const LOGIN_CARD_DEFAULT_WIDTH = 400;

/** The card width for a route path (trailing slash ignored). */
export function loginCardWidth(path: string): number {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (LOGIN_CARD_WIDTHS as Record<string, number>)[normalized] ?? LOGIN_CARD_DEFAULT_WIDTH;
}
