import { THEME_PRIMARY_DEFAULT } from './constants.js';
import { TenantAppearance } from './schemas/domain-config.js';

/** What a failed tenant appearance lookup gives: an empty title and logo, the default colour. */
export const EMPTY_APPEARANCE: TenantAppearance = {
  app_name: '',
  app_logo_name: '',
  app_primary_color: THEME_PRIMARY_DEFAULT,
};

/**
 * The appearance to apply from an answer of GET /tenant/{x}/info (data.data). Anything that does
 * not parse gives EMPTY_APPEARANCE, and a bad colour alone falls back to the default primary.
 */
export function appearanceFrom(answer: unknown): TenantAppearance {
  const parsed = TenantAppearance.safeParse(answer);
  if (parsed.success) return parsed.data;
  if (typeof answer !== 'object' || answer === null) return EMPTY_APPEARANCE;
  const { app_name, app_logo_name } = answer as Record<string, unknown>;
  return {
    app_name: typeof app_name === 'string' ? app_name : '',
    app_logo_name: typeof app_logo_name === 'string' ? app_logo_name : '',
    app_primary_color: THEME_PRIMARY_DEFAULT,
  };
}
