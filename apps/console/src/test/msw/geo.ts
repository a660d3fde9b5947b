import { http, HttpResponse } from 'msw';
import { geoLevels, GeoLevelsQuery, GeoOption, GeoOptionsQuery } from '@switchboard/domain';
import { answer, latency, parseInput, queryOf } from './answers';
import { AMSTERDAM, BERLIN, ROTTERDAM, UTRECHT } from './profiles';

/** The geo calls (spec §7): how many region levels a strategy has, and the places of a level. */

const PLACES = [AMSTERDAM, UTRECHT, ROTTERDAM, BERLIN];
/** Region fields by level: level 1 is region1, level 2 region2; the level after is the cities. */
const LEVEL_INDEX = [2, 3] as const;
const CITY_INDEX = 4;

const OptionsAnswer = {
  safeParse: (body: unknown) => {
    const options = (body as { options?: unknown }).options;
    return GeoOption.array().safeParse(options);
  },
};

export function geoHandlers() {
  return [
    http.get('/geo/places/levels', async ({ request }) => {
      await latency();
      const query = parseInput(GeoLevelsQuery, queryOf(request));
      if (!query.ok) return query.response;
      // The domain has no schema of this small answer: `{ levels }`.
      return HttpResponse.json({ levels: geoLevels(query.data.strategy) });
    }),
    http.get('/geo/places/options', async ({ request }) => {
      await latency();
      const query = parseInput(GeoOptionsQuery, queryOf(request));
      if (!query.ok) return query.response;
      const { country, level, strategy, parent } = query.data;
      const levels = geoLevels(strategy);
      const index = level > levels ? CITY_INDEX : (LEVEL_INDEX[level - 1] ?? CITY_INDEX);
      const parentIndex = level > 1 ? LEVEL_INDEX[Math.min(level, levels + 1) - 2] : undefined;
      const values = PLACES.filter(
        (place) =>
          place[0] === country &&
          (!parent || parentIndex === undefined || place[parentIndex] === parent),
      ).map((place) => place[index]);
      const options = [...new Set(values.filter((v): v is string => typeof v === 'string'))]
        .sort((a, b) => a.localeCompare(b))
        .map((value) => ({ value, label: value }));
      return answer(OptionsAnswer, { options });
    }),
  ];
}
