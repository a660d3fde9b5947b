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
import { useId } from 'react';
import { AbuseStatusChip } from '../AbuseStatusChip';
import { Button } from '../Button';
import { Icon } from '../Icon';
import {
  Actions,
  Card,
  ClaimLine,
  ErrorText,
  Header,
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
}

const refusalText = (code: AbuseReviewErrorCode) => new AbuseReviewError(code).message;

/**
 * The review of one flagged message or poke (spec §4): content, sender, status, the claim and
 * the actions. Claim shows unless the reviewer holds the live claim; Unclaim, Mark safe and Mark
 * abuse are enabled only while they do. A disabled action says why, in the domain's words.
 * No keyboard shortcuts: every action is a button reachable with Tab.
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
      <ReviewDetails item={item} formatDate={formatDate} />
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
            onClick={() => onUnclaim(item)}
          >
            {texts.unclaim}
          </Button>
          <Spacer />
          <Button
            variant="secondary"
            icon={<Icon name="check" size={16} />}
            disabled={!holdsClaim || busy}
            busy={busyAction === 'safe'}
            aria-describedby={describedBy}
            onClick={() => onMarkSafe(item)}
          >
            {texts.markSafe}
          </Button>
          <Button
            variant="danger"
            icon={<Icon name="abuse" size={16} />}
            disabled={!holdsClaim || busy}
            busy={busyAction === 'abuse'}
            aria-describedby={describedBy}
            onClick={() => onMarkAbuse(item)}
          >
            {texts.markAbuse}
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
