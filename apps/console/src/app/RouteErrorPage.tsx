import { ErrorPage } from '@switchboard/ui';
import { useNavigate, useRouteError } from 'react-router-dom';

/** What a route shows when its page failed (a chunk that did not load, a render error). */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  return (
    <ErrorPage
      error={error instanceof Error ? error.message : String(error)}
      onRetry={() => window.location.reload()}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
