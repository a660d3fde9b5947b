import styled, { css, type DefaultTheme } from 'styled-components';
import type { PlaceholderStatus } from '@switchboard/domain';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** Text metrics shared by the textarea and the highlight layer: they must match exactly. */
const metrics = css`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 0;
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  letter-spacing: normal;
  white-space: break-spaces;
  overflow-wrap: break-word;
  word-break: normal;
  tab-size: 4;
`;

export const EditorBox = styled.div<{ $disabled: boolean }>`
  position: relative;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.surfaceAlt : theme.colors.surface)};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft};
  }
`;

/**
 * The highlight layer sits in the flow and sizes the box (so it grows with the text and never
 * scrolls); the transparent textarea lies on top of it.
 */
export const Backdrop = styled.div`
  ${metrics}
  min-height: 132px;
  color: transparent;
`;

export const Input = styled.textarea`
  ${metrics}
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: hidden;
  resize: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  caret-color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
`;

export function statusColor(theme: DefaultTheme, status: PlaceholderStatus): string {
  if (status === 'valid') return theme.colors.notification.success;
  if (status === 'invalid') return theme.colors.countdown.orange;
  return theme.colors.notification.error;
}

const DECORATION: Record<PlaceholderStatus, string> = {
  valid: 'solid',
  invalid: 'wavy',
  broken: 'double',
};

/** A variable's mark: a tint of its status colour plus an underline style per status. */
export const markStyle = css<{ $status: PlaceholderStatus }>`
  border-radius: 2px;
  background: ${({ theme, $status }) => `${statusColor(theme, $status)}29`};
  text-decoration-line: underline;
  text-decoration-style: ${({ $status }) => DECORATION[$status]};
  text-decoration-color: ${({ theme, $status }) => statusColor(theme, $status)};
  text-decoration-thickness: 2px;
  text-underline-offset: 3px;
`;

export const Mark = styled.mark<{ $status: PlaceholderStatus }>`
  ${markStyle}
  color: transparent;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Sample = styled.span<{ $status: PlaceholderStatus }>`
  ${markStyle}
  padding: 0 2px;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.text};
`;

export const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

export const ChipsLabel = styled.span`
  margin-right: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chip = styled.button`
  padding: ${({ theme }) => `2px ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Issues = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Issue = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Notice = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-left: 3px solid ${({ theme }) => theme.colors.notification.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.notification.warning};
  }
`;
