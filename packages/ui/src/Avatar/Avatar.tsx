import { useState } from 'react';
import { AvatarImage, Initials } from './Avatar.styles';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

/** Diameter in px per size. */
export const AVATAR_SIZES: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 48, xl: 96 };

export interface AvatarProps {
  /** The person's display name: the image's accessible name and the source of the initials. */
  name: string;
  /** Photo address; initials are shown without one or when it fails to load. */
  photoUrl?: string | null;
  size?: AvatarSize;
  /** Hide from assistive technology when the name is already shown beside the avatar. */
  decorative?: boolean;
}

/** Up to two initials: first and last word of the name ('Ada Lovelace' → 'AL'); '?' for none. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return ((Array.from(first)[0] ?? '') + (Array.from(last)[0] ?? '')).toLocaleUpperCase();
}

/** A user's photo, or their initials on the primary colour. */
export function Avatar({ name, photoUrl, size = 'md', decorative = false }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const px = AVATAR_SIZES[size];
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name } as const);

  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <AvatarImage
        src={photoUrl}
        alt={decorative ? '' : name}
        aria-hidden={decorative || undefined}
        $size={px}
        onError={() => setFailedUrl(photoUrl)}
      />
    );
  }
  return (
    <Initials $size={px} {...a11y}>
      {initialsOf(name)}
    </Initials>
  );
}
