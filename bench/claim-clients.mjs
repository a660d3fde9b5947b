/**
 * The claimers of bench/claim, in a process of their own so the HTTP client's work does not eat
 * the server's event loop (the bare SQL baseline has no client to pay for). Talks to the parent
 * over IPC:
 *   ← {url, warmup: [{token, chatId}], attempts: [{token, chatId}], concurrency}
 *   → {latencies: number[], winners: number, elapsed: number}
 */
import { since, withConcurrency } from './lib.mjs';

const { url, warmup, attempts, concurrency } = await new Promise((resolve) =>
  process.once('message', resolve),
);

async function run(claims) {
  const latencies = [];
  const started = performance.now();
  const results = await withConcurrency(
    concurrency,
    claims.map(({ token, chatId }) => async () => {
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
  return { latencies, winners: results.filter(Boolean).length, elapsed: since(started) };
}

// The untimed round first (`warmup`: other chats, other operators), then the timed one.
await run(warmup);
process.send(await run(attempts));
process.disconnect();
