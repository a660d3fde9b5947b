import {
  ABUSE_MESSAGES,
  POKE_KIND_LABELS,
  colonCodesToEmoji,
  displayedMessageContent,
  isSentImmediately,
  localeFlag,
  type AbuseReviewItem,
  type FlaggedMessage,
  type Poke,
} from '@switchboard/domain';
import { useEffect, useId, useRef } from 'react';
import { HighlightedText } from '../HighlightedText';
import { Content, Details, Flag, Matched } from './AbuseReviewCard.styles';
import { abuseReviewCardTexts as texts } from './texts';

/** A flagged message or a poke, as the abuse queue hands them over (see domain `abuse/queue`). */
export type AbuseReviewCardItem = AbuseReviewItem<FlaggedMessage> | AbuseReviewItem<Poke>;

export function isFlaggedMessageItem(
  item: AbuseReviewCardItem,
): item is AbuseReviewItem<FlaggedMessage> {
  return item.kind === 'message';
}

interface ReviewDetailsProps {
  item: AbuseReviewCardItem;
  formatDate: (iso: string) => string;
  matchedWords?: readonly string[];
}

function LocaleValue({ locale }: { locale: string }) {
  return (
    <>
      <Flag aria-hidden="true">{localeFlag(locale)}</Flag> {locale.toUpperCase()}
    </>
  );
}

/**
 * The reviewed text with the matched words marked, scrolled (inside its box, never the page) so
 * the first of them shows even deep in a long text, and the matched words named in words.
 */
function MatchedContent({ text, words }: { text: string; words: readonly string[] }) {
  const box = useRef<HTMLQuoteElement>(null);
  const matchedId = useId();
  const wordsKey = words.join('\n');
  useEffect(() => {
    const element = box.current;
    const mark = element?.querySelector('mark');
    if (!element || !mark) return;
    const shown = element.getBoundingClientRect();
    const found = mark.getBoundingClientRect();
    if (found.top >= shown.top && found.bottom <= shown.bottom) return;
    element.scrollTop += found.top - shown.top - (element.clientHeight - found.height) / 2;
  }, [text, wordsKey]);
  return (
    <>
      <Content
        ref={box}
        aria-label={texts.content}
        aria-describedby={words.length > 0 ? matchedId : undefined}
        tabIndex={0}
      >
        <HighlightedText text={text} words={words} />
      </Content>
      {words.length > 0 && <Matched id={matchedId}>{ABUSE_MESSAGES.matchedList(words)}</Matched>}
    </>
  );
}

/**
 * What is reviewed: a message's displayed content (moderator edit, else masked, else original),
 * or a poke's message, profile, domains and schedule; then locale, sender and creation time.
 */
export function ReviewDetails({ item, formatDate, matchedWords = [] }: ReviewDetailsProps) {
  if (isFlaggedMessageItem(item)) {
    const flagged = item.subject;
    return (
      <>
        <MatchedContent text={displayedMessageContent(flagged.message)} words={matchedWords} />
        <Details>
          {flagged.message.attachment && (
            <>
              <dt>{texts.hasAttachment}</dt>
              <dd>✓</dd>
            </>
          )}
          <dt>{texts.sender}</dt>
          <dd>{flagged.senderName || flagged.senderId}</dd>
          <dt>{texts.locale}</dt>
          <dd>
            <LocaleValue locale={flagged.locale} />
          </dd>
          <dt>{texts.created}</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          </dd>
        </Details>
      </>
    );
  }
  const poke = item.subject;
  return (
    <>
      <MatchedContent text={colonCodesToEmoji(poke.message.content)} words={matchedWords} />
      <Details>
        <dt>{texts.kind}</dt>
        <dd>{POKE_KIND_LABELS[poke.message.type]}</dd>
        <dt>{texts.profile}</dt>
        <dd>
          {poke.profile.name} ({poke.profile.id})
        </dd>
        <dt>{texts.domains}</dt>
        <dd>{(poke.domains.length > 0 ? poke.domains : [poke.domain]).join(', ')}</dd>
        <dt>{texts.schedule}</dt>
        <dd>
          {isSentImmediately(poke.scheduled) || !poke.scheduled ? (
            texts.immediately
          ) : (
            <time dateTime={poke.scheduled}>{formatDate(poke.scheduled)}</time>
          )}
        </dd>
        <dt>{texts.sender}</dt>
        <dd>{poke.agent.name}</dd>
        <dt>{texts.locale}</dt>
        <dd>
          <LocaleValue locale={poke.locale} />
        </dd>
        <dt>{texts.created}</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
        </dd>
      </Details>
    </>
  );
}
