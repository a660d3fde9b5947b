import styled, { css } from 'styled-components';

export const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table<{ $stacked: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};

  /*
   * stackOnPhone: on a phone each row is a card, its cells one under the other after their
   * column's name (data-label), so no column runs off the side. The header row stays for
   * screen readers only.
   */
  ${({ theme, $stacked }) =>
    $stacked &&
    css`
      ${theme.media.mobile} {
        &,
        & > caption,
        & > tbody,
        & > tbody > tr,
        & > tbody > tr > td {
          display: block;
        }
        & > thead {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
          white-space: nowrap;
        }
        & > tbody > tr {
          padding: ${theme.space(2)} 0;
        }
        & > tbody > tr:not(:last-child) {
          border-bottom: 1px solid ${theme.colors.border};
        }
        /* Doubled: the row's own rule (a class and a state) would win otherwise. */
        && > tbody > tr > td {
          padding: ${theme.space(1)} ${theme.space(4)};
          border-bottom: 0;
          text-align: left;
          overflow-wrap: anywhere;
        }
        /* The column's name in a column of its own, the value (however it wraps) beside it. */
        && > tbody > tr > td[data-label]:not([data-label='']) {
          display: flow-root;
          padding-left: calc(${theme.space(6)} + 6.5rem);
        }
        /* Floated into the cell's padding: a name over two lines makes the cell taller. */
        & > tbody > tr > td[data-label]:not([data-label=''])::before {
          content: attr(data-label);
          float: left;
          width: 6.5rem;
          margin-left: calc(-6.5rem - ${theme.space(2)});
          color: ${theme.colors.textMuted};
          font-weight: ${theme.font.weight.medium};
        }
      }
    `}
`;

export const Caption = styled.caption`
  text-align: left;
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const align = css<{ $align: 'left' | 'right' | 'center' }>`
  text-align: ${({ $align }) => $align};
`;

export const HeaderCell = styled.th<{ $align: 'left' | 'right' | 'center'; $width?: string }>`
  ${align}
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

export const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const SortIndicator = styled.span<{ $direction: 'asc' | 'desc' | null }>`
  display: inline-flex;
  opacity: ${({ $direction }) => ($direction ? 1 : 0.45)};
  transform: rotate(${({ $direction }) => ($direction === 'asc' ? '180deg' : '0deg')});
`;

export const Row = styled.tr`
  &:not(:last-child) td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  &:hover td {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Cell = styled.td<{ $align: 'left' | 'right' | 'center' }>`
  ${align}
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  vertical-align: middle;
`;

export const SkeletonBar = styled.span<{ $width: number }>`
  display: block;
  height: 12px;
  width: ${({ $width }) => $width}%;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const StateCell = styled.td`
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorBox = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.notification.error};
`;

export const ErrorMessage = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const PagerBar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const PagerRange = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
