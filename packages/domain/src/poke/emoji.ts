import { emojiToName, nameToEmoji } from 'gemoji';

/**
 * Emoji in poke message text are stored as colon codes (`:smile:`) and shown as native emoji
 * (spec §5). The table is GitHub's gemoji list (package `gemoji`), whose short names are the
 * ones people already type (`:+1:`, `:heart:`, `:100:`).
 *
 * Emoji the table does not hold, such as a thumbs-up with a skin tone, are kept as native
 * characters in storage rather than lose their modifier; they display as they are.
 */

const VARIATION_SELECTOR_16 = '\uFE0F';
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const COLON_CODE = /:([a-z0-9_+-]+):/g;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function lookup<T>(table: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The short name of one grapheme, or undefined. A character typed without its emoji variation
 * selector is matched only when it shows as emoji by default, so plain text such as © or ™ stays
 * text.
 */
function shortNameOf(grapheme: string): string | undefined {
  const exact = lookup(emojiToName, grapheme);
  if (exact !== undefined) return exact;
  if (grapheme.includes(VARIATION_SELECTOR_16)) {
    return lookup(emojiToName, grapheme.replaceAll(VARIATION_SELECTOR_16, ''));
  }
  return EMOJI_PRESENTATION.test(grapheme)
    ? lookup(emojiToName, grapheme + VARIATION_SELECTOR_16)
    : undefined;
}

/** Native emoji → colon codes, for storing: `Hi 😄` → `Hi :smile:`. */
export function emojiToColonCodes(text: string): string {
  let out = '';
  for (const { segment } of segmenter.segment(text)) {
    const name = shortNameOf(segment);
    out += name === undefined ? segment : `:${name}:`;
  }
  return out;
}

/**
 * Colon codes → native emoji, for showing: `Hi :smile:` → `Hi 😄`. A code the table does not
 * know stays as written, and its closing colon may open the next code (`10:30:smile:` keeps
 * `10:30` and shows the smile).
 */
export function colonCodesToEmoji(text: string): string {
  const pattern = new RegExp(COLON_CODE);
  let out = '';
  let from = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const emoji = lookup(nameToEmoji, match[1] ?? '');
    if (emoji === undefined) {
      pattern.lastIndex = match.index + match[0].length - 1;
      continue;
    }
    out += text.slice(from, match.index) + emoji;
    from = match.index + match[0].length;
  }
  return out + text.slice(from);
}

/** The native emoji of a short name (with or without colons), or undefined. */
export function emojiForShortName(name: string): string | undefined {
  return lookup(nameToEmoji, name.replace(/^:(.*):$/, '$1'));
}
