import styled from 'styled-components';

export const Panels = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-bottom: ${({ theme }) => theme.space(2)};
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const PanelTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const LogList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LogItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const LogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  flex: 1;
  min-width: 0;
`;

export const LogHeading = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Category = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const GroupValue = styled.span`
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 20px;
`;

export const Comment = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LogActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  flex-shrink: 0;
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.notification.error};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.notification.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The form view: the dialog body has no bottom padding of its own when there are no actions. */
export const FormBody = styled.div`
  padding-bottom: ${({ theme }) => theme.space(4)};
`;
