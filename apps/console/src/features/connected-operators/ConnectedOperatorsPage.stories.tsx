import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CONNECTED_OPERATORS_MESSAGES as text,
  AUDIT_MESSAGES as auditText,
} from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { CONNECTED_OPERATORS, presenceHandlers } from '../../test/msw/admin';
import { auditCallCounter, auditHandlers, OLGA_AUDIT } from '../../test/msw/audit';
import { pageStoryMeta } from '../../test/pageStory';
import {
  cellUnder,
  expectNoSidewaysScroll,
  expectWithinScreen,
  PHONE_STORY,
} from '../../test/phone';
import { formatDate } from '../../common/formatDate';
import { ConnectedOperatorsPage } from './ConnectedOperatorsPage';
import { animationsSettled } from '../../test/animations';

/** /connectedOperators with live rows of the `operators.connected` shape. */
const meta = {
  title: 'Admin/Connected operators page',
  component: ConnectedOperatorsPage,
  ...pageStoryMeta({ presence: presenceHandlers(), audit: auditHandlers() }),
} satisfies Meta<typeof ConnectedOperatorsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const live = { 'operators.connected': CONNECTED_OPERATORS };

/** An admin sees every pool and signs an operator out after confirming. */
export const AdminSignsOut: Story = {
  name: 'Admin signs an operator out',
  parameters: { page: { path: '/connectedOperators', roles: ['Admin'], live } },
  play: async ({ canvas }) => {
    const generic = await canvas.findByRole('region', { name: /Generic/ });
    await expect(await within(generic).findByText('Otto Operator')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText(text.locale), 'nl');
    await expect(within(generic).queryByText('Otto Operator')).toBeNull();
    await userEvent.click(
      within(generic).getByRole('button', { name: text.signOutNamed('Olga Operator') }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text.signOut }));
    await expect(await canvas.findByText(text.signedOut('Olga Operator'))).toBeVisible();
    // The snackbar slides in: the screenshot is of it settled, not of a frame of its way in.
    await animationsSettled();
  },
};

/**
 * An admin sees who last changed each operator's account (#31), and its history behind it;
 * an account no staff member has changed shows History alone.
 */
const adminCalls = auditCallCounter();
export const AdminSeesLastChange: Story = {
  name: 'Admin sees who last changed an operator',
  tags: ['no-visual'],
  parameters: {
    page: { path: '/connectedOperators', roles: ['Admin'], live },
    msw: { handlers: { audit: auditHandlers({ onCall: adminCalls.onCall }) } },
  },
  beforeEach: () => adminCalls.reset(),
  play: async ({ canvas }) => {
    const agents = await canvas.findByRole('region', { name: /Agent Only/ });
    const anna = (await within(agents).findByText('Anna Agent')).closest('tr')!;
    await expect(
      within(anna).getByRole('button', { name: auditText.historyOf('Anna Agent') }),
    ).toBeVisible();
    await expect(within(anna).queryByText(/^Last changed by/)).toBeNull();
    const generic = canvas.getByRole('region', { name: /Generic/ });
    const olga = within(generic).getByText('Olga Operator').closest('tr')!;
    const newest = OLGA_AUDIT[0]!;
    await expect(
      await within(olga).findByText(
        auditText.lastChanged(newest.actor.name, formatDate(newest.at)),
      ),
    ).toBeVisible();
    // The rows of every pool read at once: no call of a row's own.
    await expect(adminCalls.count('/audit/latest')).toBeGreaterThanOrEqual(1);
    await expect(adminCalls.latest()[0]!.recordType).toBe('user');
    await expect(adminCalls.count('/audit')).toBe(0);
    await userEvent.click(
      within(olga).getByRole('button', { name: auditText.historyOf('Olga Operator') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: auditText.historyOf('Olga Operator'),
    });
    await expect(
      await within(dialog).findByText(auditText.change('Disabled', 'yes', 'no')),
    ).toBeVisible();
  },
};

/** A manager sees who is connected, without sign-out buttons. */
export const Manager: Story = {
  name: 'Manager (read only)',
  parameters: { page: { path: '/connectedOperators', roles: ['Manager'], live } },
  play: async ({ canvas }) => {
    await canvas.findAllByText('Olga Operator');
    await expect(canvas.queryByRole('button', { name: /^Sign out / })).toBeNull();
    // The record of staff actions is the admins' (#31): no column, no call.
    await expect(canvas.queryByRole('button', { name: /^History of / })).toBeNull();
  },
};

/** The server refuses the live query: its own message, in the tables and the snackbar. */
export const Refused: Story = {
  name: 'Fetching refused',
  parameters: {
    page: {
      path: '/connectedOperators',
      roles: ['Manager'],
      live: { 'operators.connected': { error: { code: 'forbidden', message: 'Not allowed.' } } },
    },
  },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Not allowed.')).length).toBeGreaterThan(0);
  },
};

/**
 * On a phone (390 px, #28) each operator is a card with Sign out on the screen; the page never
 * scrolls sideways.
 */
export const Phone: Story = {
  ...PHONE_STORY,
  parameters: { page: { path: '/connectedOperators', roles: ['Admin'], live } },
  play: async ({ canvas, canvasElement }) => {
    const generic = await canvas.findByRole('region', { name: /Generic/ });
    const signOut = await within(generic).findByRole('button', {
      name: text.signOutNamed('Olga Operator'),
    });
    await expectNoSidewaysScroll(canvasElement);
    await expectWithinScreen(signOut);
    await expectWithinScreen(cellUnder(signOut.closest('tr')!, text.actions));
    const history = within(generic).getByRole('button', {
      name: auditText.historyOf('Olga Operator'),
    });
    await within(generic).findByText(/^Last changed by/);
    await expectNoSidewaysScroll(canvasElement);
    await expectWithinScreen(cellUnder(history.closest('tr')!, auditText.lastChangedColumn));
  },
};
