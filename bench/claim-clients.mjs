/**
 * The claimers of bench/claim, in a process of their own so the HTTP client's work does not eat
 * the server's event loop (the bare SQL baseline has no client to pay for). Talks to the parent
 * over IPC:
 *   ← {url, attempts: [{token, chatId}], concurrency}
 *   → {latencies: number[], winners: number, elapsed: number}
 */
import { since, withConcurrency } from './lib.mjs';

const { url, attempts, concurrency } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const latencies = [];
const started = performance.now();
const results = await withConcurrency(
  concurrency,
  attempts.map(({ token, chatId }) => async () => {
    const start = performance.now();
    const response = await fetch(`${url}/chats/${chatId}/claim`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ domain: 'flirt-nl.demo.test', messagePool: 'NSFW' }),
    });
    await response.arrayBuffer();
    latencies.push(since(start));
    if (response.status !== 200 && response.status !== 409) {
      throw new Error(`claim answered ${response.status}`);
    }
    return response.status === 200;
  }),
);
process.send({ latencies, winners: results.filter(Boolean).length, elapsed: since(started) });
process.disconnect();
