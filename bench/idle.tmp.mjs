import { startBenchServer } from './lib.mjs';
const observed = process.env.OBS === '1';
const server = await startBenchServer({ observed });
await new Promise((r) => setTimeout(r, 2000));
const c0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, 8000));
const c = process.cpuUsage(c0);
console.log(observed ? 'on' : 'off', process.env.BENCH_SCRAPE_MS ?? '', 'idle cpu ms/s', ((c.user + c.system) / 8000).toFixed(2));
await server.close(); process.exit(0);
