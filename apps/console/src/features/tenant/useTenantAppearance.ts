import { skipToken } from '@reduxjs/toolkit/query';
import { EMPTY_APPEARANCE, type TenantAppearance } from '@switchboard/domain';
import { useGetTenantAliasQuery, useGetTenantAppearanceQuery } from './tenantApi';

export interface TenantAppearanceState {
  appearance: TenantAppearance;
  /** False while the look-up runs (with its retries). */
  ready: boolean;
}

/**
 * The tenant's appearance for the host in the address bar. A failed look-up (either call) gives
 * an empty title and the default logo and colour (spec §8).
 */
export function useTenantAppearance(host: string): TenantAppearanceState {
  const alias = useGetTenantAliasQuery(host);
  const aliasValue = alias.data ?? null;
  const info = useGetTenantAppearanceQuery(aliasValue ?? skipToken);
  if (alias.isError || (alias.isSuccess && aliasValue === null)) {
    return { appearance: EMPTY_APPEARANCE, ready: true };
  }
  if (info.isError) return { appearance: EMPTY_APPEARANCE, ready: true };
  if (info.data) return { appearance: info.data, ready: true };
  return { appearance: EMPTY_APPEARANCE, ready: false };
}
