import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Chat,
  CHAT_MESSAGES as text,
  DomainConfig,
  Message,
  messages,
  Profile,
  ROUTE_PATHS,
} from '@switchboard/domain';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  answer,
  bodyOf,
  checked,
  errorAnswer,
  inData,
  internalError,
  latency,
  notFound,
  STORY_NOW,
  type ErrorAnswer,
} from '../../test/msw/answers';
import { DOMAIN_CONFIGS, SITE_FLIRT_NL } from '../../test/msw/domains';
import { LEFT_PAGE_TEST_ID, pageStoryMeta } from '../../test/pageStory';
import { expectNoSidewaysScroll, expectWithinScreen, PHONE_STORY } from '../../test/phone';
import { ClaimedChatPage } from './ClaimedChatPage';
import { chatRow, messageRow } from './test-support';
import { animationsSettled } from '../../test/animations';

const at = (minutesFromNow: number) =>
  new Date(Date.parse(STORY_NOW) + minutesFromNow * 60_000).toISOString();

/** The chat the operator holds: claimed at 09:00 with 4 min 30 s left on the claim. */
const CHAT = checked(
  Chat,
  chatRow({
    id: 'chat-claimed-1',
    domain: SITE_FLIRT_NL,
    locale: 'nl',
    customer: { id: 'customer-carl', name: 'Carl' },
    profile: { id: 'profile-petra', name: 'Petra' },
    lastMessage: {
      id: 'm-4',
      content: 'Shall we meet at the harbour on Saturday?',
      createdAt: at(-3),
      isFree: false,
    },
    lastSenderType: 'customer',
    claimedBy: 'demo-operator',
    claimExpiresAt: new Date(Date.parse(STORY_NOW) + 270_000).toISOString(),
  }),
  'claimed chat',
);

/** The `chat.messages` rows of the conversation, oldest first. */
const MESSAGES = [
  messageRow('m-1', at(-42), {
    content: 'Hi Petra, how was your week? :smile:',
    senderName: 'Carl',
  }),
  messageRow('m-2', at(-30), {
    content: 'Busy but good! I finally finished the painting I told you about.',
    senderType: 'agent',
    senderId: 'demo-operator',
    senderName: 'Petra',
  }),
  messageRow('m-3', at(-12), { content: 'I would love to see it some time.', senderName: 'Carl' }),
  messageRow('m-4', at(-3), {
    content: 'Shall we meet at the harbour on Saturday?',
    senderName: 'Carl',
  }),
].map((row) => checked(Message, row, `message ${row.id}`));

const CUSTOMER = checked(
  Profile,
  {
    uuid: 'customer-carl',
    name: 'Carl',
    age: 38,
    gender: 'male',
    length: 184,
    hobbies: ['sailing', 'cooking'],
    geo: [{ iso: 'nl', locality: 'Utrecht', region1: 'Utrecht' }],
  },
  'customer profile',
);

const PETRA = checked(
  Profile,
  {
    profileCmsId: 'profile-petra',
    name: 'Petra',
    age: 31,
    gender: 'female',
    length: 168,
    about_me: 'Painter, coffee lover and always up for a walk along the water.',
    hobbies: 'painting, yoga, travelling',
    geo: [{ iso: 'nl', locality: 'Amsterdam', region1: 'Noord-Holland' }],
  },
  'entertainment profile',
);

interface ChatHandlerOptions {
  /** GET /customers/{id} fails with this answer. */
  customerFailure?: ErrorAnswer;
  /** POST /message/send fails with this answer. */
  sendFailure?: ErrorAnswer;
  /**
   * The domains have a message-central API (the profile's photos are asked of it) and neither
   * it nor the signing of attachment URLs answers.
   */
  attachmentsFail?: boolean;
}

/** Where the Dutch flirt site's message-central API is reached in `attachmentsFail`. */
const MESSAGE_CENTRAL_PATH = '/sites/flirt-nl';

/**
 * What the claimed chat reads and writes besides its live rows: the domain configurations, the
 * two profiles, a reply, a release, and a moderator's edit.
 */
function claimedChatHandlers({
  customerFailure,
  sendFailure,
  attachmentsFail = false,
}: ChatHandlerOptions = {}) {
  const domains = attachmentsFail
    ? DOMAIN_CONFIGS.map((config) =>
        config.domain === SITE_FLIRT_NL
          ? { ...config, messageCentralUrl: `https://api.demo.test${MESSAGE_CENTRAL_PATH}` }
          : config,
      )
    : DOMAIN_CONFIGS;
  return [
    http.get('/domains', async () => {
      await latency();
      return answer(inData(DomainConfig.array()), { data: domains });
    }),
    http.post('/url/sign-bulk', async () => {
      await latency();
      return errorAnswer(internalError());
    }),
    http.get(`${MESSAGE_CENTRAL_PATH}/profiles/:id/attachments`, async ({ params }) => {
      await latency();
      return errorAnswer(notFound(messages.attachmentsFetchFailed(String(params.id))));
    }),
    http.get('/customers/:id', async () => {
      await latency();
      if (customerFailure) return errorAnswer(customerFailure);
      return answer(inData(Profile), { data: CUSTOMER });
    }),
    http.get('/entertainment-profiles/:id', async () => {
      await latency();
      return answer(inData(Profile), { data: PETRA });
    }),
    http.post('/message/send', async ({ request }) => {
      const body = (await bodyOf(request)) as { message: { content?: string } };
      await latency();
      if (sendFailure) return errorAnswer(sendFailure);
      return answer(inData(Message), {
        data: messageRow('m-5', STORY_NOW, {
          content: body.message.content ?? '',
          senderType: 'agent',
          senderId: 'demo-operator',
        }),
      });
    }),
    http.post('/chats/:chatId/release', async () => {
      await latency();
      return answer(inData(Chat), { data: { ...CHAT, claimedBy: null, claimExpiresAt: null } });
    }),
    http.post('/message/update', async ({ request }) => {
      const body = (await bodyOf(request)) as {
        messageId: string;
        abuse_modification_data: unknown;
      };
      await latency();
      const message = MESSAGES.find((row) => row.id === body.messageId) ?? MESSAGES[0]!;
      return answer(inData(Message), {
        data: { ...message, abuse_modification_data: body.abuse_modification_data },
      });
    }),
  ];
}

/**
 * The claim countdown reads the clock every second: the page's clock stands still at `STORY_NOW`
 * so each run shows (and screenshots) the same time left.
 */
function standingClock() {
  const RealDate = Date;
  const fixed = RealDate.parse(STORY_NOW);
  class StandingDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(fixed);
      else super(...(args as [string]));
    }
    static override now() {
      return fixed;
    }
  }
  globalThis.Date = StandingDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}

/** /chat/claimed: the chat the operator holds, fed by `chat.claimed` and `chat.messages`. */
const meta = {
  title: 'Chat/Claimed chat page',
  component: ClaimedChatPage,
  ...pageStoryMeta({ chat: claimedChatHandlers() }),
  beforeEach: standingClock,
} satisfies Meta<typeof ClaimedChatPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const live = { 'chat.claimed': [CHAT], 'chat.messages': MESSAGES };

const conversationOf = async (canvas: {
  findByRole: (role: string, options: object) => Promise<HTMLElement>;
}) => within(await canvas.findByRole('log', { name: text.conversation('Carl', 'Petra') }));

/** The held chat: the conversation, the time left on the claim, both profiles, the reply box. */
export const Claimed: Story = {
  name: 'Claimed chat',
  parameters: { page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live } },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await expect(
      await conversation.findByText('Shall we meet at the harbour on Saturday?'),
    ).toBeVisible();
    await expect(conversation.getByText('Hi Petra, how was your week? 😄')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: text.claimTimer })).toHaveTextContent('4:30');
    await expect(await canvas.findByRole('heading', { name: 'Petra' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Carl' })).toBeVisible();
    // Right after a claim the reply box has the focus.
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
    // An operator does not moderate messages.
    await expect(canvas.queryByRole('button', { name: 'Edit message' })).toBeNull();
  },
};

/** The customer's photo of the conversation and the profile's photos, when neither can be had. */
const PHOTO_HASH = 'a3f9c2e1d4b5a6c7d8e9';
const WITH_PHOTO = [
  ...MESSAGES.slice(0, 3),
  checked(
    Message,
    messageRow('m-4', at(-3), {
      content: 'Shall we meet at the harbour on Saturday?',
      senderName: 'Carl',
      attachment: { hash: PHOTO_HASH },
    }),
    'message with a photo',
  ),
];

/**
 * Neither the attachment's signed URL nor the profile's photos answer: the conversation says
 * which attachment cannot be shown (spec §8's text) instead of a broken picture, and the picker
 * says the profile's photos could not be fetched instead of claiming the chat has none.
 */
export const AttachmentsFail: Story = {
  name: 'Attachments that cannot be had',
  parameters: {
    page: {
      path: ROUTE_PATHS.chatClaimed,
      roles: ['Operator'],
      live: { ...live, 'chat.messages': WITH_PHOTO },
    },
    msw: { handlers: { chat: claimedChatHandlers({ attachmentsFail: true }) } },
  },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await expect(
      await conversation.findByText(messages.attachmentUrlFailed(PHOTO_HASH)),
    ).toBeVisible();
    await expect(conversation.queryByRole('img', { name: /Attachment from/ })).toBeNull();
    await userEvent.click(await canvas.findByRole('button', { name: 'Add attachment' }));
    const picker = within(
      await within(document.body).findByRole('dialog', { name: text.attachmentsTitle }),
    );
    await expect(await picker.findByRole('alert')).toHaveTextContent(
      messages.attachmentsFetchFailed('profile-petra'),
    );
    await expect(picker.queryByText(text.noAttachments)).toBeNull();
  },
};

/** Sending the reply releases the claim: the operator is back in the lobby. */
export const Reply: Story = {
  name: 'Operator replies',
  tags: ['no-visual'],
  parameters: { page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live } },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await conversation.findByText('Shall we meet at the harbour on Saturday?');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply' }), 'Saturday it is!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent(
      ROUTE_PATHS.chatLobby,
    );
    await expect(await canvas.findByText(text.replySent)).toBeVisible();
  },
};

/** A reply the server refuses: the error in the snackbar, and the draft stays for another try. */
export const SendFails: Story = {
  name: 'Reply not sent',
  parameters: {
    page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live },
    msw: { handlers: { chat: claimedChatHandlers({ sendFailure: internalError() }) } },
  },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await conversation.findByText('Shall we meet at the harbour on Saturday?');
    await canvas.findByRole('heading', { name: 'Carl' });
    await canvas.findByRole('heading', { name: 'Petra' });
    const reply = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(reply, 'Saturday it is!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(text.sendFailed('Internal server error'))).toBeVisible();
    await expect(reply).toHaveValue('Saturday it is!');
    await expect(canvas.queryByTestId(LEFT_PAGE_TEST_ID)).toBeNull();
    // The snackbar slides in: the screenshot is of it settled.
    await animationsSettled();
  },
};

/** Releasing the chat hands it back to the queue: the operator is back in the lobby. */
export const Release: Story = {
  name: 'Operator releases the chat',
  tags: ['no-visual'],
  parameters: { page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.release }));
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent(
      ROUTE_PATHS.chatLobby,
    );
    await expect(await canvas.findByText(text.released)).toBeVisible();
  },
};

/** A manager edits a message: the dialog starts from its text, and the change shows at once. */
export const ManagerEdits: Story = {
  name: 'Manager edits a message',
  tags: ['no-visual'],
  parameters: { page: { path: ROUTE_PATHS.chatClaimed, roles: ['Manager'], live } },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await conversation.findByText('I would love to see it some time.');
    const edits = conversation.getAllByRole('button', { name: 'Edit message' });
    // The third message of the conversation.
    await userEvent.click(edits[2]!);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: text.editTitle }),
    );
    const field = dialog.getByRole('textbox', { name: text.editContent });
    await expect(field).toHaveValue('I would love to see it some time.');
    await userEvent.clear(field);
    await userEvent.type(field, 'I would love to see it.');
    await userEvent.click(dialog.getByRole('button', { name: text.editConfirm }));
    await expect(await conversation.findByText('I would love to see it.')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog', { name: text.editTitle })).toBeNull();
  },
};

/** The customer's profile cannot be read: its panel says why, the rest of the chat works. */
export const ProfileFails: Story = {
  name: 'Customer profile fails to load',
  parameters: {
    page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live },
    msw: { handlers: { chat: claimedChatHandlers({ customerFailure: internalError() }) } },
  },
  play: async ({ canvas }) => {
    const conversation = await conversationOf(canvas);
    await expect(
      await conversation.findByText('Shall we meet at the harbour on Saturday?'),
    ).toBeVisible();
    await expect(
      await canvas.findByText(text.profileFailed('Internal server error')),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Petra' })).toBeVisible();
  },
};

/** No chat held: the page says so and leads to the lobby. */
export const NoClaim: Story = {
  name: 'No chat claimed',
  parameters: {
    page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live: { 'chat.claimed': [] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noClaimedChat)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.toLobby })).toHaveAttribute(
      'href',
      ROUTE_PATHS.chatLobby,
    );
  },
};

/** On a phone (390 px) the profiles go below the conversation; nothing scrolls sideways. */
export const Phone: Story = {
  ...PHONE_STORY,
  parameters: { page: { path: ROUTE_PATHS.chatClaimed, roles: ['Operator'], live } },
  play: async ({ canvas, canvasElement }) => {
    const conversation = await conversationOf(canvas);
    await conversation.findByText('Shall we meet at the harbour on Saturday?');
    await canvas.findByRole('heading', { name: 'Carl' });
    await expectWithinScreen(canvas.getByRole('button', { name: 'Send' }));
    await expectWithinScreen(canvas.getByRole('button', { name: text.release }));
    await expectNoSidewaysScroll(canvasElement);
  },
};
