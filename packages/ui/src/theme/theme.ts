import type { TenantAppearance } from '@switchboard/domain';
import { THEME_AI_ACCENT, THEME_PRIMARY_DEFAULT } from '@switchboard/domain';

/** Width below which the layout is "small and down": the header menu moves into a side drawer. */
export const MOBILE_MAX_WIDTH_PX = 899;

/** Where tenant logos are served from; a missing one falls back to DEFAULT_LOGO_URL. */
export const LOGO_BASE_URL = '/logos/';

/** The default logo, inline so it can never be missing. */
export const DEFAULT_LOGO_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#28379E"/><path d="M9 11h14M9 16h10M9 21h14" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>',
)}`;

/** Black or white, whichever reads better on `hex` (WCAG relative luminance). */
export function contrastText(hex: string): '#000000' | '#FFFFFF' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}

/** Mixes `hex` with white (amount > 0) or black (amount < 0); amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const parts = [0, 1, 2].map((i) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(c + (target - c) * a)
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`.toUpperCase();
}

export function makeTheme(appearance: Partial<TenantAppearance> = {}) {
  const primary = /^#[0-9a-fA-F]{6}$/.test(appearance.app_primary_color ?? '')
    ? (appearance.app_primary_color as string)
    : THEME_PRIMARY_DEFAULT;
  return {
    appName: appearance.app_name ?? '',
    logoUrl: appearance.app_logo_name
      ? `${LOGO_BASE_URL}${appearance.app_logo_name}`
      : DEFAULT_LOGO_URL,
    colors: {
      primary,
      primaryHover: shade(primary, -0.15),
      primarySoft: shade(primary, 0.88),
      onPrimary: contrastText(primary),
      ai: THEME_AI_ACCENT,
      aiSoft: shade(THEME_AI_ACCENT, 0.85),
      onAi: contrastText(THEME_AI_ACCENT),
      background: '#F4F5F9',
      surface: '#FFFFFF',
      surfaceAlt: '#EEF0F6',
      border: '#D5D9E4',
      text: '#1B1F2A',
      textMuted: '#596175',
      focus: '#1A73E8',
      overlay: 'rgba(15, 20, 35, 0.5)',
      notification: {
        success: '#1E7B34',
        error: '#B3261E',
        info: '#0B63B6',
        warning: '#8A5300',
      },
      countdown: { blue: '#0B63B6', orange: '#C25E00', red: '#B3261E' },
      abuse: {
        pending: '#0B63B6',
        claimed: '#8A5300',
        safe: '#1E7B34',
        abuse: '#B3261E',
        grey: '#6B7280',
      },
    },
    font: {
      family: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Color Emoji', sans-serif",
      mono: "'JetBrains Mono', 'DejaVu Sans Mono', monospace",
      size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' },
      weight: { regular: 400, medium: 500, bold: 700 },
    },
    space: (n: number) => `${n * 4}px`,
    radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
    shadow: {
      sm: '0 1px 2px rgba(15, 20, 35, 0.12)',
      md: '0 4px 12px rgba(15, 20, 35, 0.16)',
      lg: '0 12px 32px rgba(15, 20, 35, 0.24)',
    },
    zIndex: { header: 100, drawer: 200, dialog: 300, snackbar: 400 },
    media: {
      mobile: `@media (max-width: ${MOBILE_MAX_WIDTH_PX}px)`,
      desktop: `@media (min-width: ${MOBILE_MAX_WIDTH_PX + 1}px)`,
    },
  };
}

export type Theme = ReturnType<typeof makeTheme>;

/** The default tenant: no appearance yet. */
export const defaultTheme: Theme = makeTheme();

/** A second tenant, for checking that components follow the theme (Storybook toolbar). */
export const secondTenantTheme: Theme = makeTheme({
  app_name: 'Nightline',
  app_logo_name: 'nightline.svg',
  app_primary_color: '#0E7C66',
});
