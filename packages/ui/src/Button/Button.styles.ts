import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'ai' | 'danger';

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space(1)} ${theme.space(2)}` : `${theme.space(2)} ${theme.space(4)}`)};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition: background-color 120ms ease-in-out;

  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'ai':
        return css`
          background: ${theme.colors.ai};
          color: ${theme.colors.onAi};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.notification.error};
          color: #ffffff;
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
        `;
      case 'text':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primarySoft};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
