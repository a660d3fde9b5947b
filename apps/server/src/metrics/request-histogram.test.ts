import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram.js';
import { parseSamples } from './test-support.js';

const NAME = 'test_request_duration_seconds';
const HELP = 'Test requests.';
const BOUNDS = [0.001, 0.01, 0.1, 1];

/** Method, route, status and seconds of requests that fill several series and every bucket. */
const REQUESTS: [string, string, number, number][] = [
  ['GET', '/pokes/:geo/:id', 200, 0.0004],
  ['GET', '/pokes/:geo/:id', 204, 0.001],
  ['GET', '/pokes/:geo/:id', 304, 0.05],
  ['GET', '/pokes/:geo/:id', 200, 2],
  ['POST', '/pokes', 201, 0.2],
  ['POST', '/pokes', 422, 0.003],
  ['POST', '/pokes', 500, 0.7],
  ['BREW', 'unmatched', 404, 0.0001],
  ['DELETE', '/words/"quoted"\\back', 101, 0.01],
  ['GET', 'unmatched', 999, 0.02],
];

describe('RequestHistogram', () => {
  it("writes the samples prom-client's histogram writes for the same requests", async () => {
    const ours = new RequestHistogram(NAME, HELP, BOUNDS);
    const registry = new Registry();
    const theirs = new Histogram({
      name: NAME,
      help: HELP,
      labelNames: ['method', 'route', 'status_class'],
      buckets: BOUNDS,
      registers: [registry],
    });
    const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    for (const [method, route, status, seconds] of REQUESTS) {
      ours.observe(method, route, status, seconds);
      theirs.observe(
        {
          method: methods.has(method) ? method : 'other',
          route,
          status_class: `${Math.min(5, Math.max(1, Math.floor(status / 100)))}xx`,
        },
        seconds,
      );
    }
    const lines = (text: string) => text.trim().split('\n').sort();
    const text = ours.text();
    expect(lines(text)).toEqual(lines(await registry.metrics()));
    // Not a comparison with nothing: every series and bucket of the requests is there.
    const samples = parseSamples(text);
    expect(samples.filter((sample) => sample.name === `${NAME}_count`)).toHaveLength(8);
    expect(
      samples.find(
        (sample) =>
          sample.name === `${NAME}_bucket` &&
          sample.labels['route'] === '/pokes/:geo/:id' &&
          sample.labels['status_class'] === '2xx' &&
          sample.labels['le'] === '0.001',
      )?.value,
    ).toBe(2);
  });

  it('writes only its comments before the first request', () => {
    expect(new RequestHistogram(NAME, HELP, BOUNDS).text()).toBe(
      `# HELP ${NAME} ${HELP}\n# TYPE ${NAME} histogram`,
    );
  });
});
