import styled from 'styled-components';

export const StyledDialog = styled.dialog<{ $width: number }>`
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
`;

export const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)} ${theme.space(2)}`};
`;

export const Heading = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Body = styled.div`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(5)}`};
  overflow: auto;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)} ${theme.space(4)}`};
`;
