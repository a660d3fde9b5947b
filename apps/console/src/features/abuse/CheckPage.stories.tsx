import type { Meta, StoryObj } from '@storybook/react-vite';
import { ABUSE_MESSAGES as text, describePokeFilters } from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { abuseHandlers, FLAGGED_MESSAGE_ITEM, FLAGGED_POKE_ITEM } from '../../test/msw/abuse';
import {
  FLAGGED_IN_LONG_CHAT,
  LONG_MESSAGE_ITEM,
  LONG_TEXT,
  longConversationHandlers,
} from '../../test/msw/abuseLong';
import { internalError } from '../../test/msw/answers';
import { pageStoryMeta } from '../../test/pageStory';
import { CheckPage } from './CheckPage';

/**
 * The check screen /abuse/check against msw handlers of the abuse review API (src/test/msw):
 * the next item with its conversation and the matched words marked, the claim countdown, the
 * keyboard shortcuts, the next item after a decision, and the empty and failed states.
 */
const shared = pageStoryMeta({ abuse: abuseHandlers() });
const meta = {
  title: 'Abuse/Check page',
  component: CheckPage,
  ...shared,
  parameters: { ...shared.parameters, page: { path: '/abuse/check', roles: ['AbuseChecker'] } },
} satisfies Meta<typeof CheckPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A flagged operator message: its text with the matched words marked, and the chat around it. */
export const FlaggedMessage: Story = {
  name: 'Flagged message with its conversation',
  // The claim countdown ticks: no screenshot.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Flagged message' });
    const content = within(card).getByLabelText('Content');
    await expect(content).toHaveTextContent(FLAGGED_MESSAGE_ITEM.text);
    // The operator who wrote it, as the profile they wrote as (#28).
    await expect(card).toHaveTextContent(text.senderAs('Olga Operator', 'Iris 39'));
    const marks = [...content.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['WhatsApp', 'call me']);
    const timer = canvas.getByRole('timer', { name: text.claimTimer });
    await waitFor(() => expect(timer).toHaveTextContent(/^\d+:\d\d$/));
    const conversation = await canvas.findByRole('log', { name: text.conversation });
    await expect(await within(conversation).findByText('What is your number?')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Mark abuse/ })).toHaveAttribute(
      'aria-keyshortcuts',
      'a',
    );
  },
};

/** The shortcut A marks it abuse; the snackbar offers Undo and the next item (a poke) follows. */
export const MarkAbuseWithShortcut: Story = {
  name: 'Mark abuse with the keyboard, then the next item',
  tags: ['no-visual'],
  // A queue of its own: this story marks an item.
  parameters: { msw: { handlers: { abuse: abuseHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Flagged message' });
    await userEvent.keyboard('a');
    const snackbar = await canvas.findByRole('status');
    await expect(snackbar).toHaveTextContent(text.markedAbuse);
    await expect(within(snackbar).getByRole('button', { name: text.undo })).toBeVisible();
    const poke = await canvas.findByRole('article', { name: 'Flagged poke' });
    await expect(within(poke).getByLabelText('Content')).toHaveTextContent(FLAGGED_POKE_ITEM.text);
    // Its audience in the wizard's words, never the stored filter object (#28).
    const audience = canvas.getByRole('region', { name: text.audience });
    for (const line of describePokeFilters(FLAGGED_POKE_ITEM.poke!)) {
      await expect(within(audience).getByText(line)).toBeVisible();
    }
    await expect(audience).not.toHaveTextContent(/targetFilterType|namedTargets|\{/);
  },
};

/**
 * Mark abuse, the next item (a poke) follows, then Undo (#28): the undone message is back on the
 * screen as this reviewer's claim; the poke goes back to the queue.
 */
export const UndoBringsItemBack: Story = {
  name: 'Undo brings the item back',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { abuse: abuseHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Flagged message' });
    await userEvent.keyboard('a');
    const snackbar = await canvas.findByRole('status');
    await canvas.findByRole('article', { name: 'Flagged poke' });
    await userEvent.click(within(snackbar).getByRole('button', { name: text.undo }));
    const card = await canvas.findByRole('article', { name: 'Flagged message' });
    await expect(within(card).getByLabelText('Content')).toHaveTextContent(
      FLAGGED_MESSAGE_ITEM.text,
    );
  },
};

/**
 * Skip (N) gives the item back and asks the server for the next one without it: skipping both
 * leaves nothing for this reviewer (the server would otherwise hand the first back).
 */
export const SkipBoth: Story = {
  name: 'Skip both items',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { abuse: abuseHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Flagged message' });
    await userEvent.keyboard('n');
    await canvas.findByRole('article', { name: 'Flagged poke' });
    await userEvent.keyboard('n');
    await expect(await canvas.findByText(text.queueEmpty)).toBeVisible();
  },
};

/** Typing the reason never triggers a shortcut. */
export const ReasonTyping: Story = {
  name: 'Typing a reason is not a shortcut',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { abuse: abuseHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: 'Flagged message' });
    await userEvent.type(canvas.getByRole('textbox', { name: text.reason }), 'a scam');
    await expect(canvas.getByRole('article', { name: 'Flagged message' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Nothing flagged: the screen says so and waits for the live queue. */
export const Empty: Story = {
  name: 'Nothing to review',
  parameters: { msw: { handlers: { abuse: abuseHandlers({ items: [] }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text.queueEmpty)).toBeVisible();
  },
};

/** The next item could not be claimed: the error with a retry. */
export const Failed: Story = {
  name: 'Next item failed',
  parameters: { msw: { handlers: { abuse: abuseHandlers({ nextError: internalError() }) } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text.nextFailed('Internal server error'));
    await expect(within(alert).getByRole('button', { name: text.retry })).toBeVisible();
  },
};

/** On a phone (390 px) the card, the actions and the conversation stack. */
export const Phone: Story = {
  name: 'Phone layout',
  tags: ['no-visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Flagged message' })).toBeVisible();
  },
};

/**
 * The flagged message in the middle of its chat (#28): its line in the conversation is marked
 * (outlined, labelled Flagged, `aria-current`) and the conversation opens scrolled to it rather
 * than to the newest message at the bottom.
 */
export const FlaggedLineMarked: Story = {
  name: 'Flagged line marked in its conversation',
  // The claim countdown ticks: no screenshot.
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        abuse: [...longConversationHandlers(), ...abuseHandlers({ items: [FLAGGED_IN_LONG_CHAT] })],
      },
    },
  },
  play: async ({ canvas }) => {
    const conversation = await canvas.findByRole('log', { name: text.conversation });
    const marked = await waitFor(() => {
      const found = conversation.querySelector('[aria-current="true"]');
      if (!found) throw new Error('No marked line');
      return found as HTMLElement;
    });
    await expect(marked).toHaveTextContent(text.flaggedLine);
    await expect(marked).toHaveTextContent(FLAGGED_IN_LONG_CHAT.text);
    await expect(within(conversation).getAllByText(text.flaggedLine)).toHaveLength(1);
    // Shown in the conversation's box, which is not at its bottom (the newest message).
    await waitFor(() => expect(inside(marked, conversation)).toBe(true));
    await expect(conversation.scrollTop + conversation.clientHeight).toBeLessThan(
      conversation.scrollHeight - 1,
    );
    // And on the screen once the reviewer reaches the conversation.
    conversation.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(inside(marked, document.documentElement)).toBe(true));
  },
};

/**
 * A 3,000-character message whose matched word comes near its end (#28): the content box opens
 * scrolled to the highlight, and the matched words are named in words next to it.
 */
export const LongMessageHighlight: Story = {
  name: 'Long message: the matched word in view',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        abuse: [...longConversationHandlers(), ...abuseHandlers({ items: [LONG_MESSAGE_ITEM] })],
      },
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Flagged message' });
    const content = within(card).getByLabelText('Content');
    await expect(content).toHaveTextContent(LONG_TEXT);
    const mark = content.querySelector('mark')!;
    await expect(mark).toHaveTextContent('WhatsApp');
    await waitFor(() => expect(inside(mark, content)).toBe(true));
    const matched = within(card).getByText(text.matchedList(LONG_MESSAGE_ITEM.matchedWords));
    await expect(matched).toHaveTextContent('Matched: “whatsapp”');
    await expect(matched).toBeVisible();
    await expect(content).toHaveAccessibleDescription(matched.textContent);
  },
};

/** Whether `element` lies wholly inside the visible box of `box` (a scroller, or the page). */
function inside(element: Element, box: Element) {
  const shown =
    box === document.documentElement
      ? { top: 0, bottom: window.innerHeight }
      : box.getBoundingClientRect();
  const { top, bottom } = element.getBoundingClientRect();
  return top >= shown.top - 0.5 && bottom <= shown.bottom + 0.5;
}
