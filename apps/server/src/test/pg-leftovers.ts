import type pg from 'pg';

/** The PostgreSQL template database of a test run: `switchboard_template_<pid of the run>`. */
export function templateDatabaseName(runPid: number): string {
  return `switchboard_template_${runPid}`;
}

/** A test server's PostgreSQL database: `switchboard_test_<pid of the run>_<random>`. */
export function testDatabaseName(runPid: number, random: string): string {
  return `switchboard_test_${runPid}_${random}`;
}

/**
 * The cluster test's PostgreSQL database (cluster/processes.pg-test.ts):
 * `switchboard_cluster_<pid of the test's process>_<random>`.
 */
export function clusterDatabaseName(pid: number, random: string): string {
  return `switchboard_cluster_${pid}_${random}`;
}

/**
 * The databases a run makes: the pid of the process they live by is the number after the prefix
 * (at most 7 digits, as Linux's pids: an older run's `switchboard_test_<12 hex digits>` is not
 * taken for one). A bench's (`switchboard_bench_…`) is never taken: a bench may keep its database
 * on purpose (BENCH_KEEP_DATABASE).
 */
const OF_A_RUN = /^switchboard_(?:template|test|cluster)_(\d{1,7})(?:_[0-9a-f]+)?$/;

/** Whether a process of this pid runs on this machine (one of another user's counts too). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `databaseUrl` names a server on this machine (by address or socket), whose pids are ours. */
export function onThisMachine(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host') ?? url.hostname;
  return ['', 'localhost', '127.0.0.1', '[::1]', '::1'].includes(host) || host.startsWith('/');
}

/**
 * Drops the databases that test runs killed before their teardown left behind (a test run
 * interrupted with Ctrl-C, a CI job cancelled): the template, test and cluster databases of runs
 * whose process no longer runs here. Only for a server on this machine: another machine's runs have
 * pids this one cannot see. Answers the names dropped.
 */
export async function dropLeftoverDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'switchboard\\_%' order by datname`,
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const pid = OF_A_RUN.exec(datname)?.[1];
    if (pid === undefined || processRuns(Number(pid))) continue;
    // A leftover's name came from the pattern above: letters, digits and underscores only.
    await admin.query(`drop database if exists ${datname} with (force)`);
    dropped.push(datname);
  }
  return dropped;
}
