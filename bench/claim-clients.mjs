/**
 * The claimers of bench/claim, in a process of their own so the HTTP client's work does not eat
 * the server's event loop (the bare SQL baseline has no client to pay for). Talks to the parent
 * over IPC:
 *   ← {url, concurrency}
 *   → {ready: true}, once `concurrency` kept-alive sockets are open (a GET /health on each)
 *   ← {attempts: [{token, chatId}]}
 *   → {latencies: number[], winners: number, elapsed: number}
 * Requests go through node:http on kept-alive sockets, the lightest maintained client at hand:
 * fetch (undici) costs this process about twice the CPU per request, which on a 2-core machine
 * is taken from the server being measured.
 */
import { Agent, request } from 'node:http';
import { since, withConcurrency } from './lib.mjs';

const next = () => new Promise((resolve) => process.once('message', resolve));
const { url, concurrency } = await next();
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const body = JSON.stringify({ domain: 'flirt-nl.demo.test', messagePool: 'NSFW' });

/** One claim; resolves with the status once the whole answer is read. */
function claim(token, chatId) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}/chats/${chatId}/claim`,
      {
        agent,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

/** A GET of /health on a socket of the agent; resolves once the answer is read. */
function health() {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/health`, { agent }, (res) => {
      res.resume();
      res.once('end', resolve);
      res.once('error', reject);
    });
    req.once('error', reject);
    req.end();
  });
}

// The sockets open before the clock starts, as an operator's console has its connection open.
await Promise.all(Array.from({ length: concurrency }, health));
process.send({ ready: true });
const { attempts } = await next();

const latencies = [];
const started = performance.now();
const results = await withConcurrency(
  concurrency,
  attempts.map(({ token, chatId }) => async () => {
    const start = performance.now();
    const status = await claim(token, chatId);
    latencies.push(since(start));
    if (status !== 200 && status !== 409) throw new Error(`claim answered ${status}`);
    return status === 200;
  }),
);
process.send({ latencies, winners: results.filter(Boolean).length, elapsed: since(started) });
agent.destroy();
process.disconnect();
