/**
 * Redis glob patterns (KEYS / SCAN MATCH) as regular expressions, so the in-process store matches
 * exactly what Redis would: `*` any run, `?` one character, `[abc]`, `[a-z]`, `[^a]` classes and
 * `\x` for a literal x.
 */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '*') source += '[\\s\\S]*';
    else if (char === '?') source += '[\\s\\S]';
    else if (char === '\\' && i + 1 < pattern.length)
      source += escapeRegExp(pattern[++i] as string);
    else if (char === '[') {
      const end = classEnd(pattern, i);
      if (end === -1) {
        source += escapeRegExp(char);
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negate = body.startsWith('^');
      if (negate) body = body.slice(1);
      source += `[${negate ? '^' : ''}${classBody(body)}]`;
      i = end;
    } else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

/** Escapes a key so that, as a pattern, it matches only itself. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, (char) => `\\${char}`);
}

function escapeRegExp(char: string): string {
  return char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Index of the `]` closing the class that opens at `start`, or -1 (then `[` is literal). */
function classEnd(pattern: string, start: number): number {
  for (let i = start + 1; i < pattern.length; i++) {
    if (pattern[i] === '\\') i++;
    else if (pattern[i] === ']' && i > start + 1) return i;
  }
  return -1;
}

/**
 * A class body with ranges kept and every other character taken literally. Redis takes a range's
 * ends in either order (`[z-a]` is `[a-z]`); a regular expression would refuse the reversed one.
 */
function classBody(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const char = body[i] as string;
    if (char === '\\' && i + 1 < body.length) out += escapeRegExp(body[++i] as string);
    else if (body[i + 1] === '-' && i + 2 < body.length) {
      const end = body[i + 2] as string;
      const [low, high] = char <= end ? [char, end] : [end, char];
      out += `${escapeRegExp(low)}-${escapeRegExp(high)}`;
      i += 2;
    } else out += escapeRegExp(char);
  }
  return out;
}
