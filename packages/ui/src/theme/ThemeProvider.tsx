import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import type { Theme } from './theme';
import { GlobalStyle } from './GlobalStyle';

export interface SwitchboardThemeProps {
  theme: Theme;
  children: ReactNode;
}

/** The theme and the global styles for everything below. */
export function SwitchboardTheme({ theme, children }: SwitchboardThemeProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </StyledThemeProvider>
  );
}
