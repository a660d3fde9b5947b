import type { LiveQuery } from '@switchboard/domain';
import {
  LivePortal,
  type LiveListener,
  type PortalConnectOptions,
  type PortalSnapshot,
} from '../app/socket/LivePortal';

/** What a page story's live query answers: its rows, or the server's refusal. */
export type StoryLiveAnswer =
  readonly { id: string }[] | { error: { code: string; message: string } };

/** How long a story's live query takes to send its first rows (a loading state shows first). */
const STORY_LIVE_LATENCY_MS = 150;

/**
 * The socket of a page story: no server, each live query answers the rows the story gives for its
 * name (`parameters.page.live`) as one batch of `added` changes, as the server's first batch is;
 * a query the story names with `{ error }` is refused. A query it does not name stays silent.
 */
export class StoryLivePortal extends LivePortal {
  private count = 0;

  constructor(private readonly answers: Readonly<Record<string, StoryLiveAnswer>>) {
    super();
  }

  /**
   * Connected at once, with no socket: a story that signs in (the TOTP page's) connected the
   * real client to the test server, where msw refused it ('intercepted a WebSocket connection
   * without a matching event handler') and it retried for the rest of the run in the shared page.
   */
  override connect(options: PortalConnectOptions): void {
    this.onConnectionChange = options.onConnectionChange;
    this.setConnection('connected');
  }

  override subscribe(query: LiveQuery, listener: LiveListener): () => void {
    const id = `story-live-${++this.count}`;
    const answer = this.answers[query.query];
    const timer = setTimeout(() => {
      if (answer === undefined) return;
      if ('error' in answer) return listener.onError?.(answer.error);
      listener.onBatch({ id, changes: answer.map((row) => ({ kind: 'added', row })) });
    }, STORY_LIVE_LATENCY_MS);
    return () => clearTimeout(timer);
  }

  override snapshot(): PortalSnapshot {
    return {
      state: 'connected',
      socketId: 'story-socket',
      transport: 'websocket',
      subscriptions: Object.keys(this.answers).map((query, index) => ({
        id: `story-live-${index + 1}`,
        query,
        params: {},
        channel: null,
      })),
    };
  }
}
