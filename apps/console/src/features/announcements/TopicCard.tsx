import {
  announcementDate,
  NOTICES_MESSAGES as text,
  type Announcement,
  type AnnouncementTopic,
} from '@switchboard/domain';
import {
  AnnouncementMessage,
  Button,
  NoticesPanel,
  NoticesPanelButtons,
  NoticesPanelItem,
  NoticesPanelItemList,
  NoticesPanelMeta,
  NoticesPanelRow,
  NoticesPanelTitle,
  TextField,
} from '@switchboard/ui';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import {
  useCreateAnnouncementMutation,
  useDeleteAnnouncementMutation,
  useDeleteTopicMutation,
  useUpdateAnnouncementMutation,
  useUpdateTopicMutation,
} from './noticesApi';
import { useNoticeAction } from '../notifications/useNoticeAction';

/** One topic of a locale with its announcements: rename, remove, add, edit and remove items. */
export function TopicCard({
  topic,
  announcements,
  formatDate,
}: {
  topic: AnnouncementTopic;
  announcements: readonly Announcement[];
  formatDate: (iso: string) => string;
}) {
  const act = useNoticeAction();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(topic.title);
  const [emoji, setEmoji] = useState(topic.emoji);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState('');
  const [updateTopic, updating] = useUpdateTopicMutation();
  const [deleteTopic, deleting] = useDeleteTopicMutation();
  const [createAnnouncement, creating] = useCreateAnnouncementMutation();
  const headingId = `topic-${topic.id}`;

  const saveTopic = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await act(() => updateTopic({ id: topic.id, title, emoji }).unwrap(), text.saved);
    if (ok) setEditing(false);
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    const ok = await act(() => createAnnouncement({ topicId: topic.id, message: draft }).unwrap());
    if (ok) setDraft('');
  };

  return (
    <NoticesPanel aria-labelledby={headingId}>
      {editing ? (
        <form onSubmit={(event) => void saveTopic(event)}>
          <NoticesPanelRow>
            <TextField
              label={text.topicTitle}
              value={title}
              required
              onChange={(event) => setTitle(event.target.value)}
            />
            <TextField
              label={text.emoji}
              value={emoji}
              maxLength={16}
              onChange={(event) => setEmoji(event.target.value)}
            />
            <Button type="submit" busy={updating.isLoading} disabled={title.trim() === ''}>
              {text.save}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {text.cancel}
            </Button>
          </NoticesPanelRow>
        </form>
      ) : (
        <NoticesPanelTitle id={headingId}>
          {topic.emoji && <span aria-hidden="true">{topic.emoji}</span>}
          {topic.title}
        </NoticesPanelTitle>
      )}
      {!editing && (
        <NoticesPanelButtons>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${text.editTopic}: ${topic.title}`}
            onClick={() => {
              setTitle(topic.title);
              setEmoji(topic.emoji);
              setEditing(true);
            }}
          >
            {text.editTopic}
          </Button>
          <Button
            size="sm"
            variant="text"
            aria-label={`${text.deleteTopic}: ${topic.title}`}
            onClick={() => setConfirming(true)}
          >
            {text.deleteTopic}
          </Button>
        </NoticesPanelButtons>
      )}
      {announcements.length === 0 ? (
        <NoticesPanelMeta as="p">{text.noAnnouncements}</NoticesPanelMeta>
      ) : (
        <NoticesPanelItemList aria-label={topic.title}>
          {announcements.map((announcement) => (
            <AnnouncementItem
              key={announcement.id}
              announcement={announcement}
              formatDate={formatDate}
            />
          ))}
        </NoticesPanelItemList>
      )}
      <form onSubmit={(event) => void add(event)}>
        <TextField
          multiline
          rows={3}
          label={text.addAnnouncement}
          helper={text.messageHelp}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" size="sm" busy={creating.isLoading} disabled={draft.trim() === ''}>
          {text.addAnnouncement}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={text.deleteTopic}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        busy={deleting.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void act(() => deleteTopic({ id: topic.id }).unwrap(), text.deleted).then(() =>
            setConfirming(false),
          )
        }
      >
        {text.confirmDeleteTopic(topic.title)}
      </ConfirmDialog>
    </NoticesPanel>
  );
}

function AnnouncementItem({
  announcement,
  formatDate,
}: {
  announcement: Announcement;
  formatDate: (iso: string) => string;
}) {
  const act = useNoticeAction();
  const [editing, setEditing] = useState(false);
  const [message, setMessage] = useState(announcement.message);
  const [confirming, setConfirming] = useState(false);
  const [update, updating] = useUpdateAnnouncementMutation();
  const [remove, removing] = useDeleteAnnouncementMutation();
  const date = announcementDate(announcement);
  const edited = Boolean(announcement.updatedAt);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await act(() => update({ id: announcement.id, message }).unwrap(), text.saved);
    if (ok) setEditing(false);
  };

  return (
    <NoticesPanelItem>
      {editing ? (
        <form onSubmit={(event) => void save(event)}>
          <TextField
            multiline
            rows={4}
            label={text.editAnnouncement}
            helper={text.messageHelp}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <NoticesPanelButtons>
            <Button type="submit" size="sm" busy={updating.isLoading} disabled={!message.trim()}>
              {text.save}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(false)}>
              {text.cancel}
            </Button>
          </NoticesPanelButtons>
        </form>
      ) : (
        <AnnouncementMessage message={announcement.message} />
      )}
      <NoticesPanelMeta>
        {edited ? text.updated : text.created} <time dateTime={date}>{formatDate(date)}</time>
      </NoticesPanelMeta>
      {!editing && (
        <NoticesPanelButtons>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setMessage(announcement.message);
              setEditing(true);
            }}
          >
            {text.edit}
          </Button>
          <Button size="sm" variant="text" onClick={() => setConfirming(true)}>
            {text.delete}
          </Button>
        </NoticesPanelButtons>
      )}
      <ConfirmDialog
        open={confirming}
        title={text.deleteAnnouncement}
        confirmLabel={text.delete}
        cancelLabel={text.cancel}
        busy={removing.isLoading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void act(() => remove({ id: announcement.id }).unwrap(), text.deleted).then(() =>
            setConfirming(false),
          )
        }
      >
        {text.confirmDeleteAnnouncement}
      </ConfirmDialog>
    </NoticesPanelItem>
  );
}
