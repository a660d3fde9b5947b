import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

/** Off screen until focused, then at the top left above the header. */
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  left: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.snackbar + 1};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export const Main = styled.main`
  flex: 1;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)};

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

export const Floating = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(6)};
  bottom: ${({ theme }) => theme.space(6)};
  z-index: ${({ theme }) => theme.zIndex.header};

  ${({ theme }) => theme.media.mobile} {
    right: ${({ theme }) => theme.space(3)};
    bottom: ${({ theme }) => theme.space(3)};
  }
`;
