import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { emojiToColonCodes } from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Form, Spacer, TextArea, Toolbar, ToolButton } from './Composer.styles';
import { EmojiPicker } from './EmojiPicker';
import { composerMessages as text } from './messages';

export interface ComposerProps {
  /**
   * Sends the reply; `text` is trimmed and has emoji as colon codes. Returning a promise keeps
   * the draft until it resolves (a rejected send keeps it for another try).
   */
  onSend: (text: string) => void | Promise<unknown>;
  /** A send is running: the send button shows busy and Enter does nothing. */
  sending?: boolean;
  disabled?: boolean;
  /** Shows the attachment button. */
  onAttach?: () => void;
  /** An attachment is chosen: the reply may go without text. */
  hasAttachment?: boolean;
  /** The draft, native emoji, when the app controls it (e.g. to put a suggestion in). */
  value?: string;
  onChange?: (value: string) => void;
  label?: string;
  placeholder?: string;
}

/** The reply box of a chat: emoji picker, Enter to send, Shift+Enter for a new line. */
export function Composer({
  onSend,
  sending = false,
  disabled = false,
  onAttach,
  hasAttachment = false,
  value,
  onChange,
  label = text.label,
  placeholder = text.placeholder,
}: ComposerProps) {
  const [ownDraft, setOwnDraft] = useState('');
  const draft = value ?? ownDraft;
  const setDraft = (next: string) => {
    if (value === undefined) setOwnDraft(next);
    onChange?.(next);
  };
  const [pickerOpen, setPickerOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const emojiToggle = useRef<HTMLButtonElement>(null);
  const pickerId = useId();

  const canSend = (draft.trim() !== '' || hasAttachment) && !sending && !disabled;

  const send = async () => {
    if (!canSend) return;
    try {
      await onSend(emojiToColonCodes(draft.trim()));
      setDraft('');
    } catch {
      // The app reports the failure; the draft stays for another try.
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const insertEmoji = (emoji: string) => {
    const element = textarea.current;
    const start = element?.selectionStart ?? draft.length;
    const end = element?.selectionEnd ?? draft.length;
    setDraft(draft.slice(0, start) + emoji + draft.slice(end));
    setPickerOpen(false);
    // After React has rendered the new text, put the caret after the emoji.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <Form onSubmit={onSubmit}>
      <TextArea
        ref={textarea}
        aria-label={label}
        placeholder={placeholder}
        rows={2}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Toolbar>
        <ToolButton
          ref={emojiToggle}
          type="button"
          aria-label={text.emoji}
          aria-expanded={pickerOpen}
          aria-controls={pickerOpen ? pickerId : undefined}
          disabled={disabled}
          onClick={() => setPickerOpen((open) => !open)}
        >
          <Icon name="emoji" />
        </ToolButton>
        {onAttach && (
          <ToolButton type="button" aria-label={text.attach} disabled={disabled} onClick={onAttach}>
            <Icon name="attachment" />
          </ToolButton>
        )}
        <Spacer />
        <Button
          type="submit"
          icon={<Icon name="send" />}
          busy={sending}
          disabled={!canSend && !sending}
        >
          {text.send}
        </Button>
      </Toolbar>
      {pickerOpen && (
        <EmojiPicker
          id={pickerId}
          onPick={insertEmoji}
          onClose={() => {
            setPickerOpen(false);
            emojiToggle.current?.focus();
          }}
        />
      )}
    </Form>
  );
}
