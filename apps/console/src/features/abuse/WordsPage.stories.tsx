import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ABUSE_DRY_RUN_COUNT_CAP,
  ABUSE_MESSAGES as text,
  ABUSE_PHRASE_MAX_TOKENS,
  messages,
  AUDIT_MESSAGES as auditText,
} from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ABUSE_WORDS, abuseWordHandlers, DRY_RUN_RESULT } from '../../test/msw/abuseAdmin';
import { internalError } from '../../test/msw/answers';
import { auditCallCounter, auditHandlers, WORD_AUDIT } from '../../test/msw/audit';
import { formatDate } from '../../common/formatDate';
import { pageStoryMeta } from '../../test/pageStory';
import { expectNoSidewaysScroll, expectWithinScreen, PHONE_STORY } from '../../test/phone';
import { WordsPage } from './WordsPage';

/**
 * /abuse/words (Admin) against msw handlers of the words API (src/test/msw): the list per locale
 * and global, search, add after a dry run (with the spec's duplicate text), remove, import.
 */
const shared = pageStoryMeta({ words: abuseWordHandlers(), audit: auditHandlers() });
const meta = {
  title: 'Abuse/Words page',
  component: WordsPage,
  ...shared,
  parameters: { ...shared.parameters, page: { path: '/abuse/words', roles: ['Admin'] } },
} satisfies Meta<typeof WordsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every word, global ones and each locale's. */
export const Words: Story = {
  name: 'Word list',
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.wordsCaption });
    await expect(await within(table).findByText('überweisung')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(ABUSE_WORDS.length + 1);
  },
};

/**
 * Who last changed each word (#31), and the history behind it: who added snapchat to the Dutch
 * list; a word no staff member has changed shows History alone.
 */
const lastChangeCalls = auditCallCounter();
export const LastChange: Story = {
  name: 'Who last changed a word',
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: { audit: auditHandlers({ onCall: lastChangeCalls.onCall }) } },
  },
  beforeEach: () => lastChangeCalls.reset(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.wordsCaption });
    const snapchat = (await within(table).findByText('snapchat')).closest('tr')!;
    const added = WORD_AUDIT[0]!;
    await expect(
      await within(snapchat).findByText(
        auditText.lastChanged(added.actor.name, formatDate(added.at)),
      ),
    ).toBeVisible();
    const lenen = within(table).getByText('geld lenen').closest('tr')!;
    await expect(within(lenen).queryByText(/^Last changed by/)).toBeNull();
    // One call for the whole list, not one per row.
    await expect(lastChangeCalls.count('/audit/latest')).toBe(1);
    await expect(lastChangeCalls.latest()[0]!.recordIds).toHaveLength(ABUSE_WORDS.length);
    await expect(lastChangeCalls.count('/audit')).toBe(0);
    await userEvent.click(
      within(snapchat).getByRole('button', { name: auditText.historyOf('snapchat') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: auditText.historyOf('snapchat'),
    });
    await expect(
      await within(dialog).findByText(auditText.change('Locale', auditText.none, 'nl')),
    ).toBeVisible();
  },
};

/** Search folds case and accents: "UBER" finds "überweisung". */
export const Search: Story = {
  name: 'Search',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: text.wordsCaption });
    await within(table).findByText('whatsapp');
    await userEvent.type(canvas.getByRole('searchbox', { name: text.search }), 'UBER');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByText('überweisung')).toBeVisible();
  },
};

/** A new word: the dry run of the last 7 days with examples, then Add. */
export const AddAfterDryRun: Story = {
  name: 'Add a word after its dry run',
  tags: ['no-visual'],
  parameters: { msw: { handlers: { words: abuseWordHandlers() } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.wordsCaption });
    await userEvent.type(canvas.getByRole('textbox', { name: text.newWord }), 'telegram');
    await userEvent.click(canvas.getByRole('button', { name: text.checkWord }));
    const dryRun = await canvas.findByRole('status', { name: text.dryRunTitle });
    await expect(dryRun).toHaveTextContent(
      text.dryRun(DRY_RUN_RESULT.messages, DRY_RUN_RESULT.pokes, DRY_RUN_RESULT.capped),
    );
    await expect(within(dryRun).getByText(/Mail me at my telegram/)).toBeVisible();
    await userEvent.click(within(dryRun).getByRole('button', { name: text.addWord }));
    const table = canvas.getByRole('table', { name: text.wordsCaption });
    await expect(await within(table).findByText('telegram')).toBeVisible();
  },
};

/** A word in more texts than the dry run counts: "more than 10,000", not a made-up figure. */
export const DryRunOverCap: Story = {
  name: 'Dry run of a very common word',
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        words: abuseWordHandlers({
          dryRun: {
            ...DRY_RUN_RESULT,
            messages: ABUSE_DRY_RUN_COUNT_CAP,
            capped: { messages: true, pokes: false },
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.wordsCaption });
    await userEvent.type(canvas.getByRole('textbox', { name: text.newWord }), 'de');
    await userEvent.click(canvas.getByRole('button', { name: text.checkWord }));
    const dryRun = await canvas.findByRole('status', { name: text.dryRunTitle });
    await expect(dryRun).toHaveTextContent(
      'In the last 7 days this word would have flagged more than 10,000 messages and 1 poke.',
    );
  },
};

/** A word already on the global list: the spec's duplicate text, and no Check. */
export const Duplicate: Story = {
  name: 'Duplicate word',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.wordsCaption });
    await userEvent.type(canvas.getByRole('textbox', { name: text.newWord }), 'WhatsApp');
    await expect(await canvas.findByText(messages.abuseWordExists('WhatsApp', ''))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.checkWord })).toBeDisabled();
  },
};

/** A phrase of more than 8 words could never match: refused before any call. */
export const PhraseTooLong: Story = {
  name: 'Phrase too long',
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: text.wordsCaption });
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.newWord }),
      'one two three four five six seven eight nine',
    );
    await expect(
      await canvas.findByText(text.phraseTooLong(ABUSE_PHRASE_MAX_TOKENS)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.checkWord })).toBeDisabled();
  },
};

/** The list could not be loaded: the error with Retry. */
export const Failed: Story = {
  name: 'Word list failed',
  parameters: { msw: { handlers: { words: abuseWordHandlers({ listError: internalError() }) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(text.wordsFailed);
  },
};

/** No words yet. */
export const Empty: Story = {
  name: 'No words',
  parameters: { msw: { handlers: { words: abuseWordHandlers({ words: [] }) } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(text.noWords))[0]).toBeVisible();
  },
};

/**
 * On a phone (390 px, #28) the forms stack and each word is a card with its Remove button on the
 * screen; the page never scrolls sideways.
 */
export const Phone: Story = {
  ...PHONE_STORY,
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: text.wordsCaption });
    await within(table).findByText('überweisung');
    await expectNoSidewaysScroll(canvasElement);
    const removes = within(table).getAllByRole('button', { name: /^Remove / });
    await expect(removes).toHaveLength(ABUSE_WORDS.length);
    for (const remove of removes) await expectWithinScreen(remove);
    await within(table).findAllByText(/^Last changed by/);
    await expectNoSidewaysScroll(canvasElement);
    for (const history of within(table).getAllByRole('button', { name: /^History of / }))
      await expectWithinScreen(history);
  },
};
