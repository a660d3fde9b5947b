import styled from 'styled-components';

/** Centres its content in the viewport (loading states). */
export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;
