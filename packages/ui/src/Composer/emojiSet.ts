/**
 * The emoji offered by the composer's picker: the ones operators reach for most in chat. Each
 * has a gemoji short name, so `emojiToColonCodes` stores it as a colon code.
 */
export const COMPOSER_EMOJI: readonly { emoji: string; label: string }[] = [
  { emoji: '😀', label: 'grinning face' },
  { emoji: '😂', label: 'tears of joy' },
  { emoji: '😊', label: 'smiling face' },
  { emoji: '😍', label: 'heart eyes' },
  { emoji: '🥰', label: 'smiling face with hearts' },
  { emoji: '😘', label: 'blowing a kiss' },
  { emoji: '😉', label: 'winking face' },
  { emoji: '😏', label: 'smirking face' },
  { emoji: '😎', label: 'sunglasses' },
  { emoji: '😇', label: 'halo' },
  { emoji: '😋', label: 'yum' },
  { emoji: '🤗', label: 'hugging face' },
  { emoji: '🤔', label: 'thinking face' },
  { emoji: '😅', label: 'sweat smile' },
  { emoji: '😮', label: 'open mouth' },
  { emoji: '😢', label: 'crying face' },
  { emoji: '👍', label: 'thumbs up' },
  { emoji: '👋', label: 'waving hand' },
  { emoji: '👏', label: 'clapping hands' },
  { emoji: '🙏', label: 'folded hands' },
  { emoji: '❤️', label: 'red heart' },
  { emoji: '🔥', label: 'fire' },
  { emoji: '🎉', label: 'party popper' },
  { emoji: '🌹', label: 'rose' },
];

/** Columns of the picker grid; arrow up and down move by this many. */
export const EMOJI_COLUMNS = 6;
