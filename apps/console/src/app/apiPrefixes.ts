/**
 * First path segments of the server's HTTP API (spec §7 plus /auth, /analytics and /dev): the
 * dev server proxies them, and page stories answer the unmocked ones with an error.
 */
export const API_PREFIXES: readonly string[] = [
  '/auth',
  '/login',
  '/firebase',
  '/tenant',
  '/domains',
  '/url',
  '/profile',
  '/geo',
  '/message',
  '/suggestions',
  '/chats',
  '/poke',
  // Also console pages (/pokes/new, a poke's show page): HTML GETs get the page (see bypass).
  '/pokes',
  '/operators',
  '/redis',
  '/connectedOperators',
  '/analytics',
  '/system-notifications',
  '/announcement-topics',
  '/announcements',
  '/dev',
  '/logos',
  '/avatars',
  '/files',
  '/entertainment-profiles',
  '/customers',
  '/message-central',
  '/logs',
  '/users',
  '/abuse-words',
  '/triggers',
  '/debug',
  // Also console pages (/statistics/*, /personal-stats): HTML GETs get the page (see bypass).
  '/statistics',
  '/personal-stats',
  // Also console pages (/abuse/check…): HTML GETs get the page (see bypass).
  '/abuse',
  '/reported-messages',
  // The record of staff actions (#31), Admin only.
  '/audit',
];
