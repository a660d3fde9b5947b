import styled from 'styled-components';
import { NavLink } from '../Header/NavLink';

/** Shared by ErrorPage and NotFoundPage: a calm centred message with its actions. */
export const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  margin: ${({ theme }) => theme.space(16)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;

  ${({ theme }) => theme.media.mobile} {
    margin: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(5)};
  }
`;

export const Glyph = styled.span<{ $tone: 'error' | 'info' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme, $tone }) => theme.colors.notification[$tone]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Detail = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Code = styled.code`
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const HomeLink = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
`;
