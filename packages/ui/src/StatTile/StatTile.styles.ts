import styled from 'styled-components';

export type Trend = 'up' | 'down' | 'flat';

export const Tile = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 160px;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(5)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const Label = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

export const Unit = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Delta = styled.p<{ $trend: Trend; $good: boolean | null }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $good }) =>
    $good === null
      ? theme.colors.textMuted
      : $good
        ? theme.colors.notification.success
        : theme.colors.notification.error};
`;

export const Arrow = styled.span<{ $trend: Trend }>`
  display: inline-flex;
  transform: rotate(
    ${({ $trend }) => ($trend === 'up' ? '-90deg' : $trend === 'down' ? '90deg' : '0deg')}
  );
`;

export const DeltaNote = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Skeleton = styled.span<{ $width: number; $height: number }>`
  display: block;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
