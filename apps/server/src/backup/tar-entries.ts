export interface TarEntry {
  /** The path inside the archive, without a leading slash. */
  name: string;
  size: number;
  modified: Date;
}

const BLOCK = 512;

/**
 * The entries of a tar archive (ustar, as PGlite's `dumpDataDir` writes it), read from the
 * headers alone. A restore looks at them before it hands the archive to PGlite: PGlite unpacks
 * whatever it is given into the folder and only then finds out it holds no database. Throws on
 * anything that is not a whole tar archive (a header whose checksum is wrong, a cut end).
 */
export function listTarEntries(tar: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    if (!checksumMatches(header)) throw new Error(`no tar header at byte ${offset}`);
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    const size = octal(header, 124, 12);
    entries.push({
      name: (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, ''),
      size,
      modified: new Date(octal(header, 136, 12) * 1000),
    });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('the archive is cut short');
}

function text(header: Uint8Array, start: number, length: number): string {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end >= 0 ? field.subarray(0, end) : field).toString('utf8');
}

function octal(header: Uint8Array, start: number, length: number): number {
  const value = text(header, start, length).trim();
  return value ? parseInt(value, 8) : 0;
}

/** The header's checksum: the sum of its bytes, the checksum field counted as spaces. */
function checksumMatches(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum === octal(header, 148, 8);
}
