import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  NoticesPanel,
  NoticesPanelButtons,
  NoticesPanelItem,
  NoticesPanelItemList,
  NoticesPanelMeta,
  NoticesPanelRow,
  NoticesPanelTitle,
  NoticesPanelToolbar,
} from './NoticesPanel';

const meta = {
  title: 'Announcements/NoticesPanel',
  component: NoticesPanel,
  args: { 'aria-labelledby': 'panel-title' },
} satisfies Meta<typeof NoticesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A topic as the Notices screen shows it: title, buttons, its announcements, and a form. */
export const TopicWithAnnouncements: Story = {
  args: { onSubmit: fn() },
  render: ({ onSubmit, ...args }) => (
    <NoticesPanel {...args}>
      <NoticesPanelTitle id="panel-title">
        <span aria-hidden="true">😄</span>
        Opening hours
      </NoticesPanelTitle>
      <NoticesPanelButtons>
        <Button size="sm" variant="secondary">
          Edit topic
        </Button>
        <Button size="sm" variant="text">
          Delete topic
        </Button>
      </NoticesPanelButtons>
      <NoticesPanelItemList aria-label="Opening hours">
        <NoticesPanelItem>
          <span>The desk is staffed from 08:00 until 02:00 during the holidays.</span>
          <NoticesPanelMeta>Created 2024-05-20 09:00</NoticesPanelMeta>
        </NoticesPanelItem>
        <NoticesPanelItem>
          <span>Sunday shifts are swapped through the team lead.</span>
          <NoticesPanelMeta>Updated 2024-05-18 15:30</NoticesPanelMeta>
        </NoticesPanelItem>
      </NoticesPanelItemList>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
      >
        <NoticesPanelRow>
          <TextField label="Topic title" defaultValue="Opening hours" />
          <TextField label="Emoji" defaultValue="😄" />
          <Button type="submit">Save</Button>
        </NoticesPanelRow>
      </form>
    </NoticesPanel>
  ),
  play: async ({ canvas, args }) => {
    const panel = canvas.getByRole('region', { name: 'Opening hours' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Opening hours' }).children).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Filters on the left, an action on the right, then an empty state in muted text. */
export const ToolbarAndEmpty: Story = {
  render: (args) => (
    <NoticesPanel {...args}>
      <NoticesPanelTitle id="panel-title">Connected operators</NoticesPanelTitle>
      <NoticesPanelToolbar>
        <TextField label="Search" />
        <Button variant="secondary">Refresh</Button>
      </NoticesPanelToolbar>
      <NoticesPanelMeta as="p">Nobody is connected.</NoticesPanelMeta>
    </NoticesPanel>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Connected operators' })).toHaveTextContent(
      'Nobody is connected.',
    );
  },
};

/** On a phone (390 px) the panel's padding shrinks and its rows wrap inside the screen. */
export const Phone: Story = {
  ...TopicWithAnnouncements,
  args: { onSubmit: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Opening hours' });
    await expect(getComputedStyle(panel).paddingTop).toBe('12px');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().right,
    );
  },
};
