import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

export const CommentField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const Counter = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $over }) =>
    $over ? theme.colors.notification.error : theme.colors.textMuted};
  font-weight: ${({ theme, $over }) => ($over ? theme.font.weight.bold : theme.font.weight.regular)};
`;

export const SaveError = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.notification.error};
  color: ${({ theme }) => theme.colors.notification.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
