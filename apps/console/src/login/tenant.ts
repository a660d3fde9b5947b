import {
  appearanceFrom,
  EMPTY_APPEARANCE,
  startupRetryDelayMs,
  type TenantAppearance,
} from '@switchboard/domain';
import { isRetryable } from '../app/apiFailure';
import type { JsonCall } from './http';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A start-up GET with the retry policy of spec §7 (2 retries, 1 s × 2^n plus jitter): the
 * answer's body, or null when it failed.
 */
async function startupGet(
  call: JsonCall,
  path: string,
  random: () => number,
  sleep: (ms: number) => Promise<void>,
): Promise<unknown> {
  for (let retry = 0; ; retry += 1) {
    const result = await call('GET', path);
    if (result.ok) return result.data;
    const delay = isRetryable(result.error) ? startupRetryDelayMs(retry, random) : null;
    if (delay === null) return null;
    await sleep(delay);
  }
}

/**
 * The tenant's appearance for `host`, as the React app's TenantTheme finds it (spec §7): the
 * tenant alias of the host, then that tenant's info. A failed look-up gives the empty appearance
 * (default logo and colour, no name; spec §8).
 */
export async function loadAppearance(
  call: JsonCall,
  host: string,
  random: () => number = Math.random,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<TenantAppearance> {
  const alias = await startupGet(
    call,
    `/firebase/tenant/${encodeURIComponent(host)}`,
    random,
    sleep,
  );
  if (!isRecord(alias) || typeof alias.tenantId !== 'string' || alias.tenantId === '') {
    return EMPTY_APPEARANCE;
  }
  const info = await startupGet(
    call,
    `/tenant/${encodeURIComponent(alias.tenantId)}/info`,
    random,
    sleep,
  );
  return isRecord(info) && isRecord(info.data) ? appearanceFrom(info.data.data) : EMPTY_APPEARANCE;
}
