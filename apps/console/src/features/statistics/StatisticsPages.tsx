import { useLocation } from 'react-router-dom';
import { useState } from 'react';
import { matchRoute, STATISTICS_MESSAGES as text, type RouteId } from '@switchboard/domain';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../auth/selectors';
import {
  ChatDetailsView,
  ChatListView,
  LiveConversationsView,
  LiveConversationView,
} from './ChatViews';
import { OperatorsView, PersonalView } from './OperatorViews';
import { StatisticsShell } from './StatisticsShell';
import {
  MessagesView,
  PokersView,
  PokesView,
  QueuesView,
  ScoresView,
  shownBucket,
  type MessagesBucket,
} from './VolumeViews';

/**
 * The statistics screens (spec §2 "Statistics children") and /personal-stats: each the shell
 * (tabs, range, locale, CSV) around its figure. One chunk, loaded with these routes only: the
 * charts (recharts) come with it and never with /login.
 */

const csvOf = (name: string, path: string, extra?: Record<string, string | undefined>) => () => ({
  name,
  path,
  extra,
});

function useGeos(): readonly string[] {
  return useAppSelector(selectUser)?.geos ?? [];
}

export function OperatorsStatisticsPage() {
  return (
    <StatisticsShell csv={csvOf('operators', '/statistics/operators')}>
      {(args) => <OperatorsView args={args} />}
    </StatisticsShell>
  );
}

export function QueuesStatisticsPage() {
  const geos = useGeos();
  return (
    <StatisticsShell csv={csvOf('queues', '/statistics/queues')}>
      {(args) => <QueuesView args={args} geos={geos} />}
    </StatisticsShell>
  );
}

export function ScoresStatisticsPage() {
  return (
    <StatisticsShell csv={csvOf('scores', '/statistics/scores')}>
      {(args) => <ScoresView args={args} />}
    </StatisticsShell>
  );
}

export function MessagesStatisticsPage() {
  const [chosen, setChosen] = useState<MessagesBucket>('day');
  return (
    <StatisticsShell
      csv={(args) => ({
        name: 'messages',
        path: '/statistics/messages',
        // The screen's rows: per day, or per hour when the Per option shows hours.
        extra: { bucket: shownBucket(chosen, args) },
      })}
    >
      {(args) => <MessagesView args={args} chosen={chosen} onChoose={setChosen} />}
    </StatisticsShell>
  );
}

export function ChatStatisticsPage() {
  return (
    <StatisticsShell csv={csvOf('chats', '/statistics/chat')}>
      {(args) => <ChatListView args={args} />}
    </StatisticsShell>
  );
}

export function ChatDetailsStatisticsPage() {
  return <StatisticsShell ranged={false}>{() => <ChatDetailsView />}</StatisticsShell>;
}

export function LiveConversationsStatisticsPage() {
  const geos = useGeos();
  return (
    <StatisticsShell
      ranged={false}
      csv={csvOf('live-conversations', '/statistics/live-conversations')}
    >
      {(args) => <LiveConversationsView args={args} geos={geos} />}
    </StatisticsShell>
  );
}

export function LiveConversationStatisticsPage() {
  return <StatisticsShell ranged={false}>{() => <LiveConversationView />}</StatisticsShell>;
}

export function PokesStatisticsPage() {
  return (
    <StatisticsShell csv={csvOf('pokes', '/statistics/pokes')}>
      {(args) => <PokesView args={args} />}
    </StatisticsShell>
  );
}

export function PokersStatisticsPage() {
  return (
    <StatisticsShell csv={csvOf('pokers', '/statistics/pokers')}>
      {(args) => <PokersView args={args} />}
    </StatisticsShell>
  );
}

export function PersonalStatisticsPage() {
  return (
    <StatisticsShell
      title={text.personalTitle}
      tabs={false}
      csv={csvOf('personal-stats', '/personal-stats')}
    >
      {(args) => <PersonalView args={args} />}
    </StatisticsShell>
  );
}

const SCREENS: Partial<Record<RouteId, () => React.JSX.Element>> = {
  'statistics-operators': OperatorsStatisticsPage,
  'statistics-queues': QueuesStatisticsPage,
  'statistics-scores': ScoresStatisticsPage,
  'statistics-messages': MessagesStatisticsPage,
  'statistics-chat': ChatStatisticsPage,
  'statistics-chat-details': ChatDetailsStatisticsPage,
  'statistics-live-conversations': LiveConversationsStatisticsPage,
  'statistics-live-conversation-details': LiveConversationStatisticsPage,
  'statistics-pokes': PokesStatisticsPage,
  'statistics-pokers': PokersStatisticsPage,
  'personal-stats': PersonalStatisticsPage,
};

/** The screen of the route being shown (the guard has judged the path already). */
export function StatisticsRoutePage() {
  const { pathname } = useLocation();
  const Screen = SCREENS[matchRoute(pathname).route.id];
  return Screen ? <Screen /> : null;
}
