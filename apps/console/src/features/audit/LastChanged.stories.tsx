import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { AUDIT_KIND_LABELS, AUDIT_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../../common/formatDate';
import { internalError } from '../../test/msw/answers';
import { auditCallCounter, auditHandlers, OLGA_AUDIT } from '../../test/msw/audit';
import { pageStoryMeta } from '../../test/pageStory';
import { expectNoSidewaysScroll, expectWithinScreen, PHONE_STORY } from '../../test/phone';
import { AUDIT_HISTORY_PAGE_SIZE } from './auditApi';
import { LastChanged, type LastChangedProps } from './LastChanged';

/**
 * "Last changed by … at …" and the history behind it (issue #31), against msw handlers of
 * `GET /audit` (src/test/msw/audit.ts): Olga's account has more changes than a page holds.
 */
const shared = pageStoryMeta({ audit: auditHandlers() });
const meta = {
  title: 'Admin/Staff action history',
  component: LastChanged,
  ...shared,
  args: { recordType: 'user', recordId: 'op-olga', label: 'Olga Operator' },
  parameters: { ...shared.parameters, page: { path: '/connectedOperators', roles: ['Admin'] } },
} satisfies Meta<typeof LastChanged>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const newest = OLGA_AUDIT[0]!;

/** Opens Olga's history from the story's canvas; answers the dialog. */
async function openHistory(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: text.historyOf('Olga Operator') }),
  );
  return body().findByRole('dialog', { name: text.historyOf('Olga Operator') });
}

/** The newest change in one line; the history lists each change with its fields in words. */
export const Default: Story = {
  name: 'History with an older page',
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByText(text.lastChanged(newest.actor.name, formatDate(newest.at))),
    ).toBeVisible();
    const dialog = await openHistory(canvasElement);
    const list = await within(dialog).findByRole('list', { name: text.entries });
    const entries = within(list).getAllByRole('listitem', { name: /./ });
    await expect(entries).toHaveLength(AUDIT_HISTORY_PAGE_SIZE);
    // Newest first: enabled, then disabled, each with who, when and before → after.
    await expect(entries[0]).toHaveAccessibleName(AUDIT_KIND_LABELS['user.enable']);
    await expect(entries[0]).toHaveTextContent(text.by('Ada Admin', formatDate(newest.at)));
    await expect(entries[0]).toHaveTextContent(text.change('Disabled', 'yes', 'no'));
    await expect(entries[1]).toHaveTextContent(text.change('Disabled', 'no', 'yes'));
    await expect(entries[1]).toHaveTextContent('Max Manager');
    await expect(entries[2]).toHaveTextContent(
      text.change('Roles', 'CHAT_OPERATOR', 'CHAT_OPERATOR, CHAT_MANAGER'),
    );
    await expect(within(dialog).queryByText(AUDIT_KIND_LABELS['user.create'])).toBeNull();
  },
};

/** "Show older" appends the next page and goes to its first entry; at the end it is gone. */
export const ShowOlder: Story = {
  name: 'Show older',
  tags: ['no-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await within(dialog).findByRole('list', { name: text.entries });
    await userEvent.click(within(dialog).getByRole('button', { name: text.showOlder }));
    const created = await within(dialog).findByRole('listitem', {
      name: AUDIT_KIND_LABELS['user.create'],
    });
    const entries = within(dialog).getAllByRole('listitem', { name: /./ });
    await expect(entries).toHaveLength(OLGA_AUDIT.length);
    await expect(entries.at(-1)).toBe(created);
    // A created record: each field from nothing to its first value.
    await expect(created).toHaveTextContent(text.change('Email', text.none, 'olga@demo.test'));
    await waitFor(() => expect(entries[AUDIT_HISTORY_PAGE_SIZE]).toHaveFocus());
    await expect(within(dialog).queryByRole('button', { name: text.showOlder })).toBeNull();
  },
};

/** Keyboard only: open with Enter, close with Escape, back on the History button. */
export const Keyboard: Story = {
  name: 'Keyboard',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: text.historyOf('Olga Operator') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: text.historyOf('Olga Operator') });
    await within(dialog).findByRole('list', { name: text.entries });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(button).toHaveFocus();
  },
};

/** A record no staff member has changed: no "Last changed", and the history says so. */
export const Empty: Story = {
  name: 'No recorded changes',
  args: { recordId: 'op-anna', label: 'Anna Agent' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: text.historyOf('Anna Agent') }),
    );
    const dialog = await body().findByRole('dialog', { name: text.historyOf('Anna Agent') });
    await expect(await within(dialog).findByText(text.empty)).toBeVisible();
    await expect(canvas.queryByText(/^Last changed by/)).toBeNull();
  },
};

/** The server fails: its message, and Try again asks again. */
export const Failed: Story = {
  name: 'History failed',
  parameters: {
    msw: {
      handlers: {
        audit: auditHandlers({ failure: internalError('The database did not answer.') }),
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text.failed('The database did not answer.'),
    );
    await expect(canvas.queryByText(/^Last changed by/)).toBeNull();
  },
};

/** Try again after a failure asks again: the server answers this time. */
export const Retry: Story = {
  name: 'History failed, then Try again',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        // The row's call and the history's first call fail; the next one answers.
        audit: auditHandlers({ failure: internalError('Busy.'), failedCalls: 2 }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: text.retry }));
    await expect(await within(dialog).findByRole('list', { name: text.entries })).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** An older page fails: the entries shown stay, with the reason and Show older to try again. */
export const OlderFailed: Story = {
  name: 'Show older failed',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        audit: auditHandlers({ olderFailure: internalError('The database did not answer.') }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openHistory(canvasElement);
    await within(dialog).findByRole('list', { name: text.entries });
    await userEvent.click(within(dialog).getByRole('button', { name: text.showOlder }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text.olderFailed('The database did not answer.'),
    );
    await expect(within(dialog).getAllByRole('listitem', { name: /./ })).toHaveLength(
      AUDIT_HISTORY_PAGE_SIZE,
    );
    await expect(within(dialog).getByRole('button', { name: text.showOlder })).toBeEnabled();
  },
};

/** The record changes on the page (its version): the line asks again and names the new change. */
const REROLED = {
  ...newest,
  id: 'audit-olga-reroled',
  at: '2026-03-02T08:50:00.000Z',
  actor: { uid: 'demo-manager', name: 'Max Manager' },
  kind: 'user.roles' as const,
  before: { roles: ['CHAT_OPERATOR'] },
  after: { roles: ['CHAT_OPERATOR', 'CHAT_ADMIN'] },
};

/** A page whose record changes while it is shown (as a live poke does). */
function ChangingRecord(props: LastChangedProps) {
  const [version, setVersion] = useState(1);
  return (
    <>
      <LastChanged {...props} version={String(version)} />
      <button type="button" onClick={() => setVersion((v) => v + 1)}>
        Change the record
      </button>
    </>
  );
}

export const Refreshes: Story = {
  name: 'A change on the page asks again',
  tags: ['no-visual'],
  render: (args) => <ChangingRecord {...args} />,
  parameters: {
    msw: {
      handlers: { audit: auditHandlers({ entries: OLGA_AUDIT, later: [REROLED, ...OLGA_AUDIT] }) },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText(text.lastChanged(newest.actor.name, formatDate(newest.at)));
    await userEvent.click(canvas.getByRole('button', { name: 'Change the record' }));
    await expect(
      await canvas.findByText(text.lastChanged('Max Manager', formatDate(REROLED.at))),
    ).toBeVisible();
  },
};

/**
 * Given the newest entry the page read for all its rows (an older one here, to tell them apart),
 * the line names it and asks nothing; opening the history asks, and the line follows it.
 */
const givenCalls = auditCallCounter();
export const Given: Story = {
  name: 'Given the newest entry by the page',
  tags: ['no-visual'],
  args: { latest: OLGA_AUDIT[1]! },
  parameters: { msw: { handlers: { audit: auditHandlers({ onCall: givenCalls.onCall }) } } },
  beforeEach: () => givenCalls.reset(),
  play: async ({ canvas, canvasElement }) => {
    const given = OLGA_AUDIT[1]!;
    await canvas.findByText(text.lastChanged(given.actor.name, formatDate(given.at)));
    // Give a call that should not happen time to answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(givenCalls.count('/audit')).toBe(0);
    await openHistory(canvasElement);
    await expect(
      await canvas.findByText(text.lastChanged(newest.actor.name, formatDate(newest.at))),
    ).toBeVisible();
  },
};

/** Given none recorded (`null`): History alone, and nothing asked. */
const noneCalls = auditCallCounter();
export const GivenNone: Story = {
  name: 'Given no recorded change by the page',
  tags: ['no-visual'],
  args: { latest: null },
  parameters: { msw: { handlers: { audit: auditHandlers({ onCall: noneCalls.onCall }) } } },
  beforeEach: () => noneCalls.reset(),
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: text.historyOf('Olga Operator') });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText(/^Last changed by/)).toBeNull();
    await expect(noneCalls.count('/audit')).toBe(0);
  },
};

/** Not an admin: nothing shows (the server would refuse the history anyway). */
export const Manager: Story = {
  name: 'Manager (not shown)',
  tags: ['no-visual'],
  parameters: { page: { path: '/connectedOperators', roles: ['Manager'] } },
  play: async ({ canvas }) => {
    // Give a call that should not happen time to answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('button', { name: /^History/ })).toBeNull();
    await expect(canvas.queryByText(/^Last changed by/)).toBeNull();
  },
};

/** On a phone (390 px) the line wraps and the history fits the screen. */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(/^Last changed by/);
    await expectNoSidewaysScroll(canvasElement);
    const dialog = await openHistory(canvasElement);
    await within(dialog).findByRole('list', { name: text.entries });
    await expectWithinScreen(dialog);
    await expectWithinScreen(within(dialog).getByRole('button', { name: text.showOlder }));
  },
};
