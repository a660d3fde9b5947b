import styled from 'styled-components';

export const LogoImage = styled.img<{ $height: number }>`
  display: block;
  height: ${({ $height }) => $height}px;
  width: auto;
  max-width: ${({ $height }) => $height * 6}px;
  object-fit: contain;
`;
