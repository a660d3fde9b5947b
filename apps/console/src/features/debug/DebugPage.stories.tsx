import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEBUG_MESSAGES as text } from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { debugHandlers, triggerHandlers } from '../../test/msw/admin';
import { pageStoryMeta } from '../../test/pageStory';
import { DebugPage } from './DebugPage';

/** /debug (Developer) against msw handlers and a story socket. */
const shared = pageStoryMeta({ debug: debugHandlers(), domains: triggerHandlers() });

const meta = {
  title: 'Admin/Debug page',
  component: DebugPage,
  ...shared,
  parameters: {
    ...shared.parameters,
    page: { path: '/debug', roles: ['Developer'], live: { 'system-notification': [] } },
  },
} satisfies Meta<typeof DebugPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Versions, socket, tenant, domains and the cache; a key's value, then a flush after confirming. */
export const Developer: Story = {
  name: 'Developer tools',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0.1.0')).toBeVisible();
    await expect(canvas.getByTestId('socket-state')).toHaveTextContent(text.connected);
    const cache = canvas.getByRole('region', { name: text.cache });
    const key = await within(cache).findByText('pools:tenant-demo:nl');
    const row = key.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: text.show }));
    await expect(await within(cache).findByText(/"SFW":\["op-olga"\]/)).toBeVisible();
    await userEvent.click(within(cache).getByRole('button', { name: text.flush }));
    const dialog = await within(document.body).findByRole('dialog', { name: text.flush });
    await userEvent.click(within(dialog).getByRole('button', { name: text.flush }));
    await expect(await canvas.findByText(text.flushed(3))).toBeVisible();
    await expect(await within(cache).findByText(text.noKeys)).toBeVisible();
  },
};
