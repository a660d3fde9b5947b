import {
  FOLLOW_UP_DELAY_OPTIONS,
  followUpLabel,
  formatFollowUpTime,
  isPokeInPast,
} from '@switchboard/domain';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Select } from '../Select';
import { followUpListTexts as texts } from './FollowUpList.texts';
import {
  Body,
  Empty,
  Excerpt,
  Header,
  Item,
  ItemTitle,
  List,
  Section,
  Title,
  When,
} from './FollowUpList.styles';

export interface FollowUpItem {
  /** The follow-up's order (followUp.index); the list is shown by it. */
  index: number;
  delayMinutes: number;
  message: string;
  /** When it goes out (ISO); null when not known yet. */
  scheduledAt: string | null;
  /** The stored time before this edit: once passed, the follow-up has gone out. */
  originalScheduledAt?: string | null;
}

export interface FollowUpListProps {
  followUps: readonly FollowUpItem[];
  /** The profile's timezone; UTC when missing or unknown. */
  timezone?: string | null;
  now: Date;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** The follow-up with this index changed (today: its delay). */
  onChange: (index: number, next: FollowUpItem) => void;
  disabled?: boolean;
}

const EXCERPT_LENGTH = 120;
const DELAY_OPTIONS = FOLLOW_UP_DELAY_OPTIONS.map((option) => ({
  value: String(option.minutes),
  label: option.label,
}));

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

/** A poke's follow-ups in order, each with its delay, message excerpt and time. */
export function FollowUpList({
  followUps,
  timezone,
  now,
  onAdd,
  onRemove,
  onChange,
  disabled = false,
}: FollowUpListProps) {
  const ordered = [...followUps].sort((a, b) => a.index - b.index);
  return (
    <Section aria-label={texts.title}>
      <Header>
        <Title>{texts.title}</Title>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="add" size={16} />}
          disabled={disabled}
          onClick={onAdd}
        >
          {texts.add}
        </Button>
      </Header>
      {ordered.length === 0 ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <List>
          {ordered.map((item, position) => {
            const label = followUpLabel(position + 1);
            const past = isPokeInPast(
              { scheduled: item.scheduledAt, strategy: 'follow-up' },
              now,
              item.originalScheduledAt,
            );
            const time = formatFollowUpTime(item.scheduledAt, timezone);
            return (
              <Item key={item.index} $past={past}>
                <Select
                  label={texts.delay}
                  options={DELAY_OPTIONS}
                  value={String(item.delayMinutes)}
                  disabled={disabled}
                  onChange={(event) =>
                    onChange(item.index, { ...item, delayMinutes: Number(event.target.value) })
                  }
                />
                <Body>
                  <ItemTitle>{label}</ItemTitle>
                  <Excerpt $muted={item.message.trim() === ''} title={item.message}>
                    {item.message.trim() === '' ? texts.noMessage : excerpt(item.message)}
                  </Excerpt>
                  {time && (
                    <When>
                      <Icon name="clock" size={16} />
                      <time dateTime={item.scheduledAt ?? undefined}>{time}</time>
                      {past && <Badge tone="warning">{texts.inThePast}</Badge>}
                    </When>
                  )}
                </Body>
                <Button
                  variant="text"
                  size="sm"
                  icon={<Icon name="delete" size={16} />}
                  aria-label={texts.removeOne(label)}
                  disabled={disabled}
                  onClick={() => onRemove(item.index)}
                >
                  {texts.remove}
                </Button>
              </Item>
            );
          })}
        </List>
      )}
    </Section>
  );
}
