import { highlightAbuseWords } from '@switchboard/domain';
import styled from 'styled-components';

export const Mark = styled.mark`
  padding: 0 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.abuse.abuse};
  color: #ffffff;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export interface HighlightedTextProps {
  text: string;
  /** The abuse words to mark (whole words, ignoring case and accents, as the flagging matches). */
  words: readonly string[];
}

/** A text with the abuse words that matched it marked (`<mark>`, announced by screen readers). */
export function HighlightedText({ text, words }: HighlightedTextProps) {
  return (
    <>
      {highlightAbuseWords(text, words).map((segment, index) =>
        segment.match ? <Mark key={index}>{segment.text}</Mark> : segment.text,
      )}
    </>
  );
}
