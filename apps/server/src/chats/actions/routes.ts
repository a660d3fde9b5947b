import type { App, AppDeps } from '../../http/app.js';
import { registerLogRoutes } from './logs.js';
import { registerMessageActionRoutes } from './messages.js';

/** The per-locale chat actions of spec §7: delete/update messages, save/remove logs. */
export function registerChatActionRoutes(app: App, deps: AppDeps): void {
  registerMessageActionRoutes(app, deps);
  registerLogRoutes(app, deps);
}
