import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abuseHistoryHandlers, HISTORY_ITEMS } from '../../test/msw/abuseAdmin';
import { NO_SPACE_HISTORY_ITEM, NO_SPACE_TEXT } from '../../test/msw/abuseLong';
import { internalError } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
import { cellUnder, expectNoSidewaysScroll, expectWithinScreen } from '../../test/phone';
import { HistoryPage } from './HistoryPage';

/**
 * /abuse/history (Admin) against msw handlers of GET /abuse/history and the audit trail
 * (src/test/msw): decisions 10 a page, the filters, each item's audit trail.
 */
const shared = pageStoryMeta({ history: abuseHistoryHandlers() });
const meta = {
  title: 'Abuse/History page',
  component: HistoryPage,
  ...shared,
  parameters: { ...shared.parameters, page: { path: '/abuse/history', roles: ['Admin'] } },
} satisfies Meta<typeof HistoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const [ABUSE_ITEM] = HISTORY_ITEMS;

/** An abuse message and a safe poke, with who decided and when. */
export const Decisions: Story = {
  name: 'Decisions',
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.historyCaption });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(HISTORY_ITEMS.length + 1),
    );
    // People by name (#28): the reviewer's name, the operator as the profile, never an id.
    await expect(within(table).getAllByText('Abe Checker')).toHaveLength(2);
    await expect(within(table).getByText(text.senderAs('Olga Operator', 'Iris 39'))).toBeVisible();
    await expect(table).not.toHaveTextContent('demo-abusechecker');
  },
};

/** The reviewer filter finds by a part of the name, any case ("abe" finds "Abe Checker"). */
export const FilterByReviewerName: Story = {
  name: 'Filter by a part of the reviewer’s name',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.historyCaption });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const reviewer = canvas.getByRole('textbox', { name: text.reviewer });
    await userEvent.type(reviewer, 'abe');
    await waitFor(() => expect(within(table).getAllByText('Abe Checker')).toHaveLength(2));
    await userEvent.clear(reviewer);
    await userEvent.type(reviewer, 'Nobody');
    await expect(await canvas.findByText(text.noHistory)).toBeVisible();
  },
};

/** The verdict filter asks the server again; the audit trail of an item opens below. */
export const FilterAndAudit: Story = {
  name: 'Filter by verdict, open the audit trail',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.historyCaption });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.verdict }), 'abuse');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('button', { name: text.showAudit }));
    const trail = await canvas.findByRole('list', { name: text.audit });
    await expect(within(trail).getAllByRole('listitem')).toHaveLength(3);
    await expect(trail).toHaveTextContent(ABUSE_ITEM!.reason!);
    // The actor and the holder by name (#28), never their uid.
    await expect(trail).toHaveTextContent('by Abe Checker');
    await expect(trail).toHaveTextContent('claimedBy: Abe Checker');
    await expect(trail).not.toHaveTextContent('demo-abusechecker');
  },
};

/** No decision matches. */
export const Empty: Story = {
  name: 'No decisions',
  parameters: { msw: { handlers: { history: abuseHistoryHandlers({ items: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noHistory)).toBeVisible();
  },
};

/** The history could not be loaded: the error with Retry. */
export const Failed: Story = {
  name: 'History failed',
  parameters: {
    msw: { handlers: { history: abuseHistoryHandlers({ historyError: internalError() }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.historyFailed);
  },
};

/**
 * A 3,000-character message without a space (#28): it wraps inside its cell, so Verdict and
 * Reviewer stay on the screen and the page never scrolls sideways.
 */
export const LongWord: Story = {
  name: 'A 3,000-character word wraps',
  parameters: {
    msw: {
      handlers: {
        history: abuseHistoryHandlers({ items: [NO_SPACE_HISTORY_ITEM, ...HISTORY_ITEMS] }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: text.historyCaption });
    const cell = await within(table).findByText(NO_SPACE_TEXT);
    const row = cell.closest('tr')!;
    await expectNoSidewaysScroll(canvasElement);
    await expectWithinScreen(cellUnder(row, text.colVerdict));
    await expectWithinScreen(cellUnder(row, text.colReviewer));
    await expectWithinScreen(within(row).getByRole('button', { name: text.showAudit }));
  },
};
