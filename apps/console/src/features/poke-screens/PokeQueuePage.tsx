import {
  messages,
  POKE_SCREENS_MESSAGES as text,
  pokeQueueLocations,
  pokeQueueRegions,
  pokeQueueView,
} from '@switchboard/domain';
import { Select, Spinner, StatTile } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { ApiError } from '../../app/apiError';
import { errorText } from '../../common/errorText';
import { Heading, Note, Screen } from '../../common/layout';
import { LocationTitle, Pickers, Tiles } from './styles';
import { useGetPokeQueueLocationQuery, useGetPokeQueueLocationsQuery } from './pokeScreensApi';

/**
 * /pokes/queue (Admin): choose a region and one of its locations, see that location's queue
 * figures. Nothing chosen reads 'Please select region and location'; a 500 or 422 (an unknown
 * location) reads 'No data for this location'.
 */
export function PokeQueuePage() {
  const [region, setRegion] = useState('');
  const [location, setLocation] = useState('');
  const all = useGetPokeQueueLocationsQuery();
  const one = useGetPokeQueueLocationQuery(region && location ? location : skipToken);
  const regions = pokeQueueRegions(all.data);
  const locations = pokeQueueLocations(all.data, region);
  const failure = one.error as ApiError | undefined;
  const view = pokeQueueView({
    region,
    location,
    statistics: one.data,
    failure: failure ? { status: failure.status, message: failure.message } : null,
  });

  return (
    <Screen>
      <Heading>{text.queueTitle}</Heading>
      {all.error && (
        <Note $tone="warning" role="alert">
          {errorText(all.error, messages.pokeQueueNoData)}
        </Note>
      )}
      <Pickers>
        <Select
          label={text.region}
          placeholder={text.chooseRegion}
          value={region}
          disabled={all.isLoading}
          options={regions.map((value) => ({ value, label: value.toUpperCase() }))}
          onChange={(event) => {
            setRegion(event.target.value);
            setLocation('');
          }}
        />
        <Select
          label={text.location}
          placeholder={text.chooseLocation}
          value={location}
          disabled={!region}
          options={locations.map((value) => ({ value, label: value }))}
          onChange={(event) => setLocation(event.target.value)}
        />
      </Pickers>
      {one.isFetching ? (
        <Spinner label={text.loading} />
      ) : view.kind === 'stats' ? (
        <section aria-labelledby="poke-queue-location">
          <LocationTitle id="poke-queue-location">{view.location}</LocationTitle>
          <Tiles>
            {Object.entries(view.stats)
              .filter(([name]) => name !== 'region')
              .map(([name, value]) => (
                <StatTile key={name} label={text.queueFigures[name] ?? name} value={value} />
              ))}
          </Tiles>
        </section>
      ) : (
        <Note role="status">{view.message}</Note>
      )}
    </Screen>
  );
}
