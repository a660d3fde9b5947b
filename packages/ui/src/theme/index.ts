export * from './theme';
export * from './GlobalStyle';
export * from './ThemeProvider';
