import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EmojiButton, EmojiGrid } from './Composer.styles';
import { COMPOSER_EMOJI, EMOJI_COLUMNS } from './emojiSet';
import { composerMessages as text } from './messages';

export interface EmojiPickerProps {
  id: string;
  onPick: (emoji: string) => void;
  /** Escape: close and give focus back. */
  onClose: () => void;
}

/**
 * A small grid of emoji buttons. One tab stop (roving tabindex); arrow keys, Home and End move;
 * Enter or Space picks; Escape closes.
 */
export function EmojiPicker({ id, onPick, onClose }: EmojiPickerProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    buttons.current[active]?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = COMPOSER_EMOJI.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(active + 1, last),
      ArrowLeft: Math.max(active - 1, 0),
      ArrowDown: Math.min(active + EMOJI_COLUMNS, last),
      ArrowUp: Math.max(active - EMOJI_COLUMNS, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <EmojiGrid id={id} role="group" aria-label={text.emojiPicker} onKeyDown={onKeyDown}>
      {COMPOSER_EMOJI.map(({ emoji, label }, index) => (
        <EmojiButton
          key={emoji}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          aria-label={label}
          tabIndex={index === active ? 0 : -1}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </EmojiButton>
      ))}
    </EmojiGrid>
  );
}
