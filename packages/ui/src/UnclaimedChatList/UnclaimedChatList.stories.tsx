import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CompleteChat, QueuePool } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnclaimedChatList } from './UnclaimedChatList';

const NOW = new Date('2024-05-01T14:30:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

const customers = ['Mark', 'Peter', 'Jan', 'Thomas', 'Kevin', 'Daniel', 'Stefan', 'Bas'];
const profiles = ['Lisa', 'Sanne', 'Eva', 'Mila', 'Noor', 'Julia'];
const domains = ['flirt.example.nl', 'dating.example.de', 'chat.example.co.uk'];
const locales = ['nl', 'de', 'gb'];
const pools: QueuePool[] = ['NSFW', 'SFW', 'AGENT_ONLY'];
const lines = [
  'Hey, are you still there? :smile:',
  'I would love to meet you this weekend, what do you think about a drink at the harbour?',
  'Good morning!',
  'You look amazing in your new picture :heart_eyes:',
];

function chat(i: number, waitedMinutes: number): CompleteChat {
  return {
    id: `chat-${i}`,
    domain: domains[i % 3]!,
    locale: locales[i % 3]!,
    customer: { id: `c${i}`, uuid: null, name: customers[i % customers.length]!, avatar: null },
    profile: { id: `p${i}`, uuid: null, name: profiles[i % profiles.length]!, avatar: null },
    isConversation: true,
    isDeleted: false,
    createdAt: minutesAgo(waitedMinutes + 60),
    updatedAt: minutesAgo(waitedMinutes),
    lastMessage: {
      id: `m${i}`,
      content: lines[i % lines.length]!,
      createdAt: minutesAgo(waitedMinutes),
      type: 'normal',
      isFree: false,
      deletedAt: null,
      deleted: null,
      maskedContent: null,
      abuse_modification_data: null,
    },
    lastSenderType: 'customer',
    lastMessageMessagePool: pools[i % 3]!,
    claimedBy: null,
    claimExpiresAt: null,
    origin: null,
    trigger: null,
    usedAttachments: [],
    attachments: [],
  };
}

const chats = [chat(0, 42), chat(1, 17), chat(2, 3), chat(3, 0.5)];

const meta = {
  title: 'Unclaimed/UnclaimedChatList',
  component: UnclaimedChatList,
  args: { chats, now: NOW, loading: false, claimingIds: [], onClaim: fn() },
} satisfies Meta<typeof UnclaimedChatList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Unclaimed chats' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('flirt.example.nl');
    await expect(rows[1]).toHaveTextContent('42 min');
    await expect(rows[1]).toHaveTextContent('Generic');
    await expect(rows[2]).toHaveTextContent('Snowflake');
    await expect(rows[3]).toHaveTextContent('Agent Only');
    await expect(rows[4]).toHaveTextContent('30 s');
    await expect(rows[1]).toHaveTextContent('Hey, are you still there? 😄');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim chat of Peter with Sanne' }));
    await expect(args.onClaim).toHaveBeenCalledWith(args.chats[1]);
  },
};

export const Claiming: Story = {
  args: { claimingIds: ['chat-1'] },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Claim chat of Peter with Sanne' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Claim chat of Mark with Lisa' }),
    ).toBeEnabled();
  },
};

/** The indicator appears only after the list has been loading for 1 s. */
export const Loading: Story = {
  tags: ['no-visual'],
  args: { chats: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      await canvas.findByRole('progressbar', { name: 'Loading unclaimed chats' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { chats: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No chats waiting')).toBeVisible();
  },
};

/** Small screens: a card per chat; everything, Claim included, fits the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('region', { name: 'Unclaimed chats' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const claim = canvas.getByRole('button', { name: 'Claim chat of Peter with Sanne' });
    await expect(claim.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right,
    );
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith(args.chats[1]);
  },
};

export const ManyRows: Story = {
  args: { chats: Array.from({ length: 60 }, (_, i) => chat(i, 150 - i * 2.5)) },
  decorators: [
    (Story) => (
      <div style={{ height: 520 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(61);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('2 h 30 min');
  },
};
