import { CONNECTION_MESSAGES as text } from '@switchboard/domain';
import type { PortalConnection } from '../../app/socket/LivePortal';
import { Note } from '../../common/layout';

/**
 * The layout's status line: "Reconnecting…" while the realtime connection is away and until every
 * live list holds its current rows again (what is on screen meanwhile may be stale); nothing
 * otherwise.
 */
export function ConnectionStatus({ connection }: { connection: PortalConnection }) {
  if (connection !== 'reconnecting') return null;
  return (
    <Note role="status" $tone="warning">
      {text.reconnecting}
    </Note>
  );
}
