/** The check screen's keyboard shortcuts: one key per action, shown on the buttons. */
export type ReviewShortcutAction = 'safe' | 'abuse' | 'skip' | 'release';

export const REVIEW_SHORTCUTS: Record<ReviewShortcutAction, string> = {
  safe: 's',
  abuse: 'a',
  skip: 'n',
  release: 'r',
};

/** What a shortcut needs of a keyboard event. */
export interface ShortcutKeyEvent {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat?: boolean;
  target: EventTarget | null;
}

/** Whether the key press is typing (in a field, or in anything editable), not a command. */
function isTyping(target: EventTarget | null): boolean {
  if (typeof target !== 'object' || target === null) return false;
  const element = target as { tagName?: unknown; isContentEditable?: unknown; type?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toUpperCase() : '';
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // Buttons of a form do not take letters: a shortcut pressed there still counts.
  return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(String(element.type));
}

/**
 * The action a key press asks for, or null: plain letter keys only (no modifiers, no auto-repeat,
 * so holding a key never decides several items), never while typing in a field.
 */
export function reviewShortcutOf(event: ShortcutKeyEvent): ReviewShortcutAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  if (isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  const entry = Object.entries(REVIEW_SHORTCUTS).find(([, shortcut]) => shortcut === key);
  return entry ? (entry[0] as ReviewShortcutAction) : null;
}
