import styled from 'styled-components';
import type { NotificationType } from '@switchboard/domain';

/** The theme gives no text colour for notifications; all four are dark enough for white. */
const ON_NOTIFICATION = '#FFFFFF';

export const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space(6)};
  z-index: ${({ theme }) => theme.zIndex.snackbar};
  width: max-content;
  max-width: min(600px, calc(100vw - ${({ theme }) => theme.space(8)}));
  transform: translateX(-50%);
`;

export const Toast = styled.div<{ $type: NotificationType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(2)} ${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $type }) => theme.colors.notification[$type]};
  color: ${ON_NOTIFICATION};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const TypeIcon = styled.span`
  display: inline-flex;
  flex: none;
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.45;
  overflow-wrap: anywhere;
`;

export const Count = styled.span<{ $type: NotificationType }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${ON_NOTIFICATION};
  color: ${({ theme, $type }) => theme.colors.notification[$type]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CloseButton = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${ON_NOTIFICATION};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  cursor: pointer;
  &:hover {
    border-color: ${ON_NOTIFICATION};
  }
  &:focus-visible {
    outline-color: ${ON_NOTIFICATION};
  }
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
