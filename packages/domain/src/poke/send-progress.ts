import { parsePokeStatus, type PokeStatus } from './status.js';

/** The progress of a poke's send (issue #14): reached of the targets, overall and per site. */

export interface SiteSendProgress {
  site: string;
  reached: number;
  estimate: number;
  /** 0–100, whole. */
  percent: number;
}

export interface PokeSendProgress {
  reached: number;
  estimate: number;
  percent: number;
  sites: SiteSendProgress[];
  /** Still going out: the bar moves. */
  running: boolean;
  /** Whether there is anything to show: a send has started (or ended). */
  visible: boolean;
}

const percentOf = (reached: number, estimate: number) =>
  estimate > 0 ? Math.min(100, Math.round((reached / estimate) * 100)) : 0;

const SENT_STATUSES: readonly PokeStatus[] = ['in_progress', 'done', 'killed', 'crashed', 'mixed'];

/** The progress of a poke from its status and targets{estimate, targetsPerDomain[{site, estimate, reached}]}. */
export function pokeSendProgress(poke: {
  status?: string | null;
  targets?: {
    estimate?: number | null;
    targetsPerDomain?: readonly {
      site: string;
      estimate?: number | null;
      reached?: number | null;
    }[];
  } | null;
}): PokeSendProgress {
  const status = parsePokeStatus(poke.status);
  const sites = (poke.targets?.targetsPerDomain ?? []).map((site) => {
    const estimate = site.estimate ?? 0;
    const reached = site.reached ?? 0;
    return { site: site.site, reached, estimate, percent: percentOf(reached, estimate) };
  });
  const reached = sites.reduce((sum, site) => sum + site.reached, 0);
  const estimate = poke.targets?.estimate ?? sites.reduce((sum, site) => sum + site.estimate, 0);
  return {
    reached,
    estimate,
    percent: percentOf(reached, estimate),
    sites,
    running: status === 'in_progress',
    visible: status !== null && SENT_STATUSES.includes(status),
  };
}
