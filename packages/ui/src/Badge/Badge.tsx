import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'primary' | 'ai' | 'success' | 'error' | 'info' | 'warning' | 'neutral';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** Accessible description when the content alone is not enough, e.g. "3 notifications". */
  label?: string;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.onPrimary : $tone === 'ai' ? theme.colors.onAi : '#FFFFFF')};
  background: ${({ theme, $tone }) => {
    switch ($tone) {
      case 'primary':
        return theme.colors.primary;
      case 'ai':
        return theme.colors.ai;
      case 'neutral':
        return theme.colors.abuse.grey;
      default:
        return theme.colors.notification[$tone];
    }
  }};
`;

/** A small pill: counts, statuses. */
export function Badge({ children, tone = 'primary', label }: BadgeProps) {
  return (
    <Pill $tone={tone} aria-label={label} role={label ? 'status' : undefined}>
      {children}
    </Pill>
  );
}
