import styled from 'styled-components';

/** The poke page as a record (issue #27): a header, cards that stack on a phone, one action bar. */

export const RecordHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow-wrap: anywhere;
`;

/** A row of short facts (kind, status, id) that wraps. */
export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The actions of the record in one bar, wrapping on a narrow screen. */
export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/** The cards: two columns where there is room, one on a phone. */
export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

export const Card = styled.section<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: 1em;
`;

/** A list without bullets, its rows spaced. */
export const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Figures of one row (sent, skipped, failed…), wrapping. */
export const Figures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
`;

export const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/** Label and value pairs. */
export const Pairs = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A dialog's body: fields and the figures the confirmation names. */
export const DialogBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const FieldRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
