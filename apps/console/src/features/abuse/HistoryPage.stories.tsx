import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abuseHistoryHandlers, HISTORY_ITEMS } from '../../test/msw/abuseAdmin';
import { internalError } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
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
    await expect(within(table).getAllByText('demo-abusechecker')).toHaveLength(2);
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
