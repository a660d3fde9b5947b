import {
  LOGBOOK_DIALOG_WIDTH,
  canModifyLog,
  logDialogTitle,
  messages,
  splitLogbookPanels,
  visibleLogAuthor,
  type Log,
  type LogbookViewer,
  type LogConcerning,
  type SaveLogPayload,
} from '@switchboard/domain';
import { useId, useState } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import { LogForm } from '../LogForm';
import { LogEntry } from './LogEntry';
import {
  Empty,
  ErrorText,
  FormBody,
  LogList,
  Panel,
  PanelHeader,
  PanelTitle,
  Panels,
} from './LogbookDialog.styles';
import { logbookDialogTexts as texts } from './texts';

export interface LogbookDialogProps {
  open: boolean;
  chatId: string;
  /** The chat's logs, both kinds; the dialog splits them over its panels. */
  logs: readonly Log[];
  /** The signed-in user: decides who may edit or delete and who sees author names. */
  viewer: LogbookViewer;
  formatDate: (iso: string) => string;
  /** A save is running. When it ends without `error`, the dialog returns to its panels. */
  saving?: boolean;
  /** The id of the log being removed, if any. */
  removingId?: string | null;
  /** The text of a failed save or removal, e.g. 'Failed to save logbook entry.'. */
  error?: string | null;
  onSave: (payload: SaveLogPayload) => void;
  onRemove: (log: Log) => void;
  onClose: () => void;
}

type View = { kind: 'panels' } | { kind: 'form'; concerning: LogConcerning; log: Log | null };

const PANELS = [
  { concerning: 'customer', title: messages.customerLogbooks, key: 'customer' },
  { concerning: 'entertainmentProfile', title: messages.profileLogbooks, key: 'profile' },
] as const;

/**
 * The logbook of a claimed chat (spec §2): the 'Customer Logbooks' and 'Profile Logbooks'
 * panels, and the form to add or edit a log.
 */
export function LogbookDialog({
  open,
  chatId,
  logs,
  viewer,
  formatDate,
  saving = false,
  removingId = null,
  error = null,
  onSave,
  onRemove,
  onClose,
}: LogbookDialogProps) {
  const [view, setView] = useState<View>({ kind: 'panels' });
  const [formKey, setFormKey] = useState(0);
  const [wasSaving, setWasSaving] = useState(saving);
  const baseId = useId();
  // A save that ended without an error succeeded: back to the panels (adjusting state while
  // rendering, as React recommends for reacting to a prop change).
  if (wasSaving !== saving) {
    setWasSaving(saving);
    if (!saving && !error && view.kind === 'form') setView({ kind: 'panels' });
  }

  const openForm = (concerning: LogConcerning, log: Log | null) => {
    setFormKey((key) => key + 1);
    setView({ kind: 'form', concerning, log });
  };

  if (view.kind === 'form') {
    return (
      <Dialog
        open={open}
        title={logDialogTitle(view.concerning, view.log ? 'edit' : 'new')}
        width={LOGBOOK_DIALOG_WIDTH}
        onClose={onClose}
      >
        <FormBody>
          <LogForm
            key={formKey}
            chatId={chatId}
            concerning={view.concerning}
            log={view.log}
            saving={saving}
            error={error}
            onSave={onSave}
            onCancel={() => setView({ kind: 'panels' })}
          />
        </FormBody>
      </Dialog>
    );
  }

  const panels = splitLogbookPanels(logs);
  return (
    <Dialog open={open} title={texts.title} width={LOGBOOK_DIALOG_WIDTH} onClose={onClose}>
      {error && (
        <ErrorText role="alert">
          <Icon name="error" size={18} />
          {error}
        </ErrorText>
      )}
      <Panels>
        {PANELS.map(({ concerning, title, key }) => {
          const panelLogs = panels[key];
          const headingId = `${baseId}-${key}`;
          return (
            <Panel key={key} aria-labelledby={headingId}>
              <PanelHeader>
                <PanelTitle id={headingId}>
                  {title}
                  {/* The list already tells assistive technology how many logs it holds. */}
                  <span aria-hidden="true">
                    <Badge tone="neutral">{panelLogs.length}</Badge>
                  </span>
                </PanelTitle>
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<Icon name="add" size={16} />}
                  onClick={() => openForm(concerning, null)}
                >
                  {messages.addNewLog}
                </Button>
              </PanelHeader>
              {panelLogs.length === 0 ? (
                <Empty>{messages.noLogsYet}</Empty>
              ) : (
                <LogList>
                  {panelLogs.map((log) => (
                    <LogEntry
                      key={log.id}
                      log={log}
                      author={visibleLogAuthor(log, viewer.roles)}
                      canModify={canModifyLog(log, viewer)}
                      removing={removingId === log.id}
                      formatDate={formatDate}
                      onEdit={() => openForm(log.concerning, log)}
                      onRemove={() => onRemove(log)}
                    />
                  ))}
                </LogList>
              )}
            </Panel>
          );
        })}
      </Panels>
    </Dialog>
  );
}
