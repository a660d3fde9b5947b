import { useState, type ChangeEvent } from 'react';
import {
  ABUSE_MESSAGES as text,
  parseAbuseWordFile,
  type AbuseWordRejection,
} from '@switchboard/domain';
import { Select } from '@switchboard/ui';
import styled from 'styled-components';
import { errorText } from './items';
import { useImportAbuseWordsMutation } from './abuseApi';

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
  & label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  /* The file picker's own width would run 11 px off a phone's screen (#28). */
  & input[type='file'] {
    min-width: 0;
    max-width: 100%;
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

interface ImportReport {
  added: number;
  rejected: AbuseWordRejection[];
  error?: string;
}

/**
 * Import a word file (CSV `value,locale`, or one word a line into the chosen list): lines that
 * cannot be a word are refused here, the server refuses duplicates; every refused line is listed
 * with its number and reason.
 */
export function WordImport({ locales }: { locales: readonly string[] }) {
  const [importWords, importing] = useImportAbuseWordsMutation();
  const [locale, setLocale] = useState('');
  const [atomic, setAtomic] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = parseAbuseWordFile(await file.text(), locale);
    if (parsed.words.length === 0 || (atomic && parsed.rejected.length > 0)) {
      setReport({ added: 0, rejected: parsed.rejected });
      return;
    }
    try {
      const result = await importWords({ words: parsed.words, atomic }).unwrap();
      const rejected = [...parsed.rejected, ...result.rejected].sort((a, b) => a.line - b.line);
      setReport({ added: result.added, rejected });
    } catch (failure) {
      setReport({
        added: 0,
        rejected: parsed.rejected,
        error: text.importFailed(errorText(failure)),
      });
    }
  };

  return (
    <Panel aria-labelledby="abuse-import">
      <h2 id="abuse-import">{text.importFile}</h2>
      <p>{text.importHint}</p>
      <Select
        label={text.wordLocale}
        value={locale}
        options={[
          { value: '', label: text.global },
          ...locales.map((geo) => ({ value: geo, label: geo.toUpperCase() })),
        ]}
        onChange={(event) => setLocale(event.target.value)}
      />
      <label>
        <input
          type="checkbox"
          checked={atomic}
          onChange={(event) => setAtomic(event.target.checked)}
        />
        {text.importAtomic}
      </label>
      <label>
        {text.importFile}
        <input
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          disabled={importing.isLoading}
          onChange={(event) => void onFile(event)}
        />
      </label>
      {report && (
        <div role="status">
          {report.error && <p role="alert">{report.error}</p>}
          <p>{text.imported(report.added)}</p>
          {report.rejected.length > 0 && (
            <>
              <p>{text.importRejected(report.rejected.length)}</p>
              <ul>
                {report.rejected.map((line) => (
                  <li key={`${line.line}:${line.value}`}>
                    {text.importLine(line.line, line.value, line.reason)}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
