import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text } from '@switchboard/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { abuseHandlers } from '../../test/msw/abuse';
import { abuseListHandlers, CLAIMED_MESSAGE_ITEM, LIST_QUEUE } from '../../test/msw/abuseAdmin';
import { pageStoryMeta } from '../../test/pageStory';
import {
  cellUnder,
  expectNoSidewaysScroll,
  expectWithinScreen,
  PHONE_STORY,
} from '../../test/phone';
import { ListPage } from './ListPage';

/**
 * /abuse/list (Admin) against msw handlers of the abuse review API (src/test/msw): the live queue
 * (`abuse.queue`) with who holds each item, release, and a bulk decision on a cluster.
 */
const shared = pageStoryMeta({
  abuse: abuseHandlers({ items: LIST_QUEUE }),
  list: abuseListHandlers(),
});
const meta = {
  title: 'Abuse/List page',
  component: ListPage,
  ...shared,
  parameters: {
    ...shared.parameters,
    page: { path: '/abuse/list', roles: ['Admin'], live: { 'abuse.queue': LIST_QUEUE } },
  },
} satisfies Meta<typeof ListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The table row showing `text` (its matched words are marked, so split over elements). */
const rowWith = (table: HTMLElement, text: string) =>
  waitFor(() => {
    const row = within(table)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`No row shows "${text}"`);
    return row;
  });

/** The queue: a free message, one another checker holds (Release), a held poke. */
export const Queue: Story = {
  name: 'Live queue with holders',
  // Claim ages tick: no screenshot.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.listCaption });
    const held = await rowWith(table, CLAIMED_MESSAGE_ITEM.text);
    // Held by the checker's name, sent by the operator as the profile (#28), never an id.
    await expect(within(held).getByText('Abe Checker')).toBeVisible();
    await expect(within(held).getByText(text.senderAs('Olga Operator', 'Iris 39'))).toBeVisible();
    await expect(held).not.toHaveTextContent('demo-abusechecker');
    await expect(within(table).getAllByRole('row')).toHaveLength(LIST_QUEUE.length + 1);
  },
};

/** Release another checker's claim: the snackbar confirms and the holder is gone. */
export const Release: Story = {
  name: 'Release a claim',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { list: abuseListHandlers() } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.listCaption });
    const held = await rowWith(table, CLAIMED_MESSAGE_ITEM.text);
    await userEvent.click(within(held).getByRole('button', { name: text.release }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.released);
    await waitFor(() => expect(within(held).queryByText('Abe Checker')).toBeNull());
  },
};

/** Same sender: both messages of the operator in one decision with a shared reason, then Undo. */
export const BulkDecision: Story = {
  name: 'Bulk decision on the same sender',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { list: abuseListHandlers() } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.listCaption });
    const first = await rowWith(table, LIST_QUEUE[0]!.text);
    await userEvent.click(
      within(first).getByRole('button', { name: text.sameSender(2, 'Olga Operator') }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.bulkTitle(2) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: text.bulkReason }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: text.bulkAbuse(2) }));
    const snackbar = await canvas.findByRole('status');
    await expect(snackbar).toHaveTextContent(text.bulkDone(2, 'abuse'));
    await expect(within(snackbar).getByRole('button', { name: text.undo })).toBeVisible();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/**
 * Same sender, one of the two held by another checker (#28): the result names the item left out,
 * why and who holds it, and offers to retry it; the retry decides it.
 */
export const BulkSkipped: Story = {
  name: 'Bulk decision with an item left out',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        list: abuseListHandlers({
          skipFirst: [
            {
              id: CLAIMED_MESSAGE_ITEM.id,
              code: 'CLAIMED_BY_ANOTHER',
              by: { uid: 'demo-abusechecker', name: 'Anna Checker' },
              verdict: null,
              message: text.bulkSkipHeld('Anna Checker'),
            },
          ],
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.listCaption });
    const first = await rowWith(table, LIST_QUEUE[0]!.text);
    await userEvent.click(
      within(first).getByRole('button', { name: text.sameSender(2, 'Olga Operator') }),
    );
    const dialog = await screen.findByRole('dialog', { name: text.bulkTitle(2) });
    await userEvent.type(within(dialog).getByRole('textbox', { name: text.bulkReason }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: text.bulkAbuse(2) }));
    const outcome = await screen.findByRole('dialog', { name: text.bulkNotDecidedTitle(1) });
    await expect(within(outcome).getByText(text.bulkSkipHeld('Anna Checker'))).toBeVisible();
    await userEvent.click(within(outcome).getByRole('button', { name: text.bulkRetry(1) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** Nothing flagged. */
export const Empty: Story = {
  name: 'Nothing to review',
  parameters: { page: { path: '/abuse/list', roles: ['Admin'], live: { 'abuse.queue': [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.queueEmpty)).toBeVisible();
  },
};

/** The live query refused: the error with Retry. */
export const Failed: Story = {
  name: 'Queue failed',
  parameters: {
    page: {
      path: '/abuse/list',
      roles: ['Admin'],
      live: { 'abuse.queue': { error: { code: 'internal', message: 'Internal server error' } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.queueFailed);
  },
};

/**
 * On a phone (390 px, #28) each item is a card: its cells one under the other with their column's
 * name, so Status and Actions are on the screen and the page never scrolls sideways.
 */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: text.listCaption });
    const held = (await rowWith(table, CLAIMED_MESSAGE_ITEM.text)) as HTMLTableRowElement;
    await expectNoSidewaysScroll(canvasElement);
    await expectWithinScreen(cellUnder(held, text.colStatus));
    await expectWithinScreen(cellUnder(held, text.colActions));
    await expectWithinScreen(within(held).getByRole('button', { name: text.release }));
  },
};
