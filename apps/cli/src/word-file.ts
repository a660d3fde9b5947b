/** The abuse word file format lives in the domain (shared with the console's /abuse/words). */
export {
  ABUSE_WORD_CSV_HEADER as CSV_HEADER,
  abuseWordsToCsv as wordsToCsv,
  abuseWordsToLines as wordsToLines,
  parseAbuseWordFile as parseWordFile,
  parseCsvRow,
  type AbuseWordFile as WordFile,
  type AbuseWordFileRejection as RejectedLine,
  type AbuseWordFileWord as FileWord,
} from '@switchboard/domain';
