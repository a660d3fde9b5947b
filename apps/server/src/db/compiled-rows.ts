import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** One selected field of a prepared select, as drizzle orders them (the row's column order). */
interface OrderedField {
  path: string[];
  field: unknown;
}

/**
 * What drizzle-orm 0.45's prepared query keeps to map its rows, the same in the node-postgres
 * and PGlite sessions: the ordered fields, which joined tables may be null, and a mapper that,
 * when set, replaces the per-row mapping (drizzle's own relational queries set it).
 */
interface MappingState {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * Maps the rows of a prepared select as drizzle does, with the work that depends only on the
 * select done once. Drizzle's `mapResultRow` asks of every field, on every row, what kind of field
 * it is (`is()`, which walks the prototype chain) and which table a column belongs to; for the
 * claim statements, whose rows carry a user, a tenant and two chats (about 60 columns), that was
 * a sixth of the claim service's CPU time (in process, HTTP left out). Here each field's decoder,
 * nesting path and table are found when the statement is prepared, and a row is one pass over
 * its values. The rows are the same objects drizzle would build: the same keys in the same order, the
 * same decoded values, and a left-joined table with no row read as null (the rule of
 * `mapResultRow`: its first column is null and no column of another table shares its object).
 *
 * Only for statements on hot paths; anything drizzle does not describe this way is refused at
 * once, so an upgrade that changes it fails the first test rather than a claim.
 */
export function withCompiledRows<T extends object>(prepared: T): T {
  const state = prepared as MappingState;
  const { fields, joinsNotNullableMap: joins } = state;
  if (!Array.isArray(fields) || !('customResultMapper' in state)) {
    throw new Error('withCompiledRows: not a prepared select of drizzle-orm 0.45');
  }
  if (state.customResultMapper) {
    throw new Error('withCompiledRows: the statement maps its rows already');
  }
  const columns = fields.map(({ path, field }) => ({
    path,
    head: path[0]!,
    leaf: path[path.length - 1]!,
    decoder: decoderOf(field),
    // The table whose missing row nulls its object (a joined table's columns, two deep).
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < columns.length; i += 1) {
      const { path, head, leaf, decoder, table } = columns[i]!;
      const raw = row[i];
      const value = raw === null ? null : decoder.mapFromDriverValue(raw);
      if (path.length === 1) {
        result[head] = value;
        continue;
      }
      let node = (result[head] ??= {}) as Record<string, unknown>;
      for (let depth = 1; depth < path.length - 1; depth += 1) {
        node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
      }
      node[leaf] = value;
      if (table !== null) {
        const seen = nullify[head];
        if (seen === undefined) nullify[head] = value === null ? table : false;
        else if (seen !== false && seen !== table) nullify[head] = false;
      }
    }
    if (joins) {
      for (const head in nullify) {
        const table = nullify[head];
        if (typeof table === 'string' && !joins[table]) result[head] = null;
      }
    }
    return result;
  };
  state.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}

/** The decoder of a selected field, found as `mapResultRow` finds it (`decoder` is drizzle's own). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoding = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoding(field);
  if (is(field, Subquery)) return decoding(field._.sql);
  return decoding((field as SQL.Aliased).sql);
}
