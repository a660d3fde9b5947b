import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text, reportCategoryLabel } from '@switchboard/domain';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { REPORTED_CHAT, REPORTS, reportedHandlers } from '../../test/msw/abuseAdmin';
import { notFound } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
import { ReportedMessagePage } from './ReportedMessagePage';

/**
 * /abuse/reported-messages/{geo}/{id} (Admin, Manager) against msw handlers of the reported
 * messages API (src/test/msw): the report, the chat around it by 15, the processed toggle.
 */
const shared = pageStoryMeta({ reported: reportedHandlers() });
const meta = {
  title: 'Abuse/Reported message page',
  component: ReportedMessagePage,
  ...shared,
  parameters: {
    ...shared.parameters,
    page: { path: `/abuse/reported-messages/nl/${REPORTS[0]!.id}`, roles: ['Manager'] },
  },
} satisfies Meta<typeof ReportedMessagePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const REPORTED = REPORTS[0]!;

/** The report and 15 messages around it (7 before, it, 7 after). */
export const Report: Story = {
  name: 'Report with the chat around it',
  play: async ({ canvas }) => {
    const chat = await canvas.findByRole('log', { name: text.chatAround });
    await expect(await within(chat).findAllByText(/line \d+/)).toHaveLength(15);
    const facts = canvas.getByLabelText(text.report);
    await expect(facts).toHaveTextContent(reportCategoryLabel(REPORTED.report.category));
    await expect(facts).toHaveTextContent(REPORTED.message.content);
    // Reported by the operator's name (#28), not their id.
    await expect(facts).toHaveTextContent(`${text.reportedBy}Olga Operator`);
    await expect(facts).not.toHaveTextContent(REPORTED.report.reportedBy);
  },
};

/** Older messages: the 15 before the first shown. */
export const OlderPage: Story = {
  name: 'Older messages',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const chat = await canvas.findByRole('log', { name: text.chatAround });
    await within(chat).findByText(REPORTED_CHAT[13]!.content);
    await userEvent.click(canvas.getByRole('button', { name: text.olderPage }));
    await expect(await within(chat).findByText(REPORTED_CHAT[0]!.content)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: text.olderPage })).toBeDisabled(),
    );
  },
};

/** Mark processed: the button turns into "Mark not processed". */
export const MarkProcessed: Story = {
  name: 'Mark processed',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { reported: reportedHandlers() } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.markProcessed }));
    await expect(await canvas.findByRole('button', { name: text.markUnprocessed })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Still loading. */
export const Loading: Story = {
  name: 'Loading',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        reported: [http.get('/reported-messages/:geo/:id', () => delay('infinite'))],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('progressbar', { name: text.reportedDetailsTitle }),
    ).toBeVisible();
  },
};

/** An unknown report: the error with Retry. */
export const Failed: Story = {
  name: 'Report failed',
  parameters: {
    msw: {
      handlers: {
        reported: reportedHandlers({ detailsError: notFound('No such reported message.') }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.reportFailed);
  },
};
