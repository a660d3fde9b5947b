import { useMemo, useState, type FormEvent } from 'react';
import {
  ABUSE_MESSAGES as text,
  AddAbuseWordRequest,
  abuseWordConflictMessage,
  abuseWordsToCsv,
  foldForMatching,
  normaliseAbuseWordValue,
  type AbuseWord,
  type AbuseWordDryRunResult,
  AUDIT_MESSAGES as auditText,
  hasRole,
} from '@switchboard/domain';
import { Button, DataTable, Select, TextField, type DataTableColumn } from '@switchboard/ui';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { auditRecordIds, useLatestAuditEntriesQuery } from '../audit/auditApi';
import { LastChanged } from '../audit/LastChanged';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import {
  useAbuseWordDryRunMutation,
  useAbuseWordsQuery,
  useAddAbuseWordMutation,
  useRemoveAbuseWordMutation,
} from './abuseApi';
import { AbuseNav } from './AbuseNav';
import { FilterBar } from './QueueFilters';
import { errorText } from './items';
import { WordImport } from './WordImport';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Examples = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  & li {
    overflow-wrap: anywhere;
  }
`;

/** The list a word belongs to, as shown: a locale in capitals, or Global. */
const listLabel = (locale: string) => (locale === '' ? text.global : locale.toUpperCase());

/** Downloads `content` as a file (export). */
function download(name: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * /abuse/words (Admin): the word list per locale and global, search, add (with the spec's
 * duplicate text and a dry run of what the word would have flagged in the last 7 days), remove,
 * import a file (each refused line reported) and export.
 */
export function WordsPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const geos = user?.geos ?? [];
  const isAdmin = user !== null && hasRole(user.roles, 'Admin');
  const words = useAbuseWordsQuery();
  const [remove, removal] = useRemoveAbuseWordMutation();
  const [add, adding] = useAddAbuseWordMutation();
  const [dryRun, checking] = useAbuseWordDryRunMutation();
  const [list, setList] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [value, setValue] = useState('');
  const [locale, setLocale] = useState('');
  const [checked, setChecked] = useState<{ key: string; result: AbuseWordDryRunResult } | null>(
    null,
  );
  const [addError, setAddError] = useState<string | null>(null);

  const all = useMemo(() => words.data ?? [], [words.data]);
  const shown = useMemo(() => {
    const needle = foldForMatching(search.trim());
    return all.filter(
      (word) =>
        (list === 'all' || word.locale === list) &&
        (needle === '' || foldForMatching(word.value).includes(needle)),
    );
  }, [all, list, search]);

  // Who last changed each word (#31), read once for the whole list, not a call per row; a
  // search or list filter asks nothing again. Admins only, like the server.
  const wordIds = useMemo(() => auditRecordIds(all.map((word) => word.id)), [all]);
  const latest = useLatestAuditEntriesQuery(
    { recordType: 'abuse-word', recordIds: wordIds },
    { skip: !isAdmin || wordIds.length === 0 },
  );
  // Until they are read (or if that fails) a row shows its History button alone, asking nothing.
  const latestOf = (id: string) => latest.data?.[id] ?? null;

  const request = { value: normaliseAbuseWordValue(value), locale };
  const requestKey = `${request.locale}:${request.value.toLowerCase()}`;
  const shape = request.value ? AddAbuseWordRequest.safeParse(request) : null;
  // The same rules as the server (e.g. a phrase of too many words), then the spec's duplicate text.
  const conflict =
    shape && !shape.success
      ? (shape.error.issues[0]?.message ?? null)
      : request.value
        ? abuseWordConflictMessage(request, all)
        : null;
  const dryRunShown = checked?.key === requestKey ? checked.result : null;

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setAddError(null);
    if (!request.value || conflict) return;
    try {
      setChecked({ key: requestKey, result: await dryRun(request).unwrap() });
    } catch (failure) {
      setAddError(text.dryRunFailed(errorText(failure)));
    }
  };

  const confirmAdd = async () => {
    try {
      const word = await add(request).unwrap();
      dispatch(notifySuccess(text.added(word.value)));
      setValue('');
      setChecked(null);
    } catch (failure) {
      // A 409 carries the spec's duplicate text as its message.
      setAddError(errorText(failure) || text.addFailed(''));
    }
  };

  const onRemove = (word: AbuseWord) => {
    remove(word.id)
      .unwrap()
      .then(
        () => dispatch(notifySuccess(text.removed(word.value))),
        (failure: unknown) => dispatch(notifyError(text.removeFailed(errorText(failure)))),
      );
  };

  const listOptions = [
    { value: '', label: text.global },
    ...geos.map((geo) => ({ value: geo, label: geo.toUpperCase() })),
  ];

  const columns: DataTableColumn<AbuseWord>[] = [
    { id: 'value', header: text.colWord, cell: (word) => word.value },
    { id: 'list', header: text.colList, cell: (word) => listLabel(word.locale) },
    {
      // Who last changed the word, and its history (#31).
      id: 'changed',
      header: auditText.lastChangedColumn,
      cell: (word) => (
        <LastChanged
          recordType="abuse-word"
          recordId={word.id}
          label={word.value}
          latest={latestOf(word.id)}
        />
      ),
    },
    {
      id: 'actions',
      header: text.colActions,
      align: 'right',
      cell: (word) => (
        <Button
          size="sm"
          variant="text"
          disabled={removal.isLoading}
          aria-label={`${text.remove} ${word.value}`}
          onClick={() => onRemove(word)}
        >
          {text.remove}
        </Button>
      ),
    },
  ];

  return (
    <Screen>
      <Heading>{text.wordsTitle}</Heading>
      <AbuseNav />
      <Panel aria-labelledby="abuse-new-word">
        <h2 id="abuse-new-word">{text.newWord}</h2>
        <form noValidate onSubmit={(event) => void check(event)}>
          <FilterBar>
            <TextField
              label={text.newWord}
              value={value}
              maxLength={100}
              error={conflict ?? addError}
              onChange={(event) => {
                setValue(event.target.value);
                setAddError(null);
              }}
            />
            <Select
              label={text.wordLocale}
              value={locale}
              options={listOptions}
              onChange={(event) => setLocale(event.target.value)}
            />
            <Button
              type="submit"
              variant="secondary"
              busy={checking.isLoading}
              disabled={!request.value || conflict !== null}
            >
              {text.checkWord}
            </Button>
          </FilterBar>
        </form>
        {dryRunShown && (
          <div role="status" aria-label={text.dryRunTitle}>
            <p>{text.dryRun(dryRunShown.messages, dryRunShown.pokes, dryRunShown.capped)}</p>
            {dryRunShown.examples.length > 0 && (
              <>
                <strong>{text.examples}</strong>
                <Examples>
                  {dryRunShown.examples.map((example) => (
                    <li key={`${example.kind}:${example.locale}:${example.id}`}>
                      {text.kindLabel(example.kind)} · {example.locale.toUpperCase()}:{' '}
                      {example.text}
                    </li>
                  ))}
                </Examples>
              </>
            )}
            <Button busy={adding.isLoading} onClick={() => void confirmAdd()}>
              {text.addWord}
            </Button>
          </div>
        )}
      </Panel>
      <WordImport locales={geos} />
      <FilterBar>
        <TextField
          label={text.search}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={text.listFilter}
          value={list}
          options={[{ value: 'all', label: text.allLocales }, ...listOptions]}
          onChange={(event) => setList(event.target.value)}
        />
        <Button
          variant="secondary"
          disabled={shown.length === 0}
          onClick={() => download('abuse-words.csv', abuseWordsToCsv(shown))}
        >
          {text.exportCsv}
        </Button>
      </FilterBar>
      {words.isSuccess && all.length === 0 && <Note>{text.noWords}</Note>}
      <DataTable
        caption={text.wordsCaption}
        stackOnPhone
        columns={columns}
        rows={shown}
        rowKey={(word) => word.id}
        loading={words.isLoading}
        error={words.isError ? text.wordsFailed : null}
        onRetry={() => void words.refetch()}
        emptyText={all.length === 0 ? text.noWords : text.noMatches}
      />
    </Screen>
  );
}
