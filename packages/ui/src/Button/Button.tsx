import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledButton, type ButtonVariant } from './Button.styles';

export type { ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Shows a busy state and blocks clicks, e.g. while a save runs. */
  busy?: boolean;
  icon?: ReactNode;
}

/** The one button of the product. */
export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  icon,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {icon}
      {children}
    </StyledButton>
  );
}
