import { http } from 'msw';
import { PokeQueueStatistics } from '@switchboard/domain';
import { answer, checked, errorAnswer, inData, latency } from './answers';
import { SITE_FLIRT_NL } from './domains';

const Answer = inData(inData(PokeQueueStatistics));

/** The poke queue figures of three locations in two regions (nl, de). */
export const POKE_QUEUE_STATISTICS: PokeQueueStatistics = checked(
  PokeQueueStatistics,
  {
    [SITE_FLIRT_NL]: {
      region: 'nl',
      scheduledPokes: 3,
      waiting: 120,
      sending: 40,
      sent: 900,
      skipped: 12,
      failed: 2,
      answered: 85,
    },
    'chat-nl.demo.test': {
      region: 'nl',
      scheduledPokes: 0,
      waiting: 0,
      sending: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
      answered: 0,
    },
    'flirt-de.demo.test': {
      region: 'de',
      scheduledPokes: 1,
      waiting: 5,
      sending: 0,
      sent: 10,
      skipped: 1,
      failed: 0,
      answered: 2,
    },
  },
  'poke queue statistics',
);

export interface PokeQueueHandlerOptions {
  /** Locations whose own call answers 422 (the server's unknown location). */
  noData?: readonly string[];
}

/** GET /poke/queue/statistics/locations and /{location} (spec §7; 422 for an unknown one). */
export function pokeQueueHandlers({ noData = [] }: PokeQueueHandlerOptions = {}) {
  return [
    http.get('/poke/queue/statistics/locations', async () => {
      await latency();
      return answer(Answer, { data: { data: POKE_QUEUE_STATISTICS } });
    }),
    http.get('/poke/queue/statistics/:location', async ({ params }) => {
      await latency();
      const location = String(params.location);
      const stats = POKE_QUEUE_STATISTICS[location];
      if (!stats || noData.includes(location)) {
        return errorAnswer({ status: 422, code: 'no-data', message: 'No data for this location' });
      }
      return answer(Answer, { data: { data: { [location]: stats } } });
    }),
  ];
}
