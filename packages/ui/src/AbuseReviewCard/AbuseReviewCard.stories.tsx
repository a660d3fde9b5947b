import {
  FlaggedMessage,
  Poke,
  flaggedMessageReviewItem,
  pokeReviewItem,
  type AbuseInfo,
} from '@switchboard/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AbuseReviewCard } from './AbuseReviewCard';

const NOW = new Date('2024-06-01T12:00:00.000Z');
const ME = 'uid-me';
const NAMES: Record<string, string> = { [ME]: 'Mia Reviewer', 'uid-olaf': 'Olaf Checker' };

const abuse = (overrides: Partial<AbuseInfo>): AbuseInfo => ({
  status: 'pending',
  checkedAt: null,
  checkedBy: null,
  claimedBy: null,
  claimedAt: null,
  ...overrides,
});

const flagged = (info: AbuseInfo, message: Record<string, unknown> = {}) =>
  flaggedMessageReviewItem(
    FlaggedMessage.parse({
      id: 'flag-1',
      chatId: 'chat-1',
      locale: 'nl',
      senderId: 'cust-42',
      senderName: 'Jan de Vries',
      abuse: info,
      message: {
        id: 'msg-1',
        content: 'Call me on 06-12345678, or send money to my account.',
        createdAt: '2024-06-01T11:40:00.000Z',
        senderType: 'customer',
        ...message,
      },
    }),
  );

const poke = (info: AbuseInfo) =>
  pokeReviewItem(
    Poke.parse({
      id: 'poke-1',
      agent: { id: 'u1', name: 'Ann Poker' },
      createdAt: '2024-06-01T09:00:00.000Z',
      domain: 'flirt.example.nl',
      domains: ['flirt.example.nl', 'chat.example.be'],
      locale: 'be',
      origin: { type: 'legacy' },
      scheduled: '2024-06-02T18:30:00.000Z',
      filters: { gender: ['female'] },
      message: {
        content: 'Hey %[name]% :wave: fancy a drink in %[city]% tonight?',
        messageLength: 50,
        type: 'flirt',
      },
      profile: { id: 'p-88', name: 'Eva', timezone: 'Europe/Brussels', uuid: 'uuid-88' },
      abuse: info,
    }),
  );

const formatDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

const meta = {
  title: 'Components/AbuseReviewCard',
  component: AbuseReviewCard,
  args: {
    item: flagged(abuse({})),
    reviewer: ME,
    now: NOW,
    formatDate,
    reviewerName: (uid: string) => NAMES[uid] ?? uid,
    busyAction: null,
    error: null,
    onClaim: fn(),
    onUnclaim: fn(),
    onMarkSafe: fn(),
    onMarkAbuse: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AbuseReviewCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A pending message: it can be claimed; the verdicts wait for the claim. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Flagged message' })).toBeVisible();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('Jan de Vries')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark safe' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mark abuse' })).toHaveAccessibleDescription(
      'You have not claimed this item.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledWith(args.item);
  },
};

const CLAIMED_BY_ME = abuse({
  status: 'claimed',
  claimedBy: ME,
  claimedAt: '2024-06-01T11:55:00.000Z',
});

export const ClaimedByMe: Story = {
  args: { item: flagged(CLAIMED_BY_ME) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Claimed')).toBeVisible();
    await expect(canvas.getByText('Claimed by you until 2024-06-01 12:05')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark safe' }));
    await expect(args.onMarkSafe).toHaveBeenCalledWith(args.item);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark abuse' }));
    await expect(args.onMarkAbuse).toHaveBeenCalledWith(args.item);
    await userEvent.click(canvas.getByRole('button', { name: 'Unclaim' }));
    await expect(args.onUnclaim).toHaveBeenCalledWith(args.item);
  },
};

export const ClaimedByAnother: Story = {
  args: {
    item: flagged(
      abuse({ status: 'claimed', claimedBy: 'uid-olaf', claimedAt: '2024-06-01T11:58:00.000Z' }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Claimed by Olaf Checker until 2024-06-01 12:08')).toBeVisible();
    for (const name of ['Claim', 'Unclaim', 'Mark safe', 'Mark abuse']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(
        'This item is being reviewed by another reviewer.',
      );
    }
  },
};

/** The claim ran out: the grey state, and anyone may claim again. */
export const ExpiredClaim: Story = {
  args: {
    item: flagged(
      abuse({ status: 'claimed', claimedBy: 'uid-olaf', claimedAt: '2024-06-01T11:30:00.000Z' }),
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Released')).toHaveAttribute('data-state', 'released');
    await expect(
      canvas.getByText('Claim by Olaf Checker expired at 2024-06-01 11:40'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
  },
};

export const Safe: Story = {
  args: {
    item: flagged(
      abuse({
        status: 'safe',
        checkedBy: 'uid-olaf',
        checkedAt: '2024-06-01T11:45:00.000Z',
        claimedAt: '2024-06-01T11:41:00.000Z',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Safe')).toBeVisible();
    await expect(canvas.getByText('Marked safe by Olaf Checker on 2024-06-01 11:45')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('This item has already been reviewed.')).toBeVisible();
  },
};

export const Abuse: Story = {
  args: {
    item: flagged(abuse({ status: 'abuse', checkedBy: ME, checkedAt: '2024-06-01T11:50:00.000Z' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Abuse')).toBeVisible();
    await expect(canvas.getByText('Marked abuse by you on 2024-06-01 11:50')).toBeVisible();
  },
};

/** A moderated message shows the moderator's text, not the original. */
export const ModeratedMessage: Story = {
  args: {
    item: flagged(CLAIMED_BY_ME, {
      maskedContent: 'Call me on ***, or send money to my account.',
      abuse_modification_data: JSON.stringify({
        modified_content: 'Call me, or send a gift.',
        modified_by: 'uid-olaf',
      }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Content')).toHaveTextContent('Call me, or send a gift.');
    await expect(canvas.queryByText(/06-12345678/)).toBeNull();
  },
};

export const PendingPoke: Story = {
  args: { item: poke(abuse({})) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Flagged poke' })).toBeVisible();
    await expect(canvas.getByLabelText('Content')).toHaveTextContent(
      'Hey %[name]% 👋 fancy a drink',
    );
    await expect(canvas.getByText('Eva (p-88)')).toBeVisible();
    await expect(canvas.getByText('flirt.example.nl, chat.example.be')).toBeVisible();
    await expect(canvas.getByText('2024-06-02 18:30')).toBeVisible();
    await expect(canvas.getByText('Ann Poker')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledWith(args.item);
  },
};

export const LongContent: Story = {
  args: {
    item: flagged(CLAIMED_BY_ME, {
      content: Array.from(
        { length: 12 },
        (_, i) =>
          `Line ${i + 1}: this customer keeps writing very long messages with a link https://example.com/${'very-long-path-'.repeat(4)}${i}`,
      ).join('\n'),
    }),
  },
  play: async ({ canvas }) => {
    const content = canvas.getByLabelText('Content');
    await expect(content).toHaveTextContent('Line 12');
    // The content scrolls inside the card instead of stretching it.
    await expect(content.scrollHeight).toBeGreaterThan(content.clientHeight);
  },
};

/**
 * A long message whose matched word is deep in it (#28): the content opens scrolled to the first
 * highlight, and the matched words are named in words next to it.
 */
export const LongContentMatchedDeep: Story = {
  args: {
    item: flagged(CLAIMED_BY_ME, {
      content: `${Array.from(
        { length: 12 },
        (_, i) => `Line ${i + 1}: this customer keeps writing very long messages.`,
      ).join('\n')}\nLine 13: so send money to my account tonight.`,
    }),
    matchedWords: ['send money', 'account'],
  },
  play: async ({ canvas }) => {
    const content = canvas.getByLabelText('Content');
    const mark = content.querySelector('mark')!;
    await expect(mark).toHaveTextContent('send money');
    const shown = content.getBoundingClientRect();
    const found = mark.getBoundingClientRect();
    await expect(found.top).toBeGreaterThanOrEqual(shown.top);
    await expect(found.bottom).toBeLessThanOrEqual(shown.bottom);
    await expect(content).toHaveAccessibleDescription('Matched: “send money”, “account”');
    await expect(canvas.getByText('Matched: “send money”, “account”')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { item: flagged(CLAIMED_BY_ME), busyAction: 'abuse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mark abuse' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Mark safe' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Unclaim' })).toBeDisabled();
  },
};

export const ActionFailed: Story = {
  args: {
    item: flagged(CLAIMED_BY_ME),
    error: 'This item is being reviewed by another reviewer.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This item is being reviewed by another reviewer.',
    );
  },
};
