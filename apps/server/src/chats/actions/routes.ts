import type { AppDeps } from '../../deps.js';
import type { App } from '../../http/env.js';
import { registerLogRoutes } from './logs.js';
import { registerMessageActionRoutes } from './messages.js';

/** The per-locale chat actions of spec §7: delete/update messages, save/remove logs. */
export function registerChatActionRoutes(
  app: App,
  deps: Pick<AppDeps, 'auth' | 'chats' | 'clock' | 'db' | 'feed'>,
): void {
  registerMessageActionRoutes(app, deps);
  registerLogRoutes(app, deps);
}
