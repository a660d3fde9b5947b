import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupErrorCode } from './errors.js';
import { restoreBackup } from './restore.js';

// What a restore refuses, before it touches anything. (A restore that succeeds: backup.test.ts
// into a new folder, backup.process.test.ts into an empty one.)

let tmp: string;

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: BackupErrorCode }) => error.code,
  );

/** A one-file ustar archive, as `tar` would write it. */
function tarOf(name: string, content: string): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000644\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
  body.write(content);
  return Buffer.concat([header, body, Buffer.alloc(1024)]);
}

describe('restoreBackup refuses', () => {
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'switchboard-restore-'));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('a folder that is not empty, and leaves it as it was', async () => {
    const dataDir = join(tmp, 'in-use');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '17\n');
    const file = join(tmp, 'any.tar.gz');
    writeFileSync(file, gzipSync(tarOf('PG_VERSION', '17\n')));
    const refused = restoreBackup({ file, dataDir });
    await expect(refused).rejects.toThrow(`${dataDir} is not empty.`);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    // A file where the folder should be.
    expect(await codeOf(restoreBackup({ file, dataDir: join(dataDir, 'PG_VERSION') }))).toBe(
      'folder-not-empty',
    );
  });

  it('a file that is missing or is no backup, and creates nothing', async () => {
    const dataDir = join(tmp, 'target');
    const cases: [string, Buffer, string][] = [
      ['plain.tar.gz', Buffer.from('just text'), 'it is not gzip-compressed, or it is damaged'],
      ['text.tar.gz', gzipSync('just text, but compressed'), 'it holds no whole tar archive'],
      ['other.tar.gz', gzipSync(tarOf('notes.txt', 'hello')), 'the archive has no PG_VERSION'],
      [
        'cut.tar.gz',
        gzipSync(tarOf('PG_VERSION', '17\n').subarray(0, 700)),
        'it holds no whole tar archive (the archive is cut short)',
      ],
    ];
    for (const [name, content, reason] of cases) {
      const file = join(tmp, name);
      writeFileSync(file, content);
      const refused = restoreBackup({ file, dataDir });
      await expect(refused, name).rejects.toThrow(
        `${file} is not a Switchboard backup (the .tar.gz that npm run backup writes): ${reason}`,
      );
    }
    const missing = join(tmp, 'missing.tar.gz');
    await expect(restoreBackup({ file: missing, dataDir })).rejects.toThrow(
      `${missing} does not exist.`,
    );
    expect(readdirSync(tmp).filter((name) => name.includes('target'))).toEqual([]);
  });
});
