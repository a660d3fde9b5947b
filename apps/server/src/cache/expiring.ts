/**
 * A bounded map whose entries run out: each is kept until its own expiry time, and past
 * `maxEntries` the oldest entries go first, so memory stays bounded whatever the traffic.
 */
export class ExpiringCache<T> {
  // A Map iterates in insertion order: the first key is the oldest entry.
  private readonly entries = new Map<string, { value: T; expiresAtMs: number }>();

  constructor(private readonly maxEntries: number) {}

  /** The value of `key` if it has not run out at `nowMs`. */
  get(key: string, nowMs: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAtMs > nowMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps `value` under `key` until `expiresAtMs`. */
  set(key: string, value: T, expiresAtMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops `key`, so the next `get` misses. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops `key` only while it still holds `value` (not a newer value set since). */
  deleteIf(key: string, value: T): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
