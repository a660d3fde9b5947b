import { ICON_PATHS, type IconName } from './icons';

export interface IconProps {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

/** An outline icon from the product's set, drawn in the current text colour. */
export function Icon({ name, size = 20, title }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
