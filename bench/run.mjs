#!/usr/bin/env node
/** `npm run bench`: every benchmark in turn, each printing its figures and its baseline ratio. */
import { benchClaim } from './claim.mjs';
import { benchCluster } from './cluster.mjs';
import { benchDispatch } from './dispatch.mjs';
import { benchFanout } from './fanout.mjs';
import { benchHttp } from './http.mjs';
import { benchAbuse } from './abuse.mjs';
import { benchRealtime } from './realtime.mjs';
import { benchReconnect } from './reconnect.mjs';
import { benchStats } from './stats.mjs';

await benchClaim();
await benchHttp();
await benchRealtime();
await benchFanout();
await benchReconnect();
await benchCluster();
await benchDispatch();
await benchStats();
await benchAbuse();
