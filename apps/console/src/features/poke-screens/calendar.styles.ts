import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The month's title and its buttons; they wrap on a phone. */
export const Month = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};

  & > h2 {
    margin: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Seven columns of days; each row's cells flow into them. */
export const Grid = styled.div`
  display: grid;
  gap: 1px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.border};

  & > [role='row'] {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: 1px;
  }
`;

export const WeekdayHead = styled.div`
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

export const Cell = styled.div<{ $outside: boolean; $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 6rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  ${({ $outside, theme }) =>
    $outside &&
    css`
      color: ${theme.colors.textMuted};
    `}
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.primary};
    `}

  ${({ theme }) => theme.media.mobile} {
    min-height: 3.5rem;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const DayNumber = styled.time`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Entry = styled.div<{ $past: boolean }>`
  display: flex;
  flex-direction: column;
  /* A past poke: a rule on its left besides its 'In the past' (full contrast all the same). */
  ${({ $past, theme }) =>
    $past &&
    css`
      padding-left: ${theme.space(1)};
      border-left: 3px solid ${theme.colors.textMuted};
    `}

  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A poke's link: its time, profile and markers over the start of its message. */
export const EntryLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  /* Only the time and profile are underlined: the marker and the message stay plain to read. */
  text-decoration: none;

  & > span:first-child {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }

  & > span:first-child > span:first-child {
    text-decoration: underline;
  }
`;

/** The start of a poke's message; in a month's cell, two lines at most. */
export const EntryExcerpt = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  [role='gridcell'] & {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
`;

/** The month / week switch: two buttons, the chosen one pressed. */
export const Views = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The week view: its days one under the other, so it reads on a phone as on a desk. */
export const WeekList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 1px;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.border};
`;

export const WeekDay = styled.li<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surface};
  overflow-wrap: anywhere;
  ${({ $today, theme }) =>
    $today &&
    css`
      box-shadow: inset 0 0 0 2px ${theme.colors.primary};
    `}

  & > small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const WeekDayTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;
