import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Logo } from '../Logo';
import { AppName, Brand, Card, Page } from './LoginLayout.styles';
import { loginCardWidth } from './cardWidths';

export { LOGIN_CARD_DEFAULT_WIDTH, LOGIN_CARD_WIDTHS, loginCardWidth } from './cardWidths';

export interface LoginLayoutProps {
  /** The route shown; it chooses the card width. */
  path: string;
  children: ReactNode;
}

/** The login layout: the tenant logo and app name above a centred card that holds the page. */
export function LoginLayout({ path, children }: LoginLayoutProps) {
  const theme = useTheme();
  return (
    <Page>
      <Card $width={loginCardWidth(path)} data-testid="login-card">
        <Brand>
          <Logo height={48} />
          {theme.appName && <AppName>{theme.appName}</AppName>}
        </Brand>
        {children}
      </Card>
    </Page>
  );
}
