import {
  defaultPokeWindow,
  formatFollowUpTime,
  pokeDateRangeForDays,
  pokeExcerpt,
  pokeHold,
  pokeKindLabel,
  pokeKindOf,
  pokeMessageText,
  POKE_RECORD_MESSAGES,
  POKE_SCREENS_MESSAGES as text,
  pokeSendProgress,
  pokeShowPath,
  pokeStatusLabel,
  type PokeWindowRow,
} from '@switchboard/domain';
import { Badge, DataTable, TextField, type DataTableColumn } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { Heading, Screen } from '../../common/layout';
import { browserTimeZone } from '../../common/timeZone';
import { selectUser } from '../auth/selectors';
import { LatePokeDecision } from '../pokes/LatePokeDecision';
import { PokeMarkers } from './PokeMarkers';
import { useLivePokeWindowQuery } from '../pokes/livePokeApi';
import { CellLabel, Excerpt, NameRow, Pickers, PokeNaming, ScheduleTable } from './styles';

const NO_GEOS: readonly string[] = [];

/** A cell's content after its column's name, which shows on a phone (see `ScheduleTable`). */
const labelled = (label: string, content: ReactNode) => (
  <>
    <CellLabel>{label}</CellLabel>
    {content}
  </>
);

/**
 * A poke named (issue #27): its profile, a marker when it is recurring or a follow-up, and the
 * start of its message, whole in its title.
 */
function PokeNameCell({ poke }: { poke: PokeWindowRow }) {
  const excerpt = pokeExcerpt(poke.message.content);
  return (
    <PokeNaming>
      <NameRow>
        <strong>{poke.profile.name}</strong>
        <PokeMarkers kind={pokeKindOf(poke)} />
      </NameRow>
      <Excerpt title={excerpt ? pokeMessageText(poke.message.content) : undefined}>
        {excerpt || text.noMessageText}
      </Excerpt>
    </PokeNaming>
  );
}

/**
 * /pokes/schedule (Admin, Poker): the pokes scheduled in the chosen window (From and To, whole
 * days in the user's own timezone) across the user's geos, by scheduled time, each named by its
 * profile, the start of its message and its kind (issue #27), with status, targets and reached
 * counts, live (`pokes.window`); each opens its poke page, shown at its time
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
      cell: (poke) =>
        labelled(
          text.scheduled,
          <Link to={pokeShowPath(poke)}>
            {formatFollowUpTime(poke.scheduled ?? poke.createdAt, poke.profile.timezone)}
          </Link>,
        ),
    },
    {
      id: 'poke',
      header: text.poke,
      cell: (poke) => <PokeNameCell poke={poke} />,
    },
    {
      id: 'kind',
      header: text.kind,
      cell: (poke) => labelled(text.kind, pokeKindLabel(pokeKindOf(poke))),
    },
    {
      id: 'status',
      header: text.status,
      cell: (poke) => (
        <>
          {labelled(text.status, pokeStatusLabel(poke.status))}
          {pokeHold(poke) && (
            <>
              {' '}
              <Badge tone="warning">{POKE_RECORD_MESSAGES.held}</Badge>
            </>
          )}
          {poke.late && poke.status === 'scheduled' && <LatePokeDecision poke={poke} compact />}
        </>
      ),
    },
    {
      id: 'domains',
      header: text.domains,
      cell: (poke) =>
        labelled(text.domains, (poke.domains.length > 0 ? poke.domains : [poke.domain]).join(', ')),
    },
    {
      id: 'targets',
      header: text.targets,
      align: 'right',
      cell: (poke) => labelled(text.targets, pokeSendProgress(poke).estimate),
    },
    {
      id: 'reached',
      header: text.reached,
      align: 'right',
      cell: (poke) => labelled(text.reached, pokeSendProgress(poke).reached),
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
      <ScheduleTable>
        <DataTable
          caption={text.scheduleTitle}
          columns={columns}
          rows={list?.rows ?? []}
          rowKey={(poke) => `${poke.locale}/${poke.id}`}
          loading={valid && geos.length > 0 && !list?.loaded}
          error={list?.error ? text.loadFailed(list.error) : null}
          emptyText={text.noPokes}
        />
      </ScheduleTable>
    </Screen>
  );
}
