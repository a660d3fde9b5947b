#!/usr/bin/env node
/**
 * bench/http: the cost of one authenticated request. `GET /domains` with a Bearer token (token
 * verified, user checked, the tenant's domains read) under load from autocannon, next to a bare
 * Node `http` server answering the very same bytes, in the same run: requests/s, p50/p99 latency
 * and the ratio of the two.
 *
 *   npm run bench
 *   CONNECTIONS=50 DURATION_S=10 node bench/http.mjs
 *
 * autocannon runs in a worker thread (`workers: 1`), so the load generator does not share the
 * event loop of the server it measures; it checks every answer's body against the expected bytes.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createOperators, ms, report, startBenchServer } from './lib.mjs';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.DURATION_S ?? 10);
const WARMUP_S = Number(process.env.WARMUP_S ?? 2);
const PATH = '/domains';

export async function benchHttp() {
  const bench = await startBenchServer();
  let bare;
  try {
    const [operator] = await createOperators(bench, 1);
    const headers = { Authorization: `Bearer ${operator.token}` };
    const sample = await fetch(`${bench.url}${PATH}`, { headers });
    const body = await sample.text();
    if (sample.status !== 200) throw new Error(`GET ${PATH} answered ${sample.status}: ${body}`);
    const contentType = sample.headers.get('content-type') ?? 'application/json';

    bare = await listenBare(body, contentType);

    const server = await load(`${bench.url}${PATH}`, headers, body);
    const baseline = await load(`${bare.url}${PATH}`, headers, body);

    report(
      `bench/http — authenticated GET ${PATH} (${body.length} bytes), ${CONNECTIONS} connections, ${DURATION_S} s (${bench.engine})`,
      [
        ['server requests/s', server.perSecond.toFixed(0)],
        ['server p50', ms(server.p50)],
        ['server p99', ms(server.p99)],
        ['bare http requests/s', baseline.perSecond.toFixed(0)],
        ['bare http p50', ms(baseline.p50)],
        ['bare http p99', ms(baseline.p99)],
        [
          'ratio requests/s server / bare',
          `1/${(baseline.perSecond / server.perSecond).toFixed(1)}`,
        ],
      ],
    );
    return { server, baseline };
  } finally {
    await bare?.close();
    await bench.close();
  }
}

/** A Node `http` server that answers every request with `body`, and nothing else. */
async function listenBare(body, contentType) {
  const bytes = Buffer.from(body);
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': contentType, 'Content-Length': bytes.length });
    response.end(bytes);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A warm-up, then `DURATION_S` of load; fails on any error or any answer but `expectBody`. */
async function load(url, headers, expectBody) {
  const options = { url, headers, connections: CONNECTIONS, workers: 1, expectBody };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  const failed = result.errors + result.timeouts + result.non2xx + result.mismatches;
  if (failed > 0) {
    throw new Error(
      `bench/http: ${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx, ${result.mismatches} wrong bodies`,
    );
  }
  return {
    perSecond: result.requests.total / DURATION_S,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchHttp();
}
