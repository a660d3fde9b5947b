import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text, messages } from '@switchboard/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REMEDIATION_ITEMS, remediationHandlers } from '../../test/msw/abuseAdmin';
import { internalError } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
import { RemediationPage } from './RemediationPage';

/**
 * /abuse/remediation (Admin) against msw handlers of GET /abuse/remediation and POST
 * /abuse/items/{id}/remediate (src/test/msw): modify, delete, done, and the spec's failure text.
 */
const shared = pageStoryMeta({ remediation: remediationHandlers() });
const meta = {
  title: 'Abuse/Remediation page',
  component: RemediationPage,
  ...shared,
  parameters: { ...shared.parameters, page: { path: '/abuse/remediation', roles: ['Admin'] } },
} satisfies Meta<typeof RemediationPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const [FIRST] = REMEDIATION_ITEMS;

/** Two messages marked abuse, each with its reason. */
export const Needed: Story = {
  name: 'Messages to remediate',
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.remediationCaption });
    await expect(await within(table).findByText(FIRST!.reason!)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(REMEDIATION_ITEMS.length + 1);
    // Who marked them, by name (#28), not by id.
    await expect(within(table).getAllByText(/^Abe Checker · /)).toHaveLength(2);
    await expect(table).not.toHaveTextContent('demo-abusechecker');
  },
};

/** Modify: the new text is saved, the snackbar says so and the message leaves the list. */
export const Modify: Story = {
  name: 'Modify a message',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { remediation: remediationHandlers() } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.remediationCaption });
    await within(table).findByText(FIRST!.reason!);
    await userEvent.click(within(table).getAllByRole('button', { name: text.modify })[0]!);
    const dialog = await screen.findByRole('dialog', { name: text.modifyTitle });
    const field = within(dialog).getByRole('textbox', { name: text.modifiedText });
    await userEvent.clear(field);
    await userEvent.type(field, 'Let us keep talking here');
    await userEvent.click(within(dialog).getByRole('button', { name: text.save }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text.remediationModified);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  },
};

/** The server refuses: 'Failed to change the message status.' */
export const RemediateFailed: Story = {
  name: 'Done fails',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: { remediation: remediationHandlers({ remediateError: internalError() }) } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.remediationCaption });
    await within(table).findByText(FIRST!.reason!);
    await userEvent.click(within(table).getAllByRole('button', { name: text.markDone })[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.messageStatusChangeFailed,
    );
  },
};

/** Nothing left to do. */
export const Empty: Story = {
  name: 'Nothing to remediate',
  parameters: { msw: { handlers: { remediation: remediationHandlers({ items: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.remediationEmpty)).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  name: 'List failed',
  parameters: {
    msw: { handlers: { remediation: remediationHandlers({ listError: internalError() }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.remediationFailed);
  },
};
