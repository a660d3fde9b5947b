import { useMemo, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import {
  canAccessRoute,
  routeById,
  routePath,
  rangeTooLong,
  routerRolesOf,
  STATISTICS_MAX_RANGE_DAYS,
  STATISTICS_MESSAGES as text,
  type RouteId,
} from '@switchboard/domain';
import { Button, Select, TextField } from '@switchboard/ui';
import { useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { downloadFailureText } from './failure';
import { browserTimeZone } from './format';
import { argsOf, defaultFilter } from './range';
import { statisticsSearch, useLazyStatisticsCsvQuery, type StatisticsArgs } from './statisticsApi';

/** The statistics children in the order of spec §2, each shown only to its roles. */
const TABS: readonly { id: RouteId; label: string }[] = [
  { id: 'statistics-operators', label: text.tabOperators },
  { id: 'statistics-queues', label: text.tabQueues },
  { id: 'statistics-scores', label: text.tabScores },
  { id: 'statistics-messages', label: text.tabMessages },
  { id: 'statistics-chat', label: text.tabChat },
  { id: 'statistics-live-conversations', label: text.tabLiveConversations },
  { id: 'statistics-pokes', label: text.tabPokes },
  { id: 'statistics-pokers', label: text.tabPokers },
];

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

/** What a statistics child renders inside the shell. */
export interface FigureProps {
  args: StatisticsArgs;
}

/** A CSV export of a figure: the file `name`.csv of `path` with the shell's arguments. */
export interface CsvExport {
  name: string;
  path: string;
  extra?: Record<string, string | undefined>;
}

/** Downloads text as a file the browser saves. */
function saveFile(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * The frame of every statistics screen: its heading, the children the user's roles open (tabs),
 * the range (two dates), the locale (one of the user's geos, or all) and the CSV download of the
 * figure shown. The child gets the figure's arguments; with an end before the start, or a range
 * over STATISTICS_MAX_RANGE_DAYS (the server refuses it), it gets none and the date says why.
 */
export function StatisticsShell({
  title = text.title,
  tabs = true,
  csv,
  ranged = true,
  children,
}: {
  title?: string;
  tabs?: boolean;
  csv?: (args: StatisticsArgs) => CsvExport | null;
  /** The figure depends on a range (live conversations do not). */
  ranged?: boolean;
  children: (args: StatisticsArgs) => ReactNode;
}) {
  const user = useAppSelector(selectUser);
  const roles = useMemo(() => routerRolesOf(user?.roles ?? []), [user?.roles]);
  const geos = user?.geos ?? [];
  const [filter, setFilter] = useState(() => defaultFilter(new Date()));
  const tz = useMemo(() => browserTimeZone(), []);
  const asked = argsOf(filter, tz);
  // The server refuses a range over the limit; say so here, in words, and ask nothing.
  const tooLong = ranged && asked !== null && rangeTooLong(asked);
  const args = tooLong ? null : asked;
  const [downloadCsv, download] = useLazyStatisticsCsvQuery();
  const exported = args && csv ? csv(args) : null;

  const onDownload = async () => {
    if (!exported) return;
    const search = statisticsSearch(args!, { ...exported.extra, format: 'csv' });
    const answer = await downloadCsv(`${exported.path}?${search}`);
    if (answer.data !== undefined) saveFile(exported.name, answer.data);
  };

  return (
    <Screen>
      <Heading>{title}</Heading>
      {tabs && (
        <Tabs aria-label={text.tabs}>
          {TABS.filter((tab) => canAccessRoute(routeById(tab.id), roles)).map((tab) => (
            <NavLink key={tab.id} to={routePath(tab.id)}>
              {tab.label}
            </NavLink>
          ))}
        </Tabs>
      )}
      <Filters>
        {ranged && (
          <>
            <TextField
              label={text.from}
              type="date"
              value={filter.fromDay}
              max={filter.toDay}
              onChange={(event) => setFilter({ ...filter, fromDay: event.target.value })}
              error={tooLong ? text.rangeTooLong(STATISTICS_MAX_RANGE_DAYS) : null}
            />
            <TextField
              label={text.to}
              type="date"
              value={filter.toDay}
              min={filter.fromDay}
              onChange={(event) => setFilter({ ...filter, toDay: event.target.value })}
              error={asked ? null : text.badRange}
            />
          </>
        )}
        <Select
          label={text.locale}
          value={filter.locale}
          placeholder={text.allLocales}
          options={geos.map((geo) => ({ value: geo, label: geo.toUpperCase() }))}
          onChange={(event) => setFilter({ ...filter, locale: event.target.value })}
        />
        {exported && (
          <Button
            variant="secondary"
            onClick={() => void onDownload()}
            disabled={download.isFetching}
          >
            {download.isFetching ? text.downloading : text.downloadCsv}
          </Button>
        )}
      </Filters>
      {download.isError && <Note $tone="warning">{downloadFailureText(download.error)}</Note>}
      {ranged && <Note>{text.timeZoneNote(tz)}</Note>}
      {geos.length === 0 ? <Note>{text.noLocales}</Note> : args && children(args)}
    </Screen>
  );
}
