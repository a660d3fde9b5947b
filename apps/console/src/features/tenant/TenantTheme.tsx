import { CONSOLE_MESSAGES } from '@switchboard/domain';
import { useMemo, type ReactNode } from 'react';
import { defaultTheme, makeTheme, Spinner, SwitchboardTheme } from '@switchboard/ui';
import { Centered } from '../../common/Centered';
import { useTenantAppearance } from './useTenantAppearance';

/** Applies the tenant's appearance (name, logo, primary colour) to everything below. */
export function TenantTheme({ children }: { children: ReactNode }) {
  const { appearance, ready } = useTenantAppearance(window.location.hostname);
  const theme = useMemo(() => makeTheme(appearance), [appearance]);
  if (!ready) {
    return (
      <SwitchboardTheme theme={defaultTheme}>
        <Centered>
          <Spinner label={CONSOLE_MESSAGES.loadingApp} size={40} />
        </Centered>
      </SwitchboardTheme>
    );
  }
  return <SwitchboardTheme theme={theme}>{children}</SwitchboardTheme>;
}
