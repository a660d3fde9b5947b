import {
  defaultPokeWindow,
  formatFollowUpTime,
  pokeDateRangeForDays,
  POKE_SCREENS_MESSAGES as text,
  pokeSendProgress,
  pokeShowPath,
  pokeStatusLabel,
  type Poke,
} from '@switchboard/domain';
import { DataTable, TextField, type DataTableColumn } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { errorText } from '../../common/errorText';
import { Heading, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { useGetPokeWindowQuery } from './pokeScreensApi';
import { Pickers } from './styles';

/** How often the schedule asks again, so statuses and reached counts follow a running send. */
export const POKE_SCHEDULE_REFRESH_MS = 15_000;

const NO_GEOS: readonly string[] = [];

/**
 * /pokes/schedule (Admin, Poker): the pokes scheduled in the chosen window (From and To, whole
 * days in UTC) across the user's geos and domains, by scheduled time, with status, targets and
 * reached counts; each opens its poke page. Refetched every 15 s while open.
 */
export function PokeSchedulePage() {
  const user = useAppSelector(selectUser);
  const geos = user?.geos ?? NO_GEOS;
  const [span, setSpan] = useState(() => defaultPokeWindow(new Date()));
  const range = useMemo(() => {
    try {
      return pokeDateRangeForDays(span.from, span.to);
    } catch {
      return null;
    }
  }, [span]);
  const valid = range !== null && span.from <= span.to;
  const pokes = useGetPokeWindowQuery(
    valid && geos.length > 0 ? { geos, start: range.start, end: range.end } : skipToken,
    { pollingInterval: POKE_SCHEDULE_REFRESH_MS },
  );

  const columns: DataTableColumn<Poke>[] = [
    {
      id: 'scheduled',
      header: text.scheduled,
      cell: (poke) => (
        <Link to={pokeShowPath(poke)}>
          {formatFollowUpTime(poke.scheduled ?? poke.createdAt, poke.profile.timezone)}
        </Link>
      ),
    },
    { id: 'status', header: text.status, cell: (poke) => pokeStatusLabel(poke.status) },
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
        rows={pokes.data ?? []}
        rowKey={(poke) => `${poke.locale}/${poke.id}`}
        loading={pokes.isLoading}
        error={pokes.error ? text.loadFailed(errorText(pokes.error, '')) : null}
        onRetry={() => void pokes.refetch()}
        emptyText={text.noPokes}
      />
    </Screen>
  );
}
