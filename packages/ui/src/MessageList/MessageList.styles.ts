import styled, { css } from 'styled-components';

export type Side = 'customer' | 'profile' | 'centre';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};
`;

export const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const Older = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 100%;
  min-height: 120px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li<{ $side: Side; $marked: boolean }>`
  display: flex;
  flex-direction: column;
  max-width: min(75%, 560px);
  align-self: ${({ $side }) =>
    $side === 'customer' ? 'flex-start' : $side === 'profile' ? 'flex-end' : 'center'};
  align-items: ${({ $side }) =>
    $side === 'customer' ? 'flex-start' : $side === 'profile' ? 'flex-end' : 'center'};
  ${({ theme, $marked }) =>
    $marked &&
    css`
      padding: ${theme.space(2)};
      border-radius: ${theme.radius.lg};
      outline: 2px solid ${theme.colors.abuse.abuse};
      background: ${theme.colors.surfaceAlt};
    `}
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Bubble = styled.div<{ $side: Side; $deleted: boolean }>`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ theme, $side }) => {
    switch ($side) {
      case 'customer':
        return css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: ${theme.radius.sm};
        `;
      case 'profile':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          border: 1px solid ${theme.colors.primary};
          border-bottom-right-radius: ${theme.radius.sm};
        `;
      case 'centre':
        return css`
          background: ${theme.colors.surfaceAlt};
          border: 1px dashed ${theme.colors.border};
          text-align: center;
        `;
    }
  }}
  ${({ theme, $deleted }) =>
    $deleted &&
    css`
      background: ${theme.colors.surfaceAlt};
      color: ${theme.colors.textMuted};
      border: 1px dashed ${theme.colors.border};
      font-style: italic;
    `}
`;

export const Image = styled.img`
  display: block;
  max-width: 240px;
  max-height: 240px;
  margin-top: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  object-fit: cover;
`;

/** In place of an attachment that cannot be shown: why. */
export const AttachmentProblem = styled.p`
  max-width: 240px;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px dashed ${({ theme }) => theme.colors.notification.error};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.notification.error};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

export const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.notification.warning};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(0.5)};
`;

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
