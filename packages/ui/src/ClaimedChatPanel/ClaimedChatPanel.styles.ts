import styled from 'styled-components';

/**
 * Floats over the page, bottom right. On small screens it spans the bottom edge and is sticky
 * rather than fixed: it still rides along the bottom while the page scrolls, but it takes its own
 * room after the page's content, so at the end of a page it hides nothing (whatever its height).
 */
export const Floating = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  padding-right: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-family: ${({ theme }) => theme.font.family};

  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    right: auto;
    bottom: ${({ theme }) => theme.space(3)};
    margin: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    justify-content: space-between;
  }
`;

export const Counts = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
