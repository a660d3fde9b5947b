import {
  AbuseWord,
  AbuseWordDryRunResponse,
  AbuseWordListResponse,
  ImportAbuseWordsResponse,
  type AbuseWordDryRunResult,
  type AddAbuseWordRequest,
  type ImportAbuseWordsInput,
  type ImportAbuseWordsResult,
} from '@switchboard/domain';
import { inData, schemaCall } from '../../app/schemaCall';
import { abuseReviewApi } from './abuseReviewApi';
import { ABUSE_PATHS } from './abusePaths';

/** The word list (Admin): the words, adding and removing one, import, and a new word's dry run. */
export const abuseWordsApi = abuseReviewApi.injectEndpoints({
  endpoints: (build) => ({
    abuseWords: build.query<AbuseWord[], void>({
      queryFn: schemaCall(
        () => ABUSE_PATHS.words,
        inData(AbuseWordListResponse.shape.data),
        'word list',
      ),
      providesTags: ['AbuseWords'],
    }),
    addAbuseWord: build.mutation<AbuseWord, AddAbuseWordRequest>({
      queryFn: schemaCall(
        (body) => ({ url: ABUSE_PATHS.words, method: 'POST', data: body }),
        inData(AbuseWord),
        'word',
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
    }),
    removeAbuseWord: build.mutation<AbuseWord, string>({
      queryFn: schemaCall(
        (id) => ({ url: ABUSE_PATHS.word(id), method: 'DELETE' }),
        inData(AbuseWord),
        'word',
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
    }),
    importAbuseWords: build.mutation<ImportAbuseWordsResult, ImportAbuseWordsInput>({
      queryFn: schemaCall(
        (body) => ({ url: ABUSE_PATHS.wordsImport, method: 'POST', data: body }),
        inData(ImportAbuseWordsResponse.shape.data),
        'import result',
      ),
      invalidatesTags: (_answer, error) => (error ? [] : ['AbuseWords']),
    }),
    /** What a new word would have flagged in the last 7 days, with examples. */
    abuseWordDryRun: build.mutation<AbuseWordDryRunResult, AddAbuseWordRequest>({
      queryFn: schemaCall(
        (body) => ({ url: ABUSE_PATHS.wordDryRun, method: 'POST', data: body }),
        inData(AbuseWordDryRunResponse.shape.data),
        'dry run',
      ),
    }),
  }),
});
