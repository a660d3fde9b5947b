import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescription = InstanceType<typeof protocol.messages.ParameterDescriptionMessage>;

/** Most statements one database keeps parsed; past it, new texts run the usual way. */
export const PGLITE_STATEMENT_CACHE_MAX = 256;

interface Statement {
  name: string;
  /** The parameters' types, as the server inferred them when parsing. */
  paramTypes: number[];
  /** The row description, for reading results (absent for statements that return no rows). */
  rowDescription: RowDescription | undefined;
}

type Query = PGlite['query'];

/** The databases whose `query` keeps statements already. */
const kept = new WeakSet<PGlite>();

/**
 * Makes `pglite.query` keep each statement text it runs parsed on the server, under a name, as
 * PostgreSQL drivers do with prepared statements: the next run of the same text binds and
 * executes it in one call, where PGlite's own `query` parses, plans and describes it afresh
 * through five calls into the WASM engine every time (the planning alone was about a third of a
 * claim statement's cost). The server re-plans a named statement itself when a table it reads
 * changes, and after five runs may keep a generic plan, as it does for any driver's statement.
 *
 * Only queries outside `transaction()` take this path (those inside run through the transaction's
 * own object, unchanged); each waits for any open transaction and query first, as `query` does.
 * A text that fails to parse is not kept, and past `PGLITE_STATEMENT_CACHE_MAX` texts the rest
 * run the usual way.
 */
export function keepStatementsParsed(pglite: PGlite, max = PGLITE_STATEMENT_CACHE_MAX): void {
  if (kept.has(pglite)) return;
  kept.add(pglite);
  const usual: Query = pglite.query.bind(pglite);
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `sb_${(counter += 1)}`;
    const { messages } = await pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find(
      (message): message is ParameterDescription => message.name === 'parameterDescription',
    );
    const rowDescription = messages.find(
      (message): message is RowDescription => message.name === 'rowDescription',
    );
    return { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription };
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || (!statements.has(text) && statements.size >= max)) {
      return usual<T>(text, params, options);
    }
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async (): Promise<Results<T>> => {
        let statement = statements.get(text);
        if (!statement) {
          statement = await prepare(text, options);
          statements.set(text, statement);
        }
        const { paramTypes } = statement;
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = paramTypes[i]!;
          const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
          // As PGlite's own query does for a type it has no serializer for.
          return serialize ? serialize(value) : (value as { toString(): string }).toString();
        });
        const { messages } = await pglite.execProtocol(
          concat([
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pglite.syncToFs();
        const described = statement.rowDescription
          ? [statement.rowDescription, ...messages]
          : messages;
        return parse.parseResults(described, pglite.parsers, options)[0] as Results<T>;
      }),
    );
  };
  pglite.query = query as Query;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
