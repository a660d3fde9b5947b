import {
  ANNOUNCEMENTS_DIALOG_WIDTH,
  type Announcement,
  type AnnouncementTopic,
} from '@switchboard/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementsDialog } from './AnnouncementsDialog';

const topic = (id: string, locale: string, title: string, emoji: string): AnnouncementTopic => ({
  id,
  locale,
  title,
  emoji,
});

const announcement = (
  id: string,
  topicId: string,
  locale: string,
  message: string,
  updatedAt: string | null = null,
): Announcement => ({
  id,
  topicId,
  locale,
  message,
  createdBy: 'uid-admin',
  createdAt: '2024-05-01T08:00:00.000Z',
  updatedBy: updatedAt ? 'uid-admin' : null,
  updatedAt,
});

const TOPICS = [
  topic('t-rules', 'nl', 'House rules', '📜'),
  topic('t-shifts', 'nl', 'Shift planning', '🗓️'),
  topic('t-rules-de', 'de', 'Hausregeln', '📜'),
  topic('t-news', 'gb', 'Product news', '🚀'),
];

const ANNOUNCEMENTS = [
  announcement(
    'a1',
    't-rules',
    'nl',
    'Never share <b>contact details</b> with customers.\nReport every attempt in the logbook.',
    '2024-05-20T09:30:00.000Z',
  ),
  announcement('a2', 't-rules', 'nl', 'Be friendly, be <em>quick</em>.'),
  announcement('a3', 't-shifts', 'nl', 'The weekend shifts for June are online.'),
  announcement('a4', 't-rules-de', 'de', 'Keine Kontaktdaten weitergeben.'),
  announcement(
    'a5',
    't-news',
    'gb',
    'Suggestions are now available on all <strong>SFW</strong> domains.',
    '2024-05-28T14:00:00.000Z',
  ),
];

/** Deterministic, time-zone free display of a timestamp. */
const formatDate = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const meta = {
  title: 'Announcements/AnnouncementsDialog',
  component: AnnouncementsDialog,
  args: {
    open: true,
    topics: TOPICS,
    announcements: ANNOUNCEMENTS,
    formatDate,
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnnouncementsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The dialog is 800 px wide where the screen has room for it, else it fits the screen: the /uikit
 * page shows the stories in a frame narrower than that (#28), so the check follows the frame.
 */
const expectDialogWidth = async (dialog: HTMLElement, view: Window) => {
  const { width, left, right } = dialog.getBoundingClientRect();
  if (view.innerWidth >= ANNOUNCEMENTS_DIALOG_WIDTH + 64) {
    await expect(width).toBe(ANNOUNCEMENTS_DIALOG_WIDTH);
    return;
  }
  await expect(width).toBeLessThan(ANNOUNCEMENTS_DIALOG_WIDTH);
  await expect(left).toBeGreaterThanOrEqual(0);
  await expect(right).toBeLessThanOrEqual(view.document.documentElement.clientWidth);
};

/** Several locales and topics: steps ordered by locale, then title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Announcements' });
    const view = canvasElement.ownerDocument.defaultView ?? window;
    await expectDialogWidth(dialog, view);
    const tabs = body.getAllByRole('tab');
    await expect(tabs).toHaveLength(4);
    await expect(tabs[0]).toHaveAccessibleName('DE Hausregeln (1 announcement)');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await expect(body.getByRole('tabpanel')).toHaveTextContent('Suggestions are now available');
    await expect(body.getByRole('tabpanel')).toHaveTextContent('Updated 2024-05-28 14:00 UTC');

    await userEvent.click(body.getByRole('tab', { name: /House rules/ }));
    const panel = body.getByRole('tabpanel', { name: /House rules/ });
    // Newest first; the updated date shows, or the created date when never updated.
    const items = within(panel).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Updated 2024-05-20 09:30 UTC');
    await expect(items[1]).toHaveTextContent('Updated 2024-05-01 08:00 UTC');

    // Arrow keys move between steps and take the focus along.
    await userEvent.keyboard('{ArrowRight}');
    await expect(body.getByRole('tab', { name: /Shift planning/ })).toHaveFocus();
    await expect(body.getByRole('tab', { name: /Shift planning/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(body.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A screen narrower than the dialog, as in the /uikit page's frame: the same steps work. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile' } },
  tags: ['no-visual'],
  play: async (context) => {
    const view = context.canvasElement.ownerDocument.defaultView ?? window;
    await expect(view.innerWidth).toBeLessThan(ANNOUNCEMENTS_DIALOG_WIDTH);
    await Default.play?.(context);
  },
};

export const OneStep: Story = {
  args: { topics: TOPICS.slice(0, 1), announcements: ANNOUNCEMENTS.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getAllByRole('tab')).toHaveLength(1);
    await expect(body.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(body.getByRole('button', { name: 'Close' })).toBeEnabled();
  },
};

const TWELVE_TITLES = [
  'Onboarding',
  'House rules',
  'Shift planning',
  'Payments',
  'Holidays',
  'Quality',
  'Suggestions',
  'Abuse',
  'Pokes',
  'Training',
  'Tooling',
  'Miscellaneous',
];
const TWELVE_TOPICS = TWELVE_TITLES.map((title, index) =>
  topic(
    `t${index}`,
    index < 6 ? 'nl' : 'be',
    title,
    ['📣', '📜', '🗓️', '💶', '🌴', '⭐'][index % 6] ?? '',
  ),
);

/** 12 topics: titles are truncated to max(round(60 / 12), 7) = 7 characters. */
export const TwelveTopics: Story = {
  args: {
    topics: TWELVE_TOPICS,
    announcements: TWELVE_TOPICS.map((t, index) =>
      announcement(`a${index}`, t.id, t.locale, `Announcement about ${t.title.toLowerCase()}.`),
    ),
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const tabs = body.getAllByRole('tab');
    await expect(tabs).toHaveLength(12);
    await expect(body.getByRole('tab', { name: /Miscel…/ })).toBeVisible();
    await expect(body.getByRole('tab', { name: /Onboar…/ })).toHaveAttribute(
      'title',
      'Onboarding (NL)',
    );
    await expect(body.queryByRole('tab', { name: /Miscellaneous/ })).toBeNull();
    await expect(body.getByRole('tab', { name: /Tooling/ })).toBeVisible();
    await userEvent.click(body.getByRole('tab', { name: /Miscel…/ }));
    // The panel shows the full title.
    await expect(body.getByRole('heading', { name: /Miscellaneous/ })).toBeVisible();
  },
};

const LONG_MESSAGE = [
  'Dear team,',
  '',
  'From Monday on, every chat about payments must be logged in the customer logbook, with the category Updates and a short comment about what the customer asked.',
  '',
  'Checklist:',
  '- read the previous logs before you answer;',
  '- never promise refunds;',
  '- hand the chat over when the customer insists.',
  '',
  'Thank you, the support managers',
].join('\n');

/** A long message: the author's line breaks are kept. */
export const LongMessage: Story = {
  args: {
    topics: TOPICS.slice(0, 1),
    announcements: [announcement('long', 't-rules', 'nl', LONG_MESSAGE)],
  },
  play: async ({ canvasElement }) => {
    const panel = bodyOf(canvasElement).getByRole('tabpanel');
    await expect(panel).toHaveTextContent('never promise refunds');
    await expect(panel.innerText).toContain('Checklist:\n- read the previous logs');
  },
};

/** A hostile message: the script and the event handler are gone, basic formatting stays. */
export const SanitizedMessage: Story = {
  args: {
    topics: TOPICS.slice(0, 1),
    announcements: [
      announcement(
        'xss',
        't-rules',
        'nl',
        '<b>Important</b> update<script>window.__announcementXss = true</script><img src="x" onerror="window.__announcementXss = true"><a href="https://example.com" onclick="alert(1)">Read more</a>',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const panel = body.getByRole('tabpanel');
    await expect(panel.querySelector('script')).toBeNull();
    await expect(panel.querySelector('img')).toBeNull();
    await expect(panel.querySelector('[onerror]')).toBeNull();
    await expect(panel.querySelector('[onclick]')).toBeNull();
    await expect(panel.querySelector('b')).toHaveTextContent('Important');
    const link = within(panel).getByRole('link', { name: 'Read more' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as { __announcementXss?: boolean }).__announcementXss).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.getByText('There are no announcements.')).toBeVisible();
    await expect(body.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
