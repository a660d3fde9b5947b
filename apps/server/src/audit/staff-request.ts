/**
 * What a staff action's record needs of the request that made it: who acted, the request id the
 * client saw, and the server's clock. Routes hand it (`c.get('staff')`) to the services whose
 * writes are recorded; work with no staff member behind it (the seed, a background job) hands
 * `null` and records nothing.
 *
 * Passed along, not kept in an AsyncLocalStorage: on Node 20 one turns on the promise hooks for
 * the whole process, and every promise and every asynchronous resource of every request then
 * paid for them (`GET /domains` in bench/http: CPU per request 142 and 155 µs with it, 116–136
 * without, #31). The actor is read when the record is written, as the authentication middleware
 * sets it after this one ran.
 */
export interface StaffRequest {
  requestId: string;
  /** The authenticated user, once a route's middleware has read them; undefined before. */
  actor: () => { uid: string; tenantId: string } | undefined;
  clock: () => Date;
}
