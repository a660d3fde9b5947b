import { messages } from '@switchboard/domain';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { VisuallyHidden } from '../Countdown/Countdown.styles';
import { Icon } from '../Icon';
import { Count, Counts, Floating } from './ClaimedChatPanel.styles';
import { claimedChatPanelMessages as text } from './messages';

export interface ClaimedChatPanelProps {
  /**
   * `logbook` on the chat pages (the logbook button with its two counts); `claimed` everywhere
   * else (the way back to the claimed chat, with the claim countdown).
   */
  mode: 'logbook' | 'claimed';
  customerLogCount?: number;
  profileLogCount?: number;
  onOpenLogbook?: () => void;
  /** When the claim runs out (ISO timestamp), for the countdown. */
  claimExpiresAt?: string | null;
  /** A fixed clock reading for the countdown (stories); omitted, the countdown ticks. */
  now?: Date;
  /** The app routes to /chat/claimed. */
  onOpenClaimedChat?: () => void;
  onCountdownEnd?: () => void;
  /**
   * The poke the chat came from, when there is one: the app opens it (a follow-up opens its
   * parent's edit page, /pokes/{locale}/{parentId}/edit).
   */
  onOpenPoke?: () => void;
}

/** The floating panel shown while a chat is claimed (spec §2). */
export function ClaimedChatPanel({
  mode,
  customerLogCount = 0,
  profileLogCount = 0,
  onOpenLogbook,
  claimExpiresAt,
  now,
  onOpenClaimedChat,
  onCountdownEnd,
  onOpenPoke,
}: ClaimedChatPanelProps) {
  const pokeLink = onOpenPoke ? (
    <Button variant="text" size="sm" icon={<Icon name="poke" />} onClick={onOpenPoke}>
      {text.openPoke}
    </Button>
  ) : null;
  if (mode === 'logbook') {
    return (
      <Floating>
        <Button icon={<Icon name="logbook" />} onClick={onOpenLogbook}>
          {/* Visible: "Logbook: 2 customer 1 profile"; read: "Logbook: 2 customer logs, 1 profile log". */}
          {text.logbook}:
          <Counts>
            <Count>
              <strong>{customerLogCount}</strong> {text.customer}
              <VisuallyHidden> {text.logs(customerLogCount)}, </VisuallyHidden>
            </Count>
            <Count>
              <strong>{profileLogCount}</strong> {text.profile}
              <VisuallyHidden> {text.logs(profileLogCount)}</VisuallyHidden>
            </Count>
          </Counts>
        </Button>
        {pokeLink}
      </Floating>
    );
  }
  return (
    <Floating>
      <Button icon={<Icon name="chat" />} onClick={onOpenClaimedChat}>
        {messages.stillHaveChatClaimed}
      </Button>
      <Countdown expiresAt={claimExpiresAt} now={now} onEnd={onCountdownEnd} />
      {pokeLink}
    </Floating>
  );
}
