import type { AbuseDisplayTone } from '@switchboard/domain';
import styled from 'styled-components';
import type { Theme } from '../theme';

/** The theme's abuse colours by the domain's tone of each display state. */
function toneColour(theme: Theme, tone: AbuseDisplayTone): string {
  const { abuse } = theme.colors;
  switch (tone) {
    case 'info':
      return abuse.pending;
    case 'warning':
      return abuse.claimed;
    case 'success':
      return abuse.safe;
    case 'error':
      return abuse.abuse;
    case 'neutral':
      return abuse.grey;
  }
}

export const Chip = styled.span<{ $tone: AbuseDisplayTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 24px;
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => toneColour(theme, $tone)};
  /* The abuse colours are all dark enough for white text (≥ 4.5:1); the theme has no on-colour. */
  color: #ffffff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.02em;
  line-height: 1;
  white-space: nowrap;
`;

export const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;
