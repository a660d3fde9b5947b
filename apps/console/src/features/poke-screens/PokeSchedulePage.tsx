import {
  defaultPokeWindow,
  formatFollowUpTime,
  pokeDateRangeForDays,
  POKE_SCREENS_MESSAGES as text,
  pokeSendProgress,
  pokeShowPath,
  pokeStatusLabel,
  type PokeWindowRow,
} from '@switchboard/domain';
import { DataTable, TextField, type DataTableColumn } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { browserTimeZone } from '../../common/timeZone';
import { selectUser } from '../auth/selectors';
import { LatePokeDecision } from '../pokes/LatePokeDecision';
import { useLivePokeWindowQuery } from './pokeScreensApi';
import { Pickers } from './styles';

const NO_GEOS: readonly string[] = [];

/**
 * /pokes/schedule (Admin, Poker): the pokes scheduled in the chosen window (From and To, whole
 * days in the user's own timezone) across the user's geos, by scheduled time, with status,
 * targets and reached counts, live (`pokes.window`); each opens its poke page, shown at its time
 * in its profile's timezone (spec §4). A poke found late carries the poker's decision.
 */
export function PokeSchedulePage() {
  const user = useAppSelector(selectUser);
  const geos = user?.geos ?? NO_GEOS;
  const [timeZone] = useState(browserTimeZone);
  const [span, setSpan] = useState(() => defaultPokeWindow(new Date(), timeZone));
  const range = useMemo(() => {
    try {
      return pokeDateRangeForDays(span.from, span.to, timeZone);
    } catch {
      return null;
    }
  }, [span, timeZone]);
  const valid = range !== null && span.from <= span.to;
  const pokes = useLivePokeWindowQuery(
    valid && geos.length > 0 ? { locales: geos, start: range.start, end: range.end } : skipToken,
  );
  const list = pokes.data;

  const columns: DataTableColumn<PokeWindowRow>[] = [
    {
      id: 'scheduled',
      header: text.scheduled,
      cell: (poke) => (
        <Link to={pokeShowPath(poke)}>
          {formatFollowUpTime(poke.scheduled ?? poke.createdAt, poke.profile.timezone)}
        </Link>
      ),
    },
    {
      id: 'status',
      header: text.status,
      cell: (poke) => (
        <>
          {pokeStatusLabel(poke.status)}
          {poke.late && poke.status === 'scheduled' && <LatePokeDecision poke={poke} compact />}
        </>
      ),
    },
    {
      id: 'domains',
      header: text.domains,
      cell: (poke) => (poke.domains.length > 0 ? poke.domains : [poke.domain]).join(', '),
    },
    {
      id: 'targets',
      header: text.targets,
      align: 'right',
      cell: (poke) => pokeSendProgress(poke).estimate,
    },
    {
      id: 'reached',
      header: text.reached,
      align: 'right',
      cell: (poke) => pokeSendProgress(poke).reached,
    },
  ];

  return (
    <Screen>
      <Heading>{text.scheduleTitle}</Heading>
      <Pickers>
        <TextField
          label={text.from}
          type="date"
          value={span.from}
          max={span.to}
          onChange={(event) => setSpan({ ...span, from: event.target.value })}
        />
        <TextField
          label={text.to}
          type="date"
          value={span.to}
          min={span.from}
          error={valid ? null : text.badWindow}
          onChange={(event) => setSpan({ ...span, to: event.target.value })}
        />
      </Pickers>
      <DataTable
        caption={text.scheduleTitle}
        columns={columns}
        rows={list?.rows ?? []}
        rowKey={(poke) => `${poke.locale}/${poke.id}`}
        loading={valid && geos.length > 0 && !list?.loaded}
        error={list?.error ? text.loadFailed(list.error) : null}
        emptyText={text.noPokes}
      />
    </Screen>
  );
}
