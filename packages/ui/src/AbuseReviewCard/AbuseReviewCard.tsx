import {
  ABUSE_DISPLAY_STATE_LABELS,
  AbuseReviewError,
  abuseClaimExpiresAt,
  abuseDisplayState,
  abuseReviewRefusal,
  isAbuseVerdict,
  liveAbuseClaimHolder,
  type AbuseReviewErrorCode,
} from '@switchboard/domain';
import { useId, type ReactNode } from 'react';
import { AbuseStatusChip } from '../AbuseStatusChip';
import { Button } from '../Button';
import { Icon } from '../Icon';
import {
  Actions,
  Card,
  ClaimLine,
  ErrorText,
  Header,
  Kbd,
  Reason,
  Spacer,
  Title,
} from './AbuseReviewCard.styles';
import { ReviewDetails, isFlaggedMessageItem, type AbuseReviewCardItem } from './ReviewDetails';
import { abuseReviewCardTexts as texts } from './texts';

export type AbuseReviewCardAction = 'claim' | 'unclaim' | 'safe' | 'abuse';

export interface AbuseReviewCardProps {
  item: AbuseReviewCardItem;
  /** The signed-in reviewer's uid. */
  reviewer: string;
  /** The current time: decides whether a claim is still live (no clock is read here). */
  now: Date;
  formatDate: (iso: string) => string;
  /** A reviewer's display name from their uid; the uid itself by default. */
  reviewerName?: (uid: string) => string;
  /** The action running now: its button shows busy and the others wait. */
  busyAction?: AbuseReviewCardAction | null;
  /** The text of a failed action. */
  error?: string | null;
  onClaim: (item: AbuseReviewCardItem) => void;
  onUnclaim: (item: AbuseReviewCardItem) => void;
  onMarkSafe: (item: AbuseReviewCardItem) => void;
  onMarkAbuse: (item: AbuseReviewCardItem) => void;
  /** The abuse words that flagged the item: marked in its content. */
  matchedWords?: readonly string[];
  /**
   * Keyboard shortcuts the page handles, shown on the buttons (and as `aria-keyshortcuts`); the
   * card itself listens to no keys.
   */
  shortcuts?: Partial<Record<AbuseReviewCardAction, string>>;
  /** More about the item under its details, e.g. the conversation around a message. */
  children?: ReactNode;
}

function withShortcut(label: string, key: string | undefined) {
  return key ? (
    <>
      {label} <Kbd aria-hidden="true">{key.toUpperCase()}</Kbd>
    </>
  ) : (
    label
  );
}

const refusalText = (code: AbuseReviewErrorCode) => new AbuseReviewError(code).message;

/**
 * The review of one flagged message or poke (spec §4): content, sender, status, the claim and
 * the actions. Claim shows unless the reviewer holds the live claim; Unclaim, Mark safe and Mark
 * abuse are enabled only while they do. A disabled action says why, in the domain's words.
 * Every action is a button reachable with Tab; a page may add keyboard shortcuts (`shortcuts`).
 */
export function AbuseReviewCard({
  item,
  reviewer,
  now,
  formatDate,
  reviewerName = (uid) => uid,
  busyAction = null,
  error = null,
  onClaim,
  onUnclaim,
  onMarkSafe,
  onMarkAbuse,
  matchedWords = [],
  shortcuts = {},
  children,
}: AbuseReviewCardProps) {
  const titleId = useId();
  const reasonId = useId();
  const info = item.abuse;
  const state = abuseDisplayState(info, now);
  const holder = liveAbuseClaimHolder(info, now);
  const holdsClaim = holder === reviewer;
  const expiresAt = abuseClaimExpiresAt(info);
  const final = isAbuseVerdict(info.status);
  const claimRefusal = abuseReviewRefusal(info, 'claim', reviewer, now);
  // Stricter than the domain (which lets an expired own claim be marked): the card acts only
  // on a live claim, so a reviewer whose claim lapsed claims again first.
  const reviewRefusal: AbuseReviewErrorCode | null = final
    ? 'ALREADY_CHECKED'
    : holdsClaim
      ? null
      : holder !== null
        ? 'CLAIMED_BY_ANOTHER'
        : 'NOT_CLAIM_HOLDER';
  const reason = claimRefusal ?? (holdsClaim ? null : reviewRefusal);
  const busy = busyAction !== null;
  const who = (uid: string) => (uid === reviewer ? texts.you : reviewerName(uid));
  const describedBy = reason ? reasonId : undefined;

  return (
    <Card aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Header>
        <Title id={titleId}>
          <Icon name={isFlaggedMessageItem(item) ? 'chat' : 'poke'} size={18} />
          {isFlaggedMessageItem(item) ? texts.flaggedMessage : texts.flaggedPoke}
        </Title>
        <AbuseStatusChip state={state} />
      </Header>
      <ReviewDetails item={item} formatDate={formatDate} matchedWords={matchedWords} />
      {children}
      {info.claimedBy && expiresAt && !final && (
        <ClaimLine $live={holder !== null}>
          <Icon name="clock" size={16} />
          {holder !== null
            ? texts.claimedUntil(who(info.claimedBy), formatDate(expiresAt.toISOString()))
            : texts.claimExpired(who(info.claimedBy), formatDate(expiresAt.toISOString()))}
        </ClaimLine>
      )}
      {final && info.checkedBy && info.checkedAt && (
        <ClaimLine $live={false}>
          <Icon name="check" size={16} />
          {texts.checked(
            ABUSE_DISPLAY_STATE_LABELS[state].toLowerCase(),
            who(info.checkedBy),
            formatDate(info.checkedAt),
          )}
        </ClaimLine>
      )}
      {error && (
        <ErrorText role="alert">
          <Icon name="error" size={16} />
          {error}
        </ErrorText>
      )}
      {!final && (
        <Actions role="group" aria-label={texts.actions}>
          {!holdsClaim && (
            <Button
              icon={<Icon name="user" size={16} />}
              disabled={claimRefusal !== null || busy}
              busy={busyAction === 'claim'}
              aria-describedby={claimRefusal ? describedBy : undefined}
              onClick={() => onClaim(item)}
            >
              {texts.claim}
            </Button>
          )}
          <Button
            variant="text"
            disabled={!holdsClaim || busy}
            busy={busyAction === 'unclaim'}
            aria-describedby={describedBy}
            aria-keyshortcuts={shortcuts.unclaim}
            onClick={() => onUnclaim(item)}
          >
            {withShortcut(texts.unclaim, shortcuts.unclaim)}
          </Button>
          <Spacer />
          <Button
            variant="secondary"
            icon={<Icon name="check" size={16} />}
            disabled={!holdsClaim || busy}
            busy={busyAction === 'safe'}
            aria-describedby={describedBy}
            aria-keyshortcuts={shortcuts.safe}
            onClick={() => onMarkSafe(item)}
          >
            {withShortcut(texts.markSafe, shortcuts.safe)}
          </Button>
          <Button
            variant="danger"
            icon={<Icon name="abuse" size={16} />}
            disabled={!holdsClaim || busy}
            busy={busyAction === 'abuse'}
            aria-describedby={describedBy}
            aria-keyshortcuts={shortcuts.abuse}
            onClick={() => onMarkAbuse(item)}
          >
            {withShortcut(texts.markAbuse, shortcuts.abuse)}
          </Button>
        </Actions>
      )}
      {reason && (
        <Reason id={reasonId}>
          <Icon name="info" size={16} />
          {refusalText(reason)}
        </Reason>
      )}
    </Card>
  );
}
