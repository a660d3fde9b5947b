import {
  addDays,
  calendarEntries,
  dayInTimezone,
  monthGrid,
  monthOfDay,
  pokeDateRangeForDays,
  pokeExcerpt,
  pokeKindLabel,
  pokeKindOf,
  pokeMessageText,
  POKE_SCREENS_MESSAGES as text,
  pokeShowPath,
  shiftMonth,
  weekOfDay,
  type CalendarEntry,
  type CalendarView,
  type PokeWindowRow,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { useClock } from '../../common/useClock';
import { browserTimeZone } from '../../common/timeZone';
import { selectUser } from '../auth/selectors';
import { PokeMarkers } from './PokeMarkers';
import { useLivePokeWindowQuery } from '../pokes/livePokeApi';
import {
  Cell,
  DayNumber,
  Entry,
  EntryExcerpt,
  EntryLink,
  Grid,
  Month,
  Views,
  WeekDay,
  WeekDayTitle,
  WeekList,
  WeekdayHead,
} from './calendar.styles';

const NO_GEOS: readonly string[] = [];

/** How often the days' past and present move on (a page left open over midnight). */
const TODAY_MS = () => 60_000;

/** A day (YYYY-MM-DD) as '24 November 2026'. */
function longDay(day: string): string {
  const { year, month } = monthOfDay(day);
  return `${Number(day.slice(8))} ${text.months[month - 1]} ${year}`;
}

/**
 * A poke on a day: its time, profile, marker (recurring, follow-up) and the start of its message,
 * opening the poke, with the whole of it as the link's title (issue #27); then its
 * parent's time and whether it is past.
 */
function EntryView({ entry }: { entry: CalendarEntry<PokeWindowRow> }) {
  const { poke } = entry;
  const kind = pokeKindOf(poke);
  const excerpt = pokeExcerpt(poke.message.content);
  const whole = text.pokeSummary(
    entry.time,
    poke.profile.name,
    pokeKindLabel(kind),
    pokeMessageText(poke.message.content) || text.noMessageText,
  );
  return (
    <Entry $past={entry.past}>
      {/* Its name is what it shows; its title (read as its description) holds it whole. */}
      <EntryLink to={pokeShowPath(poke)} title={whole}>
        <span>
          <span>
            {entry.time} <strong>{poke.profile.name}</strong>
          </span>
          <PokeMarkers kind={kind} />
        </span>
        <EntryExcerpt>{excerpt || text.noMessageText}</EntryExcerpt>
      </EntryLink>
      {entry.isFollowUp && entry.parentTime && <small>{text.followUpOf(entry.parentTime)}</small>}
      {entry.past && <small>{text.inThePast}</small>}
    </Entry>
  );
}

/**
 * /calendar (Admin, Poker): the pokes of a month (a grid, Monday first) or of a week (a list of
 * its days, which reads well on a phone), live (`pokes.window`), each on its day and at its time
 * in its profile's timezone (UTC when none), named by its profile, the start of its message and
 * its markers; a follow-up shows its parent's time as 'HH:mm ddd, MMM D, YYYY'; past pokes are
 * marked. Each opens its poke page. Today is the user's own.
 */
export function CalendarPage() {
  const user = useAppSelector(selectUser);
  const geos = user?.geos ?? NO_GEOS;
  const [today] = useState(() => dayInTimezone(new Date(), browserTimeZone()));
  const [view, setView] = useState<CalendarView>('month');
  // The day the calendar shows: its month in the month view, its week in the week view.
  const [focus, setFocus] = useState(today);
  const month = monthOfDay(focus);
  const weeks = useMemo(() => monthGrid(monthOfDay(focus)), [focus]);
  const week = useMemo(() => weekOfDay(focus), [focus]);
  const first = view === 'month' ? weeks[0]![0]! : week[0]!;
  const last = view === 'month' ? weeks.at(-1)![6]! : week[6]!;
  // A day either side, so a poke on an edge day in any profile timezone is fetched too.
  const range = useMemo(
    () => pokeDateRangeForDays(addDays(first, -1), addDays(last, 1)),
    [first, last],
  );
  const pokes = useLivePokeWindowQuery(geos.length > 0 ? { locales: geos, ...range } : skipToken);
  const rows = pokes.data?.rows;
  // Until the window's first rows arrive (a new month or week is a new window), a day without
  // pokes is not known to have none: it says so only once they are in.
  const loaded = pokes.data?.loaded === true;
  const now = useClock(TODAY_MS);
  const days = useMemo(() => calendarEntries(rows ?? [], now), [rows, now]);
  const title =
    view === 'month'
      ? `${text.months[month.month - 1]} ${month.year}`
      : text.weekTitle(longDay(week[0]!), longDay(week[6]!));
  const move = (delta: number) =>
    setFocus(view === 'month' ? shiftMonthDay(focus, delta) : addDays(focus, 7 * delta));

  return (
    <Screen>
      <Heading>{text.calendarTitle}</Heading>
      <Month>
        <Views role="group" aria-label={text.view}>
          {(['month', 'week'] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? 'primary' : 'secondary'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'month' ? text.monthView : text.weekView}
            </Button>
          ))}
        </Views>
        <Button variant="secondary" onClick={() => move(-1)}>
          {view === 'month' ? text.previousMonth : text.previousWeek}
        </Button>
        <h2 aria-live="polite">{title}</h2>
        <Button variant="secondary" onClick={() => setFocus(today)}>
          {text.today}
        </Button>
        <Button variant="secondary" onClick={() => move(1)}>
          {view === 'month' ? text.nextMonth : text.nextWeek}
        </Button>
        {pokes.data?.loaded === false && <Spinner label={text.loading} size={16} />}
      </Month>
      {pokes.data?.error && (
        <Note $tone="warning" role="alert">
          {text.loadFailed(pokes.data.error)}
        </Note>
      )}
      {view === 'month' ? (
        <Grid role="grid" aria-label={title}>
          <div role="row">
            {text.weekdays.map((weekday) => (
              <WeekdayHead key={weekday} role="columnheader">
                {weekday}
              </WeekdayHead>
            ))}
          </div>
          {weeks.map((row) => (
            <div role="row" key={row[0]}>
              {row.map((day) => (
                <Cell
                  key={day}
                  role="gridcell"
                  $outside={monthOfDay(day).month !== month.month}
                  $today={day === today}
                >
                  <DayNumber dateTime={day}>{Number(day.slice(8))}</DayNumber>
                  {(days.get(day) ?? []).map((entry) => (
                    <EntryView key={`${entry.poke.locale}/${entry.poke.id}`} entry={entry} />
                  ))}
                </Cell>
              ))}
            </div>
          ))}
        </Grid>
      ) : (
        <WeekList aria-label={title}>
          {week.map((day, index) => (
            <WeekDay
              key={day}
              $today={day === today}
              aria-current={day === today ? 'date' : undefined}
            >
              <WeekDayTitle>
                <time dateTime={day}>
                  {text.weekdays[index]} {longDay(day)}
                </time>
              </WeekDayTitle>
              {(days.get(day) ?? []).length === 0
                ? loaded && <small>{text.noPokesOnDay}</small>
                : (days.get(day) ?? []).map((entry) => (
                    <EntryView key={`${entry.poke.locale}/${entry.poke.id}`} entry={entry} />
                  ))}
            </WeekDay>
          ))}
        </WeekList>
      )}
    </Screen>
  );
}

/** The first day of the month `delta` months from the month of `day`. */
function shiftMonthDay(day: string, delta: number): string {
  const { year, month } = shiftMonth(monthOfDay(day), delta);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}
