import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Message } from '@switchboard/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageList } from './MessageList';

const START = Date.parse('2024-05-01T14:00:00Z');

function message(index: number, partial: Partial<Message> = {}): Message {
  const customer = index % 2 === 0;
  return {
    id: `m${index}`,
    previousMessage: index > 0 ? `m${index - 1}` : null,
    content: customer ? 'Hey, how are you doing today?' : "I'm great, thanks for asking :smile:",
    type: 'normal',
    senderType: customer ? 'customer' : 'agent',
    senderId: customer ? 'c1' : 'p1',
    senderName: customer ? 'Mark' : 'Lisa',
    createdAt: new Date(START + index * 90_000).toISOString(),
    deletedAt: null,
    deleted: null,
    attachment: null,
    imported: false,
    maskedContent: null,
    abuse_modification_data: null,
    ...partial,
  };
}

/** A deterministic clock-free time format: HH:mm in UTC. */
const formatTime = (iso: string) => iso.slice(11, 16);

const picture = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${fill}"/><circle cx="110" cy="90" r="36" fill="#fff" opacity=".7"/><path d="M0 240 120 130l80 70 50-40 70 80z" fill="#fff" opacity=".5"/></svg>`,
  )}`;

const conversation: Message[] = [
  message(0, { senderType: 'trigger', senderName: 'System', content: 'Mark liked your profile' }),
  message(1, { content: 'Hi Mark! Thanks for the like :wink: How is your week going?' }),
  message(2, { content: 'Pretty good! Just got back from a run. What about you? :sunglasses:' }),
  message(3, { content: 'Busy at work, but looking forward to the weekend :tada:' }),
  message(4, { content: 'Any plans?' }),
];

const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  args: {
    messages: conversation,
    formatTime,
    hasOlder: false,
    loadingOlder: false,
    loading: false,
    canModerate: false,
    onLoadOlder: fn(),
    onDelete: fn(),
    onEdit: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Conversation' });
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Colon codes show as native emoji.
    await expect(items[1]).toHaveTextContent('Thanks for the like 😉');
    await expect(items[1]).toHaveTextContent('Lisa');
    await expect(items[1]).toHaveTextContent('14:01');
    await expect(canvas.queryByRole('button', { name: 'Delete message' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      message(0, {
        content:
          'So I have been thinking about what you said yesterday about travelling, and honestly I think you are right. '.repeat(
            6,
          ) +
          'https://example.com/a-very-long-link-without-any-spaces-that-should-still-wrap-nicely-inside-the-bubble',
      }),
      message(1, {
        content: 'Wow, that is a lot to take in!\nLet me think about it.\n\nTalk soon :heart:',
      }),
    ],
  },
};

export const ManyMessages: Story = {
  args: {
    messages: Array.from({ length: 40 }, (_, i) =>
      message(i, { content: `Message number ${i + 1}` }),
    ),
    hasOlder: true,
  },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log');
    // Scrolled to the newest message.
    await expect(log.scrollTop).toBeGreaterThan(0);
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalledTimes(1);
  },
};

export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Loading older messages' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  args: {
    canModerate: true,
    messages: [
      message(0),
      message(1, {
        content: 'This message has been deleted',
        deletedAt: '2024-05-01T14:05:00Z',
        deleted: { by: 'moderator-1', reason: 'Contact details' },
      }),
      message(2, { content: 'Hello?' }),
    ],
  },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('log')).getAllByRole('listitem');
    await expect(items[1]).toHaveTextContent('This message has been deleted');
    // A deleted message offers no more actions.
    await expect(within(items[1]!).queryByRole('button')).toBeNull();
  },
};

/** A moderator-modified message shows the modified text; masked content shows masked. */
export const Moderated: Story = {
  args: {
    canModerate: true,
    messages: [
      message(0, {
        content: 'Call me on 0612345678',
        maskedContent: 'Call me on **********',
      }),
      message(1, {
        content: 'Sure, my number is 0687654321',
        abuse_modification_data: {
          modified_content: "Sure, let's keep chatting here!",
          modified_by: 'moderator-1',
        },
      }),
    ],
  },
  play: async ({ canvas, args }) => {
    const items = within(canvas.getByRole('log')).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Call me on **********');
    await expect(items[1]).toHaveTextContent("Sure, let's keep chatting here!");
    await expect(items[1]).toHaveTextContent('Moderated');
    await expect(canvas.queryByText(/0687654321/)).toBeNull();
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete message' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.messages[1]);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Edit message' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.messages[0]);
  },
};

export const Attachments: Story = {
  args: {
    messages: [
      message(0, {
        content: 'Look where I am :sun_with_face:',
        attachment: { url: 'https://cdn.example.com/beach.jpg', displayUrl: picture('#3F7CAC') },
      }),
      message(1, {
        content: '',
        attachment: { hash: 'a3f9c2e1d4b5a6c7', displayUrl: picture('#7A5C99') },
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Attachment from Mark' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Attachment from Lisa' })).toBeVisible();
  },
};

/** The attachments' signed URLs could not be had: each says why in its place, the text shows. */
export const AttachmentsNotShown: Story = {
  args: {
    messages: [
      message(0, {
        content: 'Look where I am :sun_with_face:',
        attachment: { hash: 'a3f9c2e1d4b5a6c7' },
      }),
      message(1, { content: 'Lovely!' }),
    ],
    attachmentProblem: (shown) =>
      shown.attachment?.hash
        ? `Can't get the attachment url for hash ${shown.attachment.hash}`
        : null,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Can't get the attachment url for hash a3f9c2e1d4b5a6c7"),
    ).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Attachment from Mark' })).toBeNull();
    await expect(canvas.getByText('Lovely!')).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  args: { loading: true, messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading messages' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
  },
};

/**
 * A marked message (e.g. the flagged one in an abuse review, #28) in the middle of a long
 * conversation: outlined and labelled in words, `aria-current`, and centred on load rather than
 * the newest message at the bottom.
 */
export const MarkedMessage: Story = {
  args: {
    messages: Array.from({ length: 40 }, (_, i) =>
      message(i, { content: i === 12 ? 'Add me on WhatsApp' : `Message number ${i + 1}` }),
    ),
    markedId: 'm12',
    markedLabel: 'Flagged',
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    const marked = within(log)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'true');
    await expect(marked).toHaveTextContent('Add me on WhatsApp');
    await expect(marked).toHaveTextContent('Flagged');
    await expect(within(log).getAllByText('Flagged')).toHaveLength(1);
    // In the list's view (not scrolled to the bottom).
    const shown = log.getBoundingClientRect();
    const line = marked!.getBoundingClientRect();
    await expect(line.top).toBeGreaterThanOrEqual(shown.top);
    await expect(line.bottom).toBeLessThanOrEqual(shown.bottom);
    await expect(log.scrollTop + log.clientHeight).toBeLessThan(log.scrollHeight - 1);
  },
};
