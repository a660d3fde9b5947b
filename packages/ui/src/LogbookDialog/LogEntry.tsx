import {
  logCategoryLabel,
  logGroupDefinition,
  logGroupValueLabel,
  type Log,
} from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import {
  Category,
  Comment,
  GroupValue,
  LogActions,
  LogBody,
  LogHeading,
  LogItem,
  Meta,
} from './LogbookDialog.styles';
import { logbookDialogTexts as texts } from './texts';

export interface LogEntryProps {
  log: Log;
  /** The author's name, or null when the viewer may not see it. */
  author: string | null;
  canModify: boolean;
  removing: boolean;
  formatDate: (iso: string) => string;
  onEdit: () => void;
  onRemove: () => void;
}

/** One log of a panel: category, group value, comment, dates, author and its actions. */
export function LogEntry({
  log,
  author,
  canModify,
  removing,
  formatDate,
  onEdit,
  onRemove,
}: LogEntryProps) {
  const { group, groupValue, value } = log.content;
  const valueLabel = logGroupValueLabel(log.category, group, groupValue);
  const groupLabel = logGroupDefinition(log.category, group)?.label;
  return (
    <LogItem>
      <LogBody>
        <LogHeading>
          <Category>{logCategoryLabel(log.category)}</Category>
          {valueLabel && (
            <GroupValue>{groupLabel ? `${groupLabel}: ${valueLabel}` : valueLabel}</GroupValue>
          )}
        </LogHeading>
        {value && <Comment>{value}</Comment>}
        <Meta>
          {texts.created} <time dateTime={log.createdAt}>{formatDate(log.createdAt)}</time>
          {log.updatedAt && (
            <>
              {' · '}
              {texts.updated} <time dateTime={log.updatedAt}>{formatDate(log.updatedAt)}</time>
            </>
          )}
          {author && ` · ${texts.by} ${author}`}
        </Meta>
      </LogBody>
      {canModify && (
        <LogActions>
          <Button
            variant="text"
            size="sm"
            icon={<Icon name="edit" size={16} />}
            onClick={onEdit}
            disabled={removing}
          >
            {texts.edit}
          </Button>
          <Button
            variant="text"
            size="sm"
            icon={<Icon name="delete" size={16} />}
            onClick={onRemove}
            busy={removing}
          >
            {texts.delete}
          </Button>
        </LogActions>
      )}
    </LogItem>
  );
}
