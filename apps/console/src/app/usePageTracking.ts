import { useEffect } from 'react';
import { pageTitleForPath } from '@switchboard/domain';
import { useTheme } from 'styled-components';
import { usePostScreenViewMutation } from '../features/analytics/analyticsApi';

/**
 * Sets the document title ('page | app title', spec §1) and reports the screen view to analytics
 * (signed-in users only: the call needs the bearer token). Failed reports are ignored.
 */
export function usePageTracking(pathname: string, signedIn: boolean): void {
  const { appName } = useTheme();
  const [postScreenView] = usePostScreenViewMutation();
  useEffect(() => {
    const title = pageTitleForPath(pathname, appName);
    document.title = title;
    if (!signedIn) return;
    postScreenView({ path: pathname, title })
      .unwrap()
      .catch(() => undefined);
  }, [pathname, appName, signedIn, postScreenView]);
}
