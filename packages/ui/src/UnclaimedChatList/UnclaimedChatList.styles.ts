import styled from 'styled-components';

export const Wrapper = styled.div`
  overflow: auto;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: ${({ theme }) => theme.font.family};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: left;
    text-transform: uppercase;
    letter-spacing: 0.03em;
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  /*
   * Small screens: one card per chat instead of seven columns, so nothing (Claim least of all)
   * needs sideways scrolling. The header row stays for screen readers only.
   */
  ${({ theme }) => theme.media.mobile} {
    &,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
      padding: ${({ theme }) => theme.space(3)};
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:first-child {
      border-top: 0;
    }
    td {
      padding: 0;
      border-top: 0;
    }
    td[data-cell='participants'],
    td[data-cell='excerpt'],
    td[data-cell='action'] {
      flex: 1 1 100%;
    }
    td[data-cell='participants'] {
      order: -1;
      font-weight: ${({ theme }) => theme.font.weight.bold};
      white-space: normal;
    }
    td[data-cell='excerpt'] {
      max-width: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[data-cell='action'] {
      width: auto;
      text-align: left;
    }
  }
`;

export const NoWrap = styled.td`
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Excerpt = styled.td`
  max-width: 320px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Participants = styled.td`
  white-space: nowrap;

  span[aria-hidden] {
    margin: 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ActionCell = styled.td`
  width: 1%;
  text-align: right;
  white-space: nowrap;
`;

export const State = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 120px;
  padding: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
