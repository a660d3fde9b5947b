/** The methods a label may name, in the order of their slots; anything else a client invents is `other`. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const;
const METHOD_SLOT = new Map<string, number>(METHODS.map((method, slot) => [method, slot]));
const OTHER_SLOT = METHODS.length - 1;
/** Status classes 1xx…5xx: five slots per method. */
const CLASSES = 5;

/** One series: a method, route and status class's bucket counts, sum and count. */
interface Series {
  /** Counts per bucket, not cumulative; the last one is past the highest bound (`+Inf`). */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

/** A label value in the text format: backslash, double quote and line feed escaped. */
function labelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (char) => (char === '\n' ? '\\n' : `\\${char}`));
}

/**
 * The request duration histogram by method, route pattern and status class, written in
 * Prometheus' text format at scrape time. Kept here rather than in a prom-client `Histogram`,
 * which on every `observe` checks the labels' names and values and hashes them into a key
 * (`labels()` does the same per call): on the request path that was most of what metrics cost
 * (bench/http). Here an observation is one map lookup by route, an array slot by method and
 * status class (no string made), and a bucket found among the bounds. Labels stay bounded: route
 * patterns come from the code, methods from a fixed list, status classes are five.
 */
export class RequestHistogram {
  /** Per route pattern: a slot per method and status class, made on its first observation. */
  private readonly routes = new Map<string, (Series | undefined)[]>();

  constructor(
    readonly name: string,
    readonly help: string,
    /** Upper bounds in seconds, ascending. */
    private readonly bounds: readonly number[],
  ) {}

  /** Records one request of `seconds`; `status` is the HTTP status answered. */
  observe(method: string, route: string, status: number, seconds: number): void {
    let slots = this.routes.get(route);
    if (!slots) {
      slots = [];
      this.routes.set(route, slots);
    }
    const statusClass = Math.min(5, Math.max(1, Math.floor(status / 100)));
    const slot = (METHOD_SLOT.get(method) ?? OTHER_SLOT) * CLASSES + statusClass - 1;
    let series = slots[slot];
    if (!series) {
      series = { counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      slots[slot] = series;
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.counts[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** The histogram in Prometheus' text format (version 0.0.4), as prom-client writes one. */
  text(): string {
    const lines = [`# HELP ${this.name} ${this.help}`, `# TYPE ${this.name} histogram`];
    for (const [route, slots] of this.routes) {
      slots.forEach((series, slot) => {
        if (!series) return;
        const method = METHODS[Math.floor(slot / CLASSES)]!;
        const labels = `method="${method}",route="${labelValue(route)}",status_class="${(slot % CLASSES) + 1}xx"`;
        let cumulative = 0;
        this.bounds.forEach((bound, bucket) => {
          cumulative += series.counts[bucket]!;
          lines.push(`${this.name}_bucket{le="${bound}",${labels}} ${cumulative}`);
        });
        lines.push(`${this.name}_bucket{le="+Inf",${labels}} ${series.count}`);
        lines.push(`${this.name}_sum{${labels}} ${series.sum}`);
        lines.push(`${this.name}_count{${labels}} ${series.count}`);
      });
    }
    return lines.join('\n');
  }
}
