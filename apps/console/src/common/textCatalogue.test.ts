import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// STYLE rule 18 and the domain's `messages.ts`: every user-facing text lives in one catalogue.
describe('the console keeps no texts of its own', () => {
  it('has no text catalogue module: the texts come from @switchboard/domain', () => {
    const catalogues = sourceFiles(SRC)
      .filter((file) => /export const [A-Z_]*(MESSAGES|TEXTS)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(catalogues).toEqual([]);
  });

  it("reports a failed moderation with the spec's 'Failed to change the message status.'", () => {
    const moderation = readFileSync(join(SRC, 'features/chat/MessageModeration.tsx'), 'utf8');
    expect(moderation).toContain('notifyError(messages.messageStatusChangeFailed)');
  });
});
