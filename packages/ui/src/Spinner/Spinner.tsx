import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.primarySoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2400ms;
  }
`;

export interface SpinnerProps {
  /** What is loading, for assistive technology. */
  label?: string;
  size?: number;
}

/** A loading indicator. */
export function Spinner({ label = 'Loading', size = 24 }: SpinnerProps) {
  return <Ring role="progressbar" aria-label={label} aria-busy="true" $size={size} />;
}
