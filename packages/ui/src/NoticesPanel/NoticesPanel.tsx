import styled from 'styled-components';

/**
 * The boxes and rows of the console's panels (the Notices screen's sections, and the panels of
 * the connected operators, trigger and debug screens): a titled box, rows of fields and buttons
 * that wrap, a toolbar, a button group, a list of items and muted meta text. They stack on a phone.
 */
export const NoticesPanel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

/** The panel's heading (an icon or a badge may sit beside the text). */
export const NoticesPanelTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

/** Fields side by side (at least 160 px each) that wrap; buttons keep their own width. */
export const NoticesPanelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  & > * {
    flex: 1 1 160px;
  }
  & > button {
    flex: 0 0 auto;
  }
`;

/** Filters on one side, actions on the other; wraps on a narrow screen. */
export const NoticesPanelToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

/** A group of buttons that wraps. */
export const NoticesPanelButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The panel's list of items (no bullets). */
export const NoticesPanelItemList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
`;

/** One item of the list, its parts stacked, a rule below it. */
export const NoticesPanelItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Muted small text: who and when, counts, hints. */
export const NoticesPanelMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
