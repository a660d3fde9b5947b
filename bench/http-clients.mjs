/**
 * The load of bench/http, in a process of its own: then the bench process's CPU time is the
 * server's alone, and CPU per request can be compared between servers (it moves far less than
 * requests/s when other work shares the machine). Talks to the parent over IPC:
 *   ← {url, headers, connections, warmupS, durationS, expectBody, rate}
 *     (rate: requests/s in all, autocannon's `overallRate`; unset: as many as the server answers)
 *   → {warm: true}, after the warm-up (the parent starts its CPU clock then)
 *   → {perSecond, p50, p99, total, errors, timeouts, non2xx, mismatches}
 */
import autocannon from 'autocannon';

const next = () => new Promise((resolve) => process.once('message', resolve));
const { url, headers, connections, warmupS, durationS, expectBody, rate } = await next();
const options = { url, headers, connections, expectBody, ...(rate ? { overallRate: rate } : {}) };
await autocannon({ ...options, duration: warmupS });
process.send({ warm: true });
const result = await autocannon({ ...options, duration: durationS });
process.send({
  perSecond: result.requests.total / durationS,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  mismatches: result.mismatches,
});
process.disconnect();
