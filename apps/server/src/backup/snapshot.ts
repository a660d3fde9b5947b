import { protocol, type PGlite } from '@electric-sql/pglite';

export interface Snapshot {
  /** The data folder as an uncompressed tar, in memory. */
  tar: Blob;
  /** How long queries and transactions were held back while it was taken, ms. */
  pauseMs: number;
}

/**
 * A consistent image of a running PGlite's data folder, as one instant between transactions.
 *
 * Why each step (PGlite 0.5.16's source, `src/pglite.ts` and `src/fs/tarUtils.ts`):
 * - `dumpDataDir` takes only the query mutex. A transaction holds the *transaction* mutex from
 *   BEGIN to COMMIT and the query mutex only statement by statement, so on its own the dump can
 *   fall between two statements of another request's open transaction. PostgreSQL's recovery
 *   would discard that half transaction on restore, but the image would then be a crash image
 *   that needs WAL replay. So the whole snapshot runs under the transaction mutex, which public
 *   `query`, `exec`, `transaction` (drizzle's path) and our statement cache (pglite-statements.ts)
 *   all take first: open transactions finish, new ones wait, and nothing is half done.
 *   (`runExclusive` would not do: it takes only the query mutex, like `dumpDataDir`.)
 * - CHECKPOINT first writes every dirty page from PGlite's shared buffers (WASM memory) into the
 *   folder's files and records a checkpoint with nothing after it, so the image needs no WAL
 *   replay beyond that checkpoint. It goes through `execProtocol`, which takes no mutex: `exec`
 *   would wait for the transaction mutex held here.
 * - `dumpDataDir` reads the folder through Emscripten's file system with synchronous calls
 *   (`readDirectory`: `FS.readdir`, `FS.stat`, `FS.readFile`) in one turn of the event loop, and
 *   the engine runs only when JavaScript calls into it: no write can land while the files are read.
 * The tar is left uncompressed here: compressing it takes longer than reading it, and the caller
 * does it after the mutexes are released, so writes wait only for the checkpoint and the read.
 */
export async function snapshotDataDir(pglite: PGlite): Promise<Snapshot> {
  return pglite._runExclusiveTransaction(async () => {
    const started = performance.now();
    await pglite._runExclusiveQuery(() =>
      pglite.execProtocol(protocol.serialize.query('CHECKPOINT')),
    );
    const tar = await pglite.dumpDataDir('none');
    return { tar, pauseMs: Math.round(performance.now() - started) };
  });
}
