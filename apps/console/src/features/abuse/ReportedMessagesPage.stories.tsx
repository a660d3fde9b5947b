import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text, messages } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REPORTS, reportedHandlers } from '../../test/msw/abuseAdmin';
import { internalError } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
import {
  cellUnder,
  expectNoSidewaysScroll,
  expectWithinScreen,
  PHONE_STORY,
} from '../../test/phone';
import { ReportedMessagesPage } from './ReportedMessagesPage';

/**
 * /abuse/reported-messages (Admin, Manager) against msw handlers of the reported messages API
 * (src/test/msw): reports 10 a page, the processed filter and toggle.
 */
const shared = pageStoryMeta({ reported: reportedHandlers() });
const meta = {
  title: 'Abuse/Reported messages page',
  component: ReportedMessagesPage,
  ...shared,
  parameters: {
    ...shared.parameters,
    page: { path: '/abuse/reported-messages', roles: ['Manager'] },
  },
} satisfies Meta<typeof ReportedMessagesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A customer's message (not processed) and an agent's (processed). */
export const Reports: Story = {
  name: 'Reports',
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.reportedCaption });
    // The rows come from msw after the table shows.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(REPORTS.length + 1));
    await expect(within(table).getByText(REPORTS[0]!.message.content)).toBeVisible();
  },
};

/** Processed toggles in place; the filter of unprocessed reports then leaves it out. */
export const ToggleProcessed: Story = {
  name: 'Toggle processed',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { reported: reportedHandlers() } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.reportedCaption });
    const box = await within(table).findByRole('checkbox', { name: text.notProcessed });
    await userEvent.click(box);
    await waitFor(() =>
      expect(within(table).getAllByRole('checkbox', { name: text.processed })).toHaveLength(2),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: text.show }), 'unprocessed');
    await expect(await canvas.findByText(text.noReports)).toBeVisible();
  },
};

/** The server refuses the change: the spec's 'Failed to change the message status.' (§8). */
export const ToggleFails: Story = {
  name: 'Processed status not changed',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: { reported: reportedHandlers({ processedError: internalError() }) } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.reportedCaption });
    await userEvent.click(await within(table).findByRole('checkbox', { name: text.notProcessed }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.messageStatusChangeFailed,
    );
    await expect(within(table).getAllByRole('checkbox', { name: text.processed })).toHaveLength(1);
  },
};

/** No reports. */
export const Empty: Story = {
  name: 'No reports',
  parameters: { msw: { handlers: { reported: reportedHandlers({ reports: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.noReports)).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  name: 'Reports failed',
  parameters: { msw: { handlers: { reported: reportedHandlers({ listError: internalError() }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.reportedFailed);
  },
};

/**
 * On a phone (390 px, #28) each report is a card: its cells one under the other with their
 * column's name, so Processed and Open are on the screen and the page never scrolls sideways.
 */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: text.reportedCaption });
    const links = await within(table).findAllByRole('link', { name: text.open });
    await expect(links).toHaveLength(REPORTS.length);
    await expectNoSidewaysScroll(canvasElement);
    for (const link of links) await expectWithinScreen(link);
    const row = links[0]!.closest('tr')!;
    await expectWithinScreen(cellUnder(row, text.colProcessed));
    await expectWithinScreen(cellUnder(row, text.colActions));
  },
};
