import {
  addDays,
  calendarEntries,
  dayInTimezone,
  monthGrid,
  monthOfDay,
  pokeDateRangeForDays,
  POKE_SCREENS_MESSAGES as text,
  pokeShowPath,
  shiftMonth,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { errorText } from '../../common/errorText';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { POKE_SCHEDULE_REFRESH_MS } from './PokeSchedulePage';
import { useGetPokeWindowQuery } from './pokeScreensApi';
import { Cell, DayNumber, Entry, Grid, Month, WeekdayHead } from './calendar.styles';

const NO_GEOS: readonly string[] = [];

/**
 * /calendar (Admin, Poker): the pokes of a month, Monday first, each on its day and at its time in
 * its profile's timezone (UTC when none); a follow-up shows its parent's time as 'HH:mm ddd, MMM
 * D, YYYY'; past pokes are marked. Each opens its poke page.
 */
export function CalendarPage() {
  const user = useAppSelector(selectUser);
  const geos = user?.geos ?? NO_GEOS;
  const [today] = useState(() => dayInTimezone(new Date()));
  const [month, setMonth] = useState(() => monthOfDay(today));
  const weeks = useMemo(() => monthGrid(month), [month]);
  // A day either side, so a poke on an edge day in any profile timezone is fetched too.
  const range = useMemo(
    () => pokeDateRangeForDays(addDays(weeks[0]![0]!, -1), addDays(weeks.at(-1)![6]!, 1)),
    [weeks],
  );
  const pokes = useGetPokeWindowQuery(geos.length > 0 ? { geos, ...range } : skipToken, {
    pollingInterval: POKE_SCHEDULE_REFRESH_MS,
  });
  const days = useMemo(() => calendarEntries(pokes.data ?? [], new Date()), [pokes.data]);
  const title = `${text.months[month.month - 1]} ${month.year}`;

  return (
    <Screen>
      <Heading>{text.calendarTitle}</Heading>
      <Month>
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
          {text.previousMonth}
        </Button>
        <h2 aria-live="polite">{title}</h2>
        <Button variant="secondary" onClick={() => setMonth(monthOfDay(today))}>
          {text.today}
        </Button>
        <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
          {text.nextMonth}
        </Button>
        {pokes.isLoading && <Spinner label={text.loading} size={16} />}
      </Month>
      {pokes.error && (
        <Note $tone="warning" role="alert">
          {text.loadFailed(errorText(pokes.error, ''))}
        </Note>
      )}
      <Grid role="grid" aria-label={title}>
        <div role="row">
          {text.weekdays.map((weekday) => (
            <WeekdayHead key={weekday} role="columnheader">
              {weekday}
            </WeekdayHead>
          ))}
        </div>
        {weeks.map((week) => (
          <div role="row" key={week[0]}>
            {week.map((day) => (
              <Cell
                key={day}
                role="gridcell"
                $outside={monthOfDay(day).month !== month.month}
                $today={day === today}
              >
                <DayNumber dateTime={day}>{Number(day.slice(8))}</DayNumber>
                {(days.get(day) ?? []).map((entry) => (
                  <Entry key={`${entry.poke.locale}/${entry.poke.id}`} $past={entry.past}>
                    <Link to={pokeShowPath(entry.poke)}>
                      {entry.time} {entry.poke.profile.name}
                    </Link>
                    {entry.isFollowUp && entry.parentTime && (
                      <small>{text.followUpOf(entry.parentTime)}</small>
                    )}
                    {entry.past && <small>{text.inThePast}</small>}
                  </Entry>
                ))}
              </Cell>
            ))}
          </div>
        ))}
      </Grid>
    </Screen>
  );
}
