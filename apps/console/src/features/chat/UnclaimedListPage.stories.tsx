import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Chat,
  CHAT_ERROR_TEXTS,
  CHAT_MESSAGES as text,
  messages,
  ROUTE_PATHS,
} from '@switchboard/domain';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  answer,
  bodyOf,
  checked,
  conflict,
  errorAnswer,
  inData,
  latency,
  STORY_NOW,
  type ErrorAnswer,
} from '../../test/msw/answers';
import { LEFT_PAGE_TEST_ID, pageStoryMeta } from '../../test/pageStory';
import { expectNoSidewaysScroll, expectWithinScreen, PHONE_STORY } from '../../test/phone';
import { UnclaimedListPage } from './UnclaimedListPage';
import { chatRow } from './test-support';
import { animationsSettled } from '../../test/animations';

const minutesAgo = (minutes: number) =>
  new Date(Date.parse(STORY_NOW) - minutes * 60_000).toISOString();

/** A row of the `chats.unclaimed` live query, in the wire shape of a chat. */
function unclaimedRow(
  id: string,
  waitedMinutes: number,
  overrides: {
    customer?: string;
    profile?: string;
    content?: string;
    locale?: 'nl' | 'de';
    domain?: string;
    pool?: 'NSFW' | 'SFW' | 'AGENT_ONLY';
    claimedBy?: string | null;
    claimExpiresAt?: string | null;
  } = {},
) {
  return checked(
    Chat,
    chatRow({
      id,
      domain: overrides.domain ?? 'flirt-nl.demo.test',
      locale: overrides.locale ?? 'nl',
      customer: { id: `customer-${id}`, name: overrides.customer ?? 'Carl Customer' },
      profile: { id: `profile-${id}`, name: overrides.profile ?? 'Petra Profile' },
      lastMessage: {
        id: `m-${id}`,
        content: overrides.content ?? 'Hello?',
        createdAt: minutesAgo(waitedMinutes),
        isFree: false,
      },
      lastMessageMessagePool: overrides.pool ?? 'NSFW',
      claimedBy: overrides.claimedBy ?? null,
      claimExpiresAt: overrides.claimExpiresAt ?? null,
    }),
    `unclaimed chat ${id}`,
  );
}

/** Chats of both regions and every pool; the live rows come in no order (the page sorts them). */
const UNCLAIMED = [
  unclaimedRow('chat-3', 8, {
    customer: 'Mark',
    profile: 'Eva',
    content: 'Good morning! :smile:',
    locale: 'de',
    domain: 'flirt-de.demo.test',
    pool: 'SFW',
  }),
  unclaimedRow('chat-1', 42, {
    customer: 'Peter',
    profile: 'Lisa',
    content: 'I would love to meet you this weekend, what about a drink at the harbour?',
  }),
  unclaimedRow('chat-2', 17, {
    customer: 'Jan',
    profile: 'Sanne',
    content: 'You look amazing in your new picture',
    domain: 'chat-nl.demo.test',
    pool: 'AGENT_ONLY',
  }),
];

/** A chat another operator holds a live claim on: the list leaves it out. */
const HELD = unclaimedRow('chat-held', 30, {
  customer: 'Thomas',
  profile: 'Noor',
  claimedBy: 'demo-other',
  claimExpiresAt: new Date(Date.parse(STORY_NOW) + 4 * 60_000).toISOString(),
});

/** POST /chats/{id}/claim: the chat, now held by the admin, or the server's refusal. */
function claimHandlers({ failure }: { failure?: ErrorAnswer } = {}) {
  return [
    http.post('/chats/:chatId/claim', async ({ request, params }) => {
      await bodyOf(request);
      await latency();
      if (failure) return errorAnswer(failure);
      const chat = UNCLAIMED.find((row) => row.id === params.chatId) ?? UNCLAIMED[0]!;
      return answer(inData(Chat), {
        data: {
          ...chat,
          claimedBy: 'demo-admin',
          claimExpiresAt: new Date(Date.parse(STORY_NOW) + 5 * 60_000).toISOString(),
        },
      });
    }),
  ];
}

/** /chat/list (Admin): the unclaimed chats of the admin's regions, fed by `chats.unclaimed`. */
const meta = {
  title: 'Chat/Unclaimed list page',
  component: UnclaimedListPage,
  ...pageStoryMeta({ claim: claimHandlers() }),
} satisfies Meta<typeof UnclaimedListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = (live: Record<string, readonly { id: string }[]>) => ({
  path: ROUTE_PATHS.chatList,
  roles: ['Admin'] as const,
  live,
});

async function rowsOf(canvas: {
  findByRole: (role: string, options: object) => Promise<HTMLElement>;
}) {
  const table = await canvas.findByRole('table', { name: 'Unclaimed chats' });
  // The header row, then one row per chat.
  return within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
}

/** Oldest first, from both regions; a chat another operator holds is left out. */
export const Chats: Story = {
  name: 'Chats waiting',
  parameters: { page: page({ 'chats.unclaimed': [...UNCLAIMED, HELD] }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Claim chat of Peter with Lisa' });
    const rows = await rowsOf(canvas);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('42 min');
    await expect(rows[0]).toHaveTextContent('Generic');
    await expect(rows[1]).toHaveTextContent('Agent Only');
    await expect(rows[2]).toHaveTextContent('flirt-de.demo.test');
    await expect(rows[2]).toHaveTextContent('Good morning! 😄');
    await expect(canvas.queryByText(/Thomas/)).toBeNull();
  },
};

/** The admin claims a chat and goes to the claimed chat. */
export const Claim: Story = {
  name: 'Admin claims a chat',
  tags: ['no-visual'],
  parameters: { page: page({ 'chats.unclaimed': UNCLAIMED }) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Claim chat of Jan with Sanne' }),
    );
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent(
      ROUTE_PATHS.chatClaimed,
    );
  },
};

/** Nothing waits in the admin's regions. */
export const Empty: Story = {
  name: 'No chats waiting',
  parameters: { page: page({ 'chats.unclaimed': [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No chats waiting')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Claim chat of/ })).toBeNull();
  },
};

/** Another operator was quicker: the spec's warning, and the admin stays on the list. */
export const ClaimedByAnother: Story = {
  name: 'Claim taken by another operator',
  parameters: {
    page: page({ 'chats.unclaimed': UNCLAIMED }),
    msw: {
      handlers: {
        claim: claimHandlers({
          failure: {
            ...conflict(CHAT_ERROR_TEXTS['chat/claimed-by-another']),
            code: 'chat/claimed-by-another',
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const claim = await canvas.findByRole('button', { name: 'Claim chat of Peter with Lisa' });
    await userEvent.click(claim);
    await expect(await canvas.findByText(messages.chatClaimedByAnother)).toBeVisible();
    await expect(canvas.queryByTestId(LEFT_PAGE_TEST_ID)).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Claim chat of Peter with Lisa' }),
    ).toBeEnabled();
    // The snackbar slides in: the screenshot is of it settled.
    await animationsSettled();
  },
};

/** An admin without regions has no list: the page says why. */
export const NoRegions: Story = {
  name: 'Account without regions',
  parameters: { page: { path: ROUTE_PATHS.chatList, roles: ['Admin'], geos: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noGeos)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On a phone (390 px) each chat's Claim button is on the screen; nothing scrolls sideways. */
export const Phone: Story = {
  ...PHONE_STORY,
  parameters: { page: page({ 'chats.unclaimed': UNCLAIMED }) },
  play: async ({ canvas, canvasElement }) => {
    const claim = await canvas.findByRole('button', { name: 'Claim chat of Peter with Lisa' });
    await expectWithinScreen(claim);
    await expectNoSidewaysScroll(canvasElement);
  },
};
