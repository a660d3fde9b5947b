import type { LiveQuery, LiveQueryName } from '@switchboard/domain';
import type { AuthUser } from '../auth/service.js';
import type { Database } from '../db/client.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../log/logger.js';
import type { FeedChange, FeedEvent, FeedRow, FeedTopic } from './feed.js';

/** Sends changes to every subscriber of a shared live query (one socket.io room). */
export type Broadcast = (changes: FeedChange[]) => void;

/** What a live query's source may use: the database and the clock. */
export interface LiveContext {
  db: Database;
  clock: () => Date;
  /** For what fails in the background (the server's logger; the default one when unset). */
  logger?: Logger;
}

/**
 * The one result of a live query that every subscriber with the same key shares (Meteor's observe
 * multiplexer): it reads once, keeps the rows its subscribers hold, and turns each feed event into
 * the changes that rows see, broadcast once to all of them.
 */
export interface LiveSource {
  /** The feed topics whose events may concern this source. */
  readonly topics: readonly FeedTopic[];
  /** Whether an event of one of `topics` concerns this source (its tenant is already checked). */
  matches(event: FeedEvent): boolean;
  /** Reads the current rows afresh: once for the first subscriber, again to resynchronize. */
  load(): Promise<void>;
  /** The rows a subscriber holds now: what a new subscriber starts from. */
  rows(): readonly FeedRow[];
  /**
   * Applies one event (in feed order, after `load`, one at a time) and broadcasts what it changes.
   * It may broadcast more than once: what it knows at once first (a `removed` goes out before any
   * re-read), then what a re-read finds.
   */
  apply(event: FeedEvent, send: Broadcast): void | Promise<void>;
  /** Ends whatever the source started (timers); it receives nothing afterwards. */
  close?(): void;
}

type ParamsOf<N extends LiveQueryName> = Extract<LiveQuery, { query: N }>['params'];

/** How one named live query is authorized, shared and served. */
export interface LiveQueryDefinition<P> {
  /** Refuses a subscriber (an `ApiError`): roles, geos, access to the chat, … */
  authorize(user: AuthUser, params: P): void | Promise<void>;
  /**
   * What of the subscriber, besides the tenant and the parameters, decides the rows they get:
   * subscribers whose audience strings are equal share one source and every broadcast of it.
   * The default, '', shares between everyone of the tenant; a query that shows per-user rows
   * returns the uid, one whose rows depend on a role returns that role's answer.
   */
  audience?(user: AuthUser, params: P): string;
  /**
   * The shared source of a key, made for its first subscriber. `user` stands for every subscriber
   * of the key: the source may rely only on what `audience` and `authorize` make equal among them.
   */
  open(params: P, user: AuthUser, ctx: LiveContext): LiveSource;
}

type AnyDefinition = LiveQueryDefinition<unknown>;

/**
 * The live queries this server answers. Each feature registers its own (chats, announcements,
 * notifications, …) when the server is built, so adding one touches only its feature's folder.
 */
export class LiveQueries {
  private readonly definitions = new Map<LiveQueryName, AnyDefinition>();

  register<N extends LiveQueryName>(name: N, definition: LiveQueryDefinition<ParamsOf<N>>): void {
    if (this.definitions.has(name)) throw new Error(`The live query "${name}" is registered twice`);
    this.definitions.set(name, definition);
  }

  /** The definition of a query; 404 for one of the protocol that no feature serves yet. */
  get(name: LiveQueryName): AnyDefinition {
    const found = this.definitions.get(name);
    if (!found) throw new ApiError(404, 'not-found', `The live query "${name}" is not served yet.`);
    return found;
  }
}
