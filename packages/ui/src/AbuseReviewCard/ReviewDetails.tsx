import {
  POKE_KIND_LABELS,
  colonCodesToEmoji,
  displayedMessageContent,
  isSentImmediately,
  localeFlag,
  type AbuseReviewItem,
  type FlaggedMessage,
  type Poke,
} from '@switchboard/domain';
import { HighlightedText } from '../HighlightedText';
import { Content, Details, Flag } from './AbuseReviewCard.styles';
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
 * What is reviewed: a message's displayed content (moderator edit, else masked, else original),
 * or a poke's message, profile, domains and schedule; then locale, sender and creation time.
 */
export function ReviewDetails({ item, formatDate, matchedWords = [] }: ReviewDetailsProps) {
  if (isFlaggedMessageItem(item)) {
    const flagged = item.subject;
    return (
      <>
        <Content aria-label={texts.content} tabIndex={0}>
          <HighlightedText text={displayedMessageContent(flagged.message)} words={matchedWords} />
        </Content>
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
      <Content aria-label={texts.content} tabIndex={0}>
        <HighlightedText text={colonCodesToEmoji(poke.message.content)} words={matchedWords} />
      </Content>
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
