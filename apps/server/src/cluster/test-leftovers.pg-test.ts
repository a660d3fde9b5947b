import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  clusterDatabaseName,
  dropLeftoverDatabases,
  onThisMachine,
  templateDatabaseName,
  testDatabaseName,
} from '../test/pg-leftovers.js';

// The databases a killed test run leaves on PostgreSQL (test/pg-leftovers.ts), which the server
// tests' global setup drops. Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL), beside
// that pass's own databases, which it must keep: their run is alive.
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? '';

let admin: pg.Client;
/** A pid no process can have: past Linux's largest (`pid_max` is at most 4,194,304). */
const GONE = 4_194_400 + Math.floor(Math.random() * 1000);
const made: string[] = [];

beforeAll(async () => {
  if (!ADMIN_URL) throw new Error('TEST_DATABASE_URL is not set: this file runs on PostgreSQL.');
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
});

afterAll(async () => {
  for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function databases(): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
  return rows.map((row) => row.datname);
}

it('drops the databases of runs that no longer run, and keeps the others', async () => {
  const killed = [
    templateDatabaseName(GONE),
    testDatabaseName(GONE, '0a1b2c3d4e5f'),
    clusterDatabaseName(GONE, '0a1b2c3d4e5f'),
  ];
  const alive = [
    templateDatabaseName(process.pid),
    testDatabaseName(process.pid, 'aabbccddeeff'),
    clusterDatabaseName(process.pid, 'aabbccddeeff'),
  ];
  // A bench's (it may be kept on purpose) and the cluster test's of before it had a pid.
  const notOfARun = [`switchboard_bench_${GONE}`, 'switchboard_cluster_0a1b2c3d4e5f'];
  for (const name of [...killed, ...alive, ...notOfARun]) {
    await admin.query(`create database ${name}`);
    made.push(name);
  }

  const dropped = await dropLeftoverDatabases(admin);

  expect(dropped).toEqual(expect.arrayContaining(killed));
  const left = await databases();
  for (const name of killed) expect(left).not.toContain(name);
  for (const name of [...alive, ...notOfARun]) expect(left).toContain(name);
});

it('cleans up only on a server of this machine', () => {
  expect(onThisMachine('postgres://postgres@127.0.0.1:5432/test')).toBe(true);
  expect(onThisMachine('postgres://postgres@localhost/test')).toBe(true);
  expect(onThisMachine('postgres://postgres@[::1]:5432/test')).toBe(true);
  expect(onThisMachine('postgres:///test?host=/var/run/postgresql')).toBe(true);
  expect(onThisMachine('postgres://postgres@db.example.com:5432/test')).toBe(false);
  expect(onThisMachine('postgres://postgres@10.0.0.7/test')).toBe(false);
});
