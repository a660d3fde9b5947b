/** Prefix of the message-central per-domain API (spec §7), see `registerMessageCentralRoutes`. */
export const MESSAGE_CENTRAL_PREFIX = '/message-central';
