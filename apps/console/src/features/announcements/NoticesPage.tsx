import { hasRole, NOTICES_MESSAGES as text } from '@switchboard/domain';
import {
  AnnouncementsDialog,
  Button,
  NoticesPanel,
  NoticesPanelRow,
  NoticesPanelTitle,
  NoticesPanelToolbar,
  Select,
  Spinner,
  TextField,
} from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type FormEvent } from 'react';
import { useAppSelector } from '../../app/hooks';
import { formatDate } from '../../common/formatDate';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { SystemNotificationsPanel } from '../system-notifications/SystemNotificationsPanel';
import { EMPTY_LIVE_LIST } from '../../app/socket/liveQuery';
import { splitAnnouncementRows } from './announcementsApi';
import { useCreateTopicMutation, useLiveNoticesQuery } from './noticesApi';
import { TopicCard } from './TopicCard';
import { useNoticeAction } from '../notifications/useNoticeAction';

/**
 * /announcements, "Notices" (Admin, Manager): the announcement topics of a locale and their
 * announcements, written live to the operators' dialog, with a preview of that dialog. Admins
 * also post and disable system notifications here.
 */
export function NoticesPage() {
  const user = useAppSelector(selectUser);
  const geos = useMemo(() => user?.geos ?? [], [user]);
  const [locale, setLocale] = useState<string>('');
  const current = locale || geos[0] || '';
  const { data: list = EMPTY_LIVE_LIST } = useLiveNoticesQuery(
    geos.length > 0 ? { locales: geos } : skipToken,
  );
  const { topics, announcements } = useMemo(() => splitAnnouncementRows(list.rows), [list.rows]);
  const shown = topics
    .filter((topic) => topic.locale === current)
    .sort((a, b) => a.title.localeCompare(b.title));
  const [previewing, setPreviewing] = useState(false);
  const isAdmin = user !== null && hasRole(user.roles, 'Admin');

  return (
    <Screen>
      <Heading>{text.title}</Heading>
      {geos.length === 0 ? (
        <Note>{text.noGeos}</Note>
      ) : (
        <>
          <NoticesPanelToolbar>
            <Select
              label={text.locale}
              value={current}
              options={geos.map((geo) => ({ value: geo, label: geo.toUpperCase() }))}
              onChange={(event) => setLocale(event.target.value)}
            />
            <Button
              variant="secondary"
              disabled={topics.length === 0}
              onClick={() => setPreviewing(true)}
            >
              {text.preview}
            </Button>
          </NoticesPanelToolbar>
          <NewTopicForm locale={current} />
          {!list.loaded ? (
            <Spinner label={text.loading} />
          ) : shown.length === 0 ? (
            <Note>{text.noTopics}</Note>
          ) : (
            shown.map((topic) => (
              <TopicCard
                key={topic.id}
                topic={topic}
                announcements={announcements.filter((a) => a.topicId === topic.id)}
                formatDate={formatDate}
              />
            ))
          )}
          <AnnouncementsDialog
            open={previewing}
            topics={topics}
            announcements={announcements}
            formatDate={formatDate}
            onClose={() => setPreviewing(false)}
          />
        </>
      )}
      {isAdmin && <SystemNotificationsPanel formatDate={formatDate} />}
    </Screen>
  );
}

function NewTopicForm({ locale }: { locale: string }) {
  const act = useNoticeAction();
  const [title, setTitle] = useState('');
  const [emoji, setEmoji] = useState('');
  const [create, creating] = useCreateTopicMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return;
    const ok = await act(() => create({ locale, title, emoji }).unwrap());
    if (ok) {
      setTitle('');
      setEmoji('');
    }
  };
  return (
    <NoticesPanel aria-labelledby="new-topic">
      <NoticesPanelTitle id="new-topic">{text.newTopic}</NoticesPanelTitle>
      <form onSubmit={(event) => void submit(event)}>
        <NoticesPanelRow>
          <TextField
            label={text.topicTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextField
            label={text.emoji}
            value={emoji}
            maxLength={16}
            onChange={(event) => setEmoji(event.target.value)}
          />
          <Button type="submit" busy={creating.isLoading} disabled={title.trim() === ''}>
            {text.addTopic}
          </Button>
        </NoticesPanelRow>
      </form>
    </NoticesPanel>
  );
}
