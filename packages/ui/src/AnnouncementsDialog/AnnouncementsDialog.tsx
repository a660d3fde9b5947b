import {
  ANNOUNCEMENTS_DIALOG_WIDTH,
  announcementDate,
  announcementSteps,
  type Announcement,
  type AnnouncementStep,
  type AnnouncementTopic,
} from '@switchboard/domain';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Icon } from '../Icon';
import {
  AnnouncementItem,
  AnnouncementList,
  Emoji,
  Empty,
  Panel,
  PanelHeading,
  Step,
  StepList,
  StepNumber,
  UpdatedAt,
  VisuallyHidden,
} from './AnnouncementsDialog.styles';
import { AnnouncementMessage } from './AnnouncementMessage';
import { announcementsDialogTexts as texts } from './texts';

export interface AnnouncementsDialogProps {
  open: boolean;
  topics: readonly AnnouncementTopic[];
  announcements: readonly Announcement[];
  /** Formats an ISO timestamp for display (the caller owns locale and time zone). */
  formatDate: (iso: string) => string;
  onClose: () => void;
  /** The step shown first (index into the steps); 0 by default. */
  initialStep?: number;
}

/**
 * The operators' announcements: a stepper with one step per locale and topic (spec §2). Steps
 * are tabs: click one, or move with the arrow keys, Home and End; Previous and Next walk them.
 */
export function AnnouncementsDialog({
  open,
  topics,
  announcements,
  formatDate,
  onClose,
  initialStep = 0,
}: AnnouncementsDialogProps) {
  const steps = useMemo(() => announcementSteps(topics, announcements), [topics, announcements]);
  const [selected, setSelected] = useState(initialStep);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const last = steps.length - 1;
  // The topics may change while the dialog is open; never point past the last step.
  const active = Math.max(0, Math.min(selected, last));
  const step = steps[active];

  const go = (index: number, focus = false) => {
    const next = Math.max(0, Math.min(index, last));
    setSelected(next);
    if (focus) tabs.current[next]?.focus();
  };

  const onStepKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target, true);
  };

  return (
    <Dialog
      open={open}
      title={texts.title}
      width={ANNOUNCEMENTS_DIALOG_WIDTH}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="secondary"
            icon={<Icon name="chevronLeft" size={18} />}
            disabled={active <= 0}
            onClick={() => go(active - 1)}
          >
            {texts.previous}
          </Button>
          <Button variant="secondary" disabled={active >= last} onClick={() => go(active + 1)}>
            {texts.next}
            <Icon name="chevronRight" size={18} />
          </Button>
          <Button onClick={onClose}>{texts.close}</Button>
        </>
      }
    >
      {step === undefined ? (
        <Empty>{texts.empty}</Empty>
      ) : (
        <>
          <StepList role="tablist" aria-label={texts.steps} onKeyDown={onStepKeyDown}>
            {steps.map((s, index) => (
              <Step
                key={s.key}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === active}
                aria-controls={`${baseId}-panel`}
                tabIndex={index === active ? 0 : -1}
                title={`${s.topic.title} (${s.locale.toUpperCase()})`}
                $active={index === active}
                $done={index < active}
                onClick={() => go(index)}
              >
                <StepNumber aria-hidden="true" $active={index === active} $done={index < active}>
                  {index + 1}
                </StepNumber>
                <StepLabel step={s} />
              </Step>
            ))}
          </StepList>
          <Panel
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${active}`}
            tabIndex={0}
          >
            <PanelHeading>
              <Flag locale={step.locale} flag={step.flag} />
              {step.emoji && <Emoji aria-hidden="true">{step.emoji}</Emoji>}
              {step.topic.title}
            </PanelHeading>
            <AnnouncementList>
              {step.announcements.map((announcement) => (
                <AnnouncementBody
                  key={announcement.id}
                  announcement={announcement}
                  formatDate={formatDate}
                />
              ))}
            </AnnouncementList>
          </Panel>
        </>
      )}
    </Dialog>
  );
}

function Flag({ locale, flag }: { locale: string; flag: string }) {
  return (
    <Emoji role="img" aria-label={locale.toUpperCase()}>
      {flag}
    </Emoji>
  );
}

/** Flag, emoji, truncated title and the count badge; read as "NL Title (3 announcements)". */
function StepLabel({ step }: { step: AnnouncementStep }) {
  return (
    <>
      <Flag locale={step.locale} flag={step.flag} />
      {step.emoji && <Emoji aria-hidden="true">{step.emoji}</Emoji>}
      <span>{step.title}</span>
      <span aria-hidden="true">
        <Badge tone="primary">{step.count}</Badge>
      </span>
      <VisuallyHidden>({texts.count(step.count)})</VisuallyHidden>
    </>
  );
}

function AnnouncementBody({
  announcement,
  formatDate,
}: {
  announcement: Announcement;
  formatDate: (iso: string) => string;
}) {
  const date = announcementDate(announcement);
  return (
    <AnnouncementItem>
      <AnnouncementMessage message={announcement.message} />
      <UpdatedAt>
        <Icon name="clock" size={14} />
        {texts.updated} <time dateTime={date}>{formatDate(date)}</time>
      </UpdatedAt>
    </AnnouncementItem>
  );
}
