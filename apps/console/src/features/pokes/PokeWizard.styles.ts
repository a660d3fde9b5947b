import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  border: 0;
  margin: 0;
  padding: 0;
`;

export const SiteCounts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
`;

export const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A panel of the wizard: the funnel, the preflight. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The funnel's rows; dimmed while a newer count is on its way. */
export const FunnelList = styled.ol<{ $stale: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 120ms;
`;

export const FunnelItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  align-items: baseline;
`;

/** A bar as long as the row's share of the customers (a `<meter>`, so it is read as one). */
export const FunnelBar = styled.meter`
  grid-column: 1 / -1;
  width: 100%;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};

  &::-webkit-meter-bar {
    border: 0;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &::-webkit-meter-optimum-value {
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-meter-bar {
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Figures = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(2)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Recipients' messages in the preflight. */
export const Samples = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
`;

/** A refused save's reason, under the field that caused it. */
export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.notification.error};
`;
