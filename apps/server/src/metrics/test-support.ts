import type { TestServer } from '../test/harness.js';

/** A token long enough for `METRICS_TOKEN`. */
export const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of the Prometheus text format: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a scrape (comments left out). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels`. */
export function valueOf(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number {
  return samples
    .filter(
      (sample) =>
        sample.name === name &&
        Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** Scrapes a test server's `GET /metrics` on its main port with the test token. */
export async function scrape(server: TestServer): Promise<Sample[]> {
  const res = await server.call('GET', '/metrics', { token: METRICS_TOKEN });
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
  return parseSamples(res.body as string);
}
