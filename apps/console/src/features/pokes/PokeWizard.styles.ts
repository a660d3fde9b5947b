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
