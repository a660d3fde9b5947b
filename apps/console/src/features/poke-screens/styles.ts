import styled from 'styled-components';

/** The pickers of a screen, side by side; they stack on a phone. */
export const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};

  & > * {
    min-width: 12rem;
  }

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

/** Figures as tiles that wrap. */
export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** The chosen location's name over its figures. */
export const LocationTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/**
 * The schedule's table. On a phone each poke is a card: its cells one under the other, each
 * with its column's name (`CellLabel`), so nothing runs off the side.
 */
export const ScheduleTable = styled.div`
  ${({ theme }) => theme.media.mobile} {
    & table,
    & tbody,
    & tr,
    & td {
      display: block;
    }

    & thead {
      display: none;
    }

    & caption {
      display: block;
    }

    & tbody > tr {
      padding: ${({ theme }) => theme.space(2)} 0;
    }

    /* Doubled: the table's own row rule (a class and a state) would win otherwise. */
    && tbody > tr > td {
      padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
      text-align: left;
      border-bottom: 0;
    }

    & tbody > tr:not(:last-child) {
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

/** A cell's column name, shown on a phone only (the table's header names it on a desk). */
export const CellLabel = styled.span`
  display: none;
  margin-right: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};

  ${({ theme }) => theme.media.mobile} {
    display: inline;
  }
`;

/** A poke named: its profile and markers over the start of its message, which wraps. */
export const PokeNaming = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 12rem;
  max-width: 24rem;
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.mobile} {
    min-width: 0;
    max-width: none;
  }
`;

/** A poke's profile with its markers, side by side; they wrap on a narrow screen. */
export const NameRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The start of a poke's message. */
export const Excerpt = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
