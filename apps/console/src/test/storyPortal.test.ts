import { describe, expect, it, vi } from 'vitest';
import type { PortalConnection } from '../app/socket/LivePortal';
import { StoryLivePortal } from './storyPortal';

/** Every socket the realtime client would open. */
const opened: unknown[] = [];
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    opened.push(options);
    throw new Error('a story opened a socket');
  },
}));

describe('StoryLivePortal', () => {
  it('connects a story that signs in without opening a socket, and signs out to idle', async () => {
    const portal = new StoryLivePortal({ 'system-notification': [{ id: 'notice-1' }] });
    const heard: PortalConnection[] = [];
    portal.connect({
      getToken: () => Promise.resolve('story-token'),
      onDisconnectOperator: () => undefined,
      presence: true,
      onConnectionChange: (connection) => heard.push(connection),
    });
    expect(portal.connection).toBe('connected');
    const changes = await new Promise((resolve) => {
      portal.subscribe(
        { query: 'system-notification', params: {} },
        {
          onBatch: (batch) => resolve(batch.changes),
        },
      );
    });
    expect(changes).toEqual([{ kind: 'added', row: { id: 'notice-1' } }]);
    portal.disconnect();
    expect(heard).toEqual(['connected', 'idle']);
    // The client library would have been loaded by now had the portal asked for it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened).toEqual([]);
  });
});
