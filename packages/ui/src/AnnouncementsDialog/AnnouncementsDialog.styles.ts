import styled from 'styled-components';

export const StepList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Step = styled.button<{ $active: boolean; $done: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)} ${theme.space(1)} ${theme.space(1)}`};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.bold : theme.font.weight.medium)};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StepNumber = styled.span<{ $active: boolean; $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  background: ${({ theme, $active, $done }) =>
    $active ? theme.colors.primary : $done ? theme.colors.primarySoft : theme.colors.surfaceAlt};
  color: ${({ theme, $active, $done }) =>
    $active ? theme.colors.onPrimary : $done ? theme.colors.primary : theme.colors.textMuted};
`;

export const Emoji = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1;
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(4)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PanelHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const AnnouncementList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AnnouncementItem = styled.li`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Message = styled.div`
  /* Keep the author's line breaks while wrapping long lines. */
  white-space: pre-line;
  overflow-wrap: anywhere;
  line-height: 1.5;
  & p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  & ul,
  & ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    white-space: normal;
  }
  & a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const UpdatedAt = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
