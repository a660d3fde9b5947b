import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Chat,
  CHAT_ERROR_TEXTS,
  CHAT_MESSAGES as text,
  messages,
  QueueCount,
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
import { LobbyPage } from './LobbyPage';
import { chatRow } from './test-support';
import { animationsSettled } from '../../test/animations';

const minutesAgo = (minutes: number) =>
  new Date(Date.parse(STORY_NOW) - minutes * 60_000).toISOString();

/** A row of the `queues.counts` live query: one per locale and pool, `<locale>:<pool>` its id. */
const countRow = (
  locale: 'nl' | 'de',
  pool: 'NSFW' | 'SFW' | 'AGENT_ONLY',
  count: number,
  oldestMinutes: number | null,
) => ({
  id: `${locale}:${pool}`,
  ...checked(
    QueueCount,
    {
      locale,
      pool,
      count,
      oldestMessageAt: oldestMinutes === null ? null : minutesAgo(oldestMinutes),
    },
    `queue count ${locale}:${pool}`,
  ),
});

/** Chats wait in every queue of the demo's regions (nl and de). */
const COUNTS = [
  countRow('nl', 'NSFW', 9, 75),
  countRow('de', 'NSFW', 5, 12),
  countRow('nl', 'SFW', 3, 4),
  countRow('de', 'SFW', 0, null),
  countRow('nl', 'AGENT_ONLY', 0, null),
  countRow('de', 'AGENT_ONLY', 1, 2),
];

/** Nothing waits anywhere: the server still sends a row per locale and pool. */
const NONE_WAITING = COUNTS.map((row) => countRow(row.locale, row.pool, 0, null));

/** The chat a claim hands over (POST /chats/claim-next answers it). */
const CLAIMED_CHAT = checked(
  Chat,
  chatRow({
    id: 'chat-lobby-1',
    claimedBy: 'demo-operator',
    claimExpiresAt: new Date(Date.parse(STORY_NOW) + 5 * 60_000).toISOString(),
    lastMessage: {
      id: 'm-lobby-1',
      content: 'Are you there?',
      createdAt: minutesAgo(75),
      isFree: false,
    },
  }),
  'claimed chat',
);

/** POST /chats/claim-next: the next chat of the pool, or the server's refusal. */
function claimNextHandlers({ failure }: { failure?: ErrorAnswer } = {}) {
  return [
    http.post('/chats/claim-next', async ({ request }) => {
      await bodyOf(request);
      await latency();
      if (failure) return errorAnswer(failure);
      return answer(inData(Chat), { data: CLAIMED_CHAT });
    }),
  ];
}

/** /chat/lobby: the queue tiles fed by the `queues.counts` live query. */
const meta = {
  title: 'Chat/Lobby page',
  component: LobbyPage,
  ...pageStoryMeta({ claim: claimNextHandlers() }),
} satisfies Meta<typeof LobbyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const tile = (
  canvas: { getByRole: (role: string, options: object) => HTMLElement },
  pool: string,
) => within(canvas.getByRole('listitem', { name: pool }));

/** An admin may claim in every pool: the counts of both regions add up per pool. */
export const Queues: Story = {
  name: 'Chats waiting in every queue',
  parameters: {
    page: { path: ROUTE_PATHS.chatLobby, roles: ['Admin'], live: { 'queues.counts': COUNTS } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Oldest waits 1 h 15 min')).toBeVisible();
    const generic = tile(canvas, 'Generic');
    await expect(generic.getByText('14')).toBeVisible();
    const snowflake = tile(canvas, 'Snowflake');
    await expect(snowflake.getByText('3')).toBeVisible();
    await expect(snowflake.getByText('Oldest waits 4 min')).toBeVisible();
    await expect(tile(canvas, 'Agent Only').getByText('1')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim next Agent Only chat' })).toBeEnabled();
  },
};

/** An operator claims the next chat of their pool and goes to the claimed chat. */
export const ClaimNext: Story = {
  name: 'Operator claims the next chat',
  tags: ['no-visual'],
  parameters: {
    page: { path: ROUTE_PATHS.chatLobby, roles: ['Operator'], live: { 'queues.counts': COUNTS } },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Oldest waits 1 h 15 min');
    const claim = canvas.getByRole('button', { name: 'Claim next Generic chat' });
    // An operator without pool roles claims in the default pool only.
    await expect(canvas.queryByRole('button', { name: 'Claim next Snowflake chat' })).toBeNull();
    await expect(claim).toBeEnabled();
    await userEvent.click(claim);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Waiting for the claim…');
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent(
      ROUTE_PATHS.chatClaimed,
    );
  },
};

/** Nothing waits: every count is 0 and no Claim next can be pressed. */
export const NothingWaiting: Story = {
  name: 'Nothing waiting',
  parameters: {
    page: {
      path: ROUTE_PATHS.chatLobby,
      roles: ['Admin'],
      live: { 'queues.counts': NONE_WAITING },
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Nothing waiting')).length).toBe(3);
    for (const pool of ['Generic', 'Snowflake', 'Agent Only']) {
      await expect(canvas.getByRole('button', { name: `Claim next ${pool} chat` })).toBeDisabled();
    }
  },
};

/** Another operator was quicker: the claim fails with the spec's warning, the lobby stays. */
export const ClaimedByAnother: Story = {
  name: 'Claim taken by another operator',
  parameters: {
    page: { path: ROUTE_PATHS.chatLobby, roles: ['Operator'], live: { 'queues.counts': COUNTS } },
    msw: {
      handlers: {
        claim: claimNextHandlers({
          failure: {
            ...conflict(CHAT_ERROR_TEXTS['chat/claimed-by-another']),
            code: 'chat/claimed-by-another',
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Oldest waits 1 h 15 min');
    await userEvent.click(canvas.getByRole('button', { name: 'Claim next Generic chat' }));
    await expect(await canvas.findByText(messages.chatClaimedByAnother)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim next Generic chat' })).toBeEnabled();
    await expect(canvas.queryByTestId(LEFT_PAGE_TEST_ID)).toBeNull();
    await animationsSettled();
  },
};

/** A chat is still claimed: the lobby says so and links to it. */
export const StillClaimed: Story = {
  name: 'A chat is still claimed',
  parameters: {
    page: {
      path: ROUTE_PATHS.chatLobby,
      roles: ['Operator'],
      live: { 'queues.counts': COUNTS, 'chat.claimed': [CLAIMED_CHAT] },
    },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: text.openClaimedChat });
    await expect(link).toHaveAttribute('href', ROUTE_PATHS.chatClaimed);
    await expect(canvas.getByText(new RegExp(messages.stillHaveChatClaimed))).toBeVisible();
    await canvas.findByText('Oldest waits 1 h 15 min');
  },
};

/** An account without regions has no queues: the lobby says why. */
export const NoRegions: Story = {
  name: 'Account without regions',
  parameters: { page: { path: ROUTE_PATHS.chatLobby, roles: ['Operator'], geos: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noGeos)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Claim next/ })).toBeNull();
  },
};

/** On a phone (390 px) the tiles stack and every Claim next is on the screen. */
export const Phone: Story = {
  ...PHONE_STORY,
  parameters: {
    page: { path: ROUTE_PATHS.chatLobby, roles: ['Admin'], live: { 'queues.counts': COUNTS } },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Oldest waits 1 h 15 min');
    for (const pool of ['Generic', 'Snowflake', 'Agent Only']) {
      await expectWithinScreen(canvas.getByRole('button', { name: `Claim next ${pool} chat` }));
    }
    await expectNoSidewaysScroll(canvasElement);
  },
};
