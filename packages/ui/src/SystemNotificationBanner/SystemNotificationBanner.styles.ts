import styled from 'styled-components';
import type { NotificationType } from '@switchboard/domain';

/** The theme gives no text colour for notifications; all four are dark enough for white. */
const ON_NOTIFICATION = '#FFFFFF';

export const Banner = styled.div<{ $type: NotificationType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(6)}`};
  background: ${({ theme, $type }) => theme.colors.notification[$type]};
  color: ${ON_NOTIFICATION};

  ${({ theme }) => theme.media.mobile} {
    padding-left: ${({ theme }) => theme.space(3)};
  }
`;

export const Text = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

export const DismissButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${ON_NOTIFICATION};
  cursor: pointer;
  &:hover {
    border-color: ${ON_NOTIFICATION};
  }
  &:focus-visible {
    outline-color: ${ON_NOTIFICATION};
  }
`;
