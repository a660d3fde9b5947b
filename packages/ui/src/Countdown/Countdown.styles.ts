import styled from 'styled-components';
import type { CountdownColour } from '@switchboard/domain';

/**
 * The orange of the theme reads 4.3:1 on white, so the digits are always large bold text
 * (≥ 18.66 px bold), which WCAG accepts from 3:1.
 */
export const Time = styled.span<{ $colour: CountdownColour }>`
  display: inline-block;
  min-width: 3ch;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  text-align: center;
  color: ${({ theme, $colour }) => theme.colors.countdown[$colour]};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
