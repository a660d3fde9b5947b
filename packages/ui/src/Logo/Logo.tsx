import { useState } from 'react';
import { useTheme } from 'styled-components';
import { DEFAULT_LOGO_URL } from '../theme';
import { LogoImage } from './Logo.styles';

export interface LogoProps {
  /** Image address; the tenant logo (`theme.logoUrl`) when left out. */
  src?: string;
  /** Alternative text; the tenant's app name when left out. */
  alt?: string;
  /** Height in px; the width follows the image. */
  height?: number;
}

/**
 * The tenant logo. A logo file that fails to load falls back to the default logo (spec §8), so a
 * missing tenant asset never leaves a broken image in the chrome.
 */
export function Logo({ src, alt, height = 32 }: LogoProps) {
  const theme = useTheme();
  const wanted = src ?? theme.logoUrl;
  // Remember which address failed rather than a flag, so a new address gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === wanted ? DEFAULT_LOGO_URL : wanted;

  return (
    <LogoImage
      src={shown}
      alt={alt ?? theme.appName}
      $height={height}
      onError={() => {
        if (shown !== DEFAULT_LOGO_URL) setFailedSrc(wanted);
      }}
    />
  );
}
