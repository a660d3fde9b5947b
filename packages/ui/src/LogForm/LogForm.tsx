import {
  LOG_CATEGORY_DEFINITIONS,
  LOGBOOK_COMMENT_MAX_LENGTH,
  LOGBOOK_SAVE_DEBOUNCE_MS,
  buildSaveLogPayload,
  canSaveLogForm,
  isLogCommentOptional,
  logCategoryDefinition,
  logCommentLength,
  logFormReducer,
  logFormStateErrors,
  logFormStateFromLog,
  logGroupDefinition,
  newLogFormState,
  type Log,
  type LogCategory,
  type LogConcerning,
  type LogFormField,
  type SaveLogPayload,
} from '@switchboard/domain';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { CommentField, Counter, Footer, Form, Row, SaveError } from './LogForm.styles';
import { logFormTexts as texts } from './texts';

export interface LogFormProps {
  chatId: string;
  /** Whom a new log is about; ignored when `log` is given (an edit keeps its own). */
  concerning: LogConcerning;
  /** The log to edit; a new log when absent. Change the component's `key` to load another. */
  log?: Log | null;
  /** A save is running: Save is disabled and shows busy, the fields are frozen. */
  saving?: boolean;
  /** The text of a failed save, e.g. 'Failed to save logbook entry.'. */
  error?: string | null;
  /** Called once, 500 ms after the last click on Save, with the domain's save payload. */
  onSave: (payload: SaveLogPayload) => void;
  onCancel: () => void;
}

type Touched = Partial<Record<LogFormField, boolean>>;

/**
 * The logbook form (spec §5): category, then group, then value, and a comment of at most 120
 * characters. State and validation are the domain's (`logFormReducer`, `logFormStateErrors`);
 * an error shows once its field was touched or a save was attempted.
 */
export function LogForm({
  chatId,
  concerning,
  log,
  saving = false,
  error,
  onSave,
  onCancel,
}: LogFormProps) {
  const [draft, dispatch] = useReducer(logFormReducer, null, () =>
    log ? logFormStateFromLog(log) : newLogFormState(concerning),
  );
  // The running save comes from the parent; the reducer's flag follows it.
  const state = draft.isSaving === saving ? draft : { ...draft, isSaving: saving };
  const [touched, setTouched] = useState<Touched>({});
  const [attempted, setAttempted] = useState(false);
  const commentId = useId();

  const latest = useRef({ state, chatId, onSave });
  useEffect(() => {
    latest.current = { state, chatId, onSave };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const { values } = state;
  const errors = logFormStateErrors(state);
  const shown = (field: LogFormField) => (touched[field] || attempted ? errors[field] : undefined);
  const touch = (field: LogFormField) =>
    setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const canSave = canSaveLogForm(state);

  const save = () => {
    if (!canSave) {
      setAttempted(true);
      return;
    }
    // Debounced: each click restarts the wait, so a burst of clicks saves once.
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const current = latest.current;
      if (canSaveLogForm(current.state)) {
        current.onSave(buildSaveLogPayload(current.chatId, current.state));
      }
    }, LOGBOOK_SAVE_DEBOUNCE_MS);
  };

  const category = values.category;
  const groups = category === null ? [] : logCategoryDefinition(category).groups;
  const group = category === null ? undefined : logGroupDefinition(category, values.group);
  const commentLength = logCommentLength(values.comment);

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Row>
        <Select
          label={texts.category}
          placeholder={texts.chooseCategory}
          options={LOG_CATEGORY_DEFINITIONS.map((c) => ({ value: c.code, label: c.label }))}
          value={category ?? ''}
          disabled={saving}
          error={shown('category')}
          onChange={(event) => {
            touch('category');
            const value = event.target.value;
            dispatch({
              type: 'categoryChanged',
              category: value === '' ? null : (value as LogCategory),
            });
          }}
          onBlur={() => touch('category')}
        />
        {category !== null && (
          <Select
            label={texts.group}
            options={groups.map((g) => ({ value: g.code, label: g.label }))}
            value={values.group}
            disabled={saving}
            error={shown('group')}
            onChange={(event) => {
              touch('group');
              dispatch({ type: 'groupChanged', group: event.target.value });
            }}
            onBlur={() => touch('group')}
          />
        )}
      </Row>
      {group?.input === 'select' && (
        <Select
          label={group.label}
          placeholder={texts.chooseValue}
          options={group.options.map((o) => ({ value: o.code, label: o.label }))}
          value={values.groupValue ?? ''}
          disabled={saving}
          error={shown('groupValue')}
          onChange={(event) => {
            touch('groupValue');
            dispatch({ type: 'groupValueChanged', groupValue: event.target.value || null });
          }}
          onBlur={() => touch('groupValue')}
        />
      )}
      {group?.input === 'text' && (
        <TextField
          label={group.label}
          value={values.groupValue ?? ''}
          disabled={saving}
          error={shown('groupValue')}
          autoComplete="off"
          onChange={(event) =>
            dispatch({ type: 'groupValueChanged', groupValue: event.target.value })
          }
          onBlur={() => touch('groupValue')}
        />
      )}
      <CommentField>
        <TextField
          multiline
          label={
            isLogCommentOptional(category, values.group) ? texts.commentOptional : texts.comment
          }
          value={values.comment}
          disabled={saving}
          error={shown('comment')}
          rows={3}
          onChange={(event) => dispatch({ type: 'commentChanged', comment: event.target.value })}
          onBlur={() => touch('comment')}
        />
        <Counter
          id={commentId}
          $over={commentLength > LOGBOOK_COMMENT_MAX_LENGTH}
          aria-label={texts.counterLabel(commentLength, LOGBOOK_COMMENT_MAX_LENGTH)}
          role="status"
        >
          {texts.counter(commentLength, LOGBOOK_COMMENT_MAX_LENGTH)}
        </Counter>
      </CommentField>
      {error && (
        <SaveError role="alert">
          <Icon name="error" size={18} />
          {error}
        </SaveError>
      )}
      <Footer>
        <Button variant="text" onClick={onCancel} disabled={saving}>
          {texts.cancel}
        </Button>
        <Button type="submit" disabled={!canSave} busy={saving}>
          {texts.save}
        </Button>
      </Footer>
    </Form>
  );
}
