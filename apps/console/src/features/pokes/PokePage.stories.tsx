import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  formatFollowUpTime,
  LATE_POKE_MESSAGES,
  messages,
  pokeRemovedMessage,
  pokeStatusLabel,
  POKE_MESSAGES,
  POKE_SEND_MESSAGES,
  POKE_UI_MESSAGES,
} from '@switchboard/domain';
import { expect, userEvent, within } from 'storybook/test';
import { domainHandlers } from '../../test/msw/domains';
import {
  FOLLOW_UPS,
  LATE_POKE,
  MAIN_POKE,
  POKE_FIXTURES,
  pokeHandlers,
  pokeWindowRows,
  SENT_POKE,
  SENT_POKE_REPORT,
} from '../../test/msw/pokes';
import { internalError } from '../../test/msw/answers';
import { SITE_FLIRT_NL } from '../../test/msw/domains';
import { LEFT_PAGE_TEST_ID, pageStoryMeta } from '../../test/pageStory';
import { PokePage } from './PokePage';

/** The poke page /pokes/{geo}/{pokeId} against msw handlers of the real API (src/test/msw). */
const meta = {
  title: 'Poke/Poke page',
  component: PokePage,
  ...pageStoryMeta({ domains: domainHandlers(), pokes: pokeHandlers() }),
} satisfies Meta<typeof PokePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A scheduled poke on two domains with two follow-ups. */
export const WithFollowUps: Story = {
  name: 'Poke with follow-ups',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: `${POKE_MESSAGES.poke} ${MAIN_POKE.id}` }),
    ).toBeVisible();
    const details = canvas.getByRole('region', { name: POKE_MESSAGES.details });
    await expect(details).toHaveTextContent(
      `${POKE_MESSAGES.status}: ${pokeStatusLabel(MAIN_POKE.status)}`,
    );
    const targets = canvas.getByRole('region', { name: POKE_MESSAGES.targetsPerDomain });
    const rows = within(targets).getAllByRole('listitem');
    await expect(rows).toHaveLength(MAIN_POKE.targets.targetsPerDomain.length);
    for (const [i, site] of MAIN_POKE.targets.targetsPerDomain.entries()) {
      await expect(rows[i]).toHaveTextContent(`${site.site}: ${site.estimate}`);
    }
    await expect(canvas.getByRole('button', { name: POKE_MESSAGES.edit })).toBeVisible();
    await expect(canvas.queryByText(POKE_UI_MESSAGES.noLongerEditable)).toBeNull();
    const followUps = canvas.getByRole('region', { name: POKE_MESSAGES.followUps });
    const followUpRows = within(followUps).getAllByRole('listitem');
    await expect(followUpRows).toHaveLength(FOLLOW_UPS.length);
    // Times as the spec shows follow-ups ('HH:mm ddd, MMM D, YYYY', the profile's timezone).
    for (const [i, followUp] of FOLLOW_UPS.entries()) {
      const shown = formatFollowUpTime(followUp.scheduled, MAIN_POKE.profile.timezone);
      await expect(shown).toMatch(/^\d{2}:\d{2} \w{3}, \w{3} \d{1,2}, \d{4}$/);
      await expect(followUpRows[i]).toHaveTextContent(shown);
      await expect(followUpRows[i]).not.toHaveTextContent(followUp.scheduled);
    }
  },
};

/** Deleting asks first, then removes the poke with its follow-ups and says so. */
export const Delete: Story = {
  name: 'Delete with confirmation',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: POKE_MESSAGES.delete }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: POKE_MESSAGES.confirmDelete,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: POKE_MESSAGES.delete }));
    await expect(await canvas.findByTestId(LEFT_PAGE_TEST_ID)).toHaveTextContent('/pokes');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      pokeRemovedMessage(FOLLOW_UPS.length, 0),
    );
  },
};

/** No poke with that id in the locale: the server's 'Poke document with id {id} not found'. */
export const NotFound: Story = {
  name: 'Poke not found',
  parameters: { page: { path: '/pokes/nl/poke-404' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.pokeNotFound('poke-404'))).toBeVisible();
  },
};

/**
 * A poke found past the grace time waits for a decision: the page explains it and offers sending
 * it anyway or cancelling it; cancelling says so.
 */
export const LatePoke: Story = {
  name: 'Late poke: the decision',
  parameters: {
    page: {
      path: `/pokes/nl/${LATE_POKE.id}`,
      live: { poke: [LATE_POKE], 'pokes.window': pokeWindowRows([LATE_POKE]) },
    },
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, LATE_POKE] }) } },
  },
  play: async ({ canvas }) => {
    const decision = await canvas.findByRole('group', { name: LATE_POKE_MESSAGES.decision });
    await expect(within(decision).getByText(LATE_POKE_MESSAGES.explanation)).toBeVisible();
    await expect(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.sendAnyway }),
    ).toBeEnabled();
    await userEvent.click(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.cancel }),
    );
    await expect(await canvas.findByText(LATE_POKE_MESSAGES.cancelled)).toBeVisible();
  },
};

const sentPokeStory = {
  path: `/pokes/nl/${SENT_POKE.id}`,
  live: { poke: [SENT_POKE] },
};

/**
 * A poke that has been sent: "Done" comes with its breakdown, over all domains and per domain —
 * sent, skipped per why, failed with the reasons.
 */
export const SentBreakdown: Story = {
  name: 'Sent poke: what was sent',
  parameters: {
    page: sentPokeStory,
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, SENT_POKE] }) } },
  },
  play: async ({ canvas }) => {
    const breakdown = await canvas.findByRole('region', { name: POKE_SEND_MESSAGES.breakdown });
    const total = await within(breakdown).findByRole('region', {
      name: POKE_SEND_MESSAGES.allSites,
    });
    await expect(total).toHaveTextContent(POKE_SEND_MESSAGES.sent(351));
    await expect(total).toHaveTextContent(
      POKE_SEND_MESSAGES.skipped(POKE_SEND_MESSAGES.skipReasons.in_conversation ?? '', 42),
    );
    await expect(total).toHaveTextContent(POKE_SEND_MESSAGES.failed(2));
    const site = within(breakdown).getByRole('region', { name: SITE_FLIRT_NL });
    await expect(site).toHaveTextContent(
      POKE_SEND_MESSAGES.failure('customer-17', 'The chat could not be written'),
    );
    await expect(site).toHaveTextContent(
      POKE_SEND_MESSAGES.failure('customer-42', POKE_SEND_MESSAGES.unknownFailure),
    );
  },
};

/** A poke that has gone out offers no Edit (the server would refuse the change); it says why. */
export const SentNotEditable: Story = {
  name: 'Sent poke: no Edit',
  parameters: {
    page: sentPokeStory,
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, SENT_POKE] }) } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(POKE_UI_MESSAGES.noLongerEditable)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: POKE_MESSAGES.edit })).toBeNull();
    await expect(canvas.getByRole('button', { name: POKE_MESSAGES.delete })).toBeVisible();
  },
};

/** The report cannot be read: the page says so with the reason, and offers to try again. */
export const SentBreakdownError: Story = {
  name: 'Sent poke: report failed',
  parameters: {
    page: sentPokeStory,
    msw: {
      handlers: {
        pokes: pokeHandlers({
          pokes: [...POKE_FIXTURES, SENT_POKE],
          sendingError: internalError('Database unavailable'),
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const breakdown = await canvas.findByRole('region', { name: POKE_SEND_MESSAGES.breakdown });
    await expect(
      await within(breakdown).findByText(
        POKE_SEND_MESSAGES.breakdownFailed('Database unavailable'),
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      within(breakdown).getByRole('button', { name: POKE_SEND_MESSAGES.retry }),
    ).toBeVisible();
  },
};

/**
 * A send running when the page opens: the breakdown starts empty and is asked again as the live
 * poke moves (here to done), so it follows the send; the status in the details follows it too.
 */
export const RunningBreakdown: Story = {
  name: 'Running poke: the breakdown follows the send',
  parameters: {
    page: sentPokeStory,
    msw: {
      handlers: {
        pokes: pokeHandlers({
          pokes: [
            ...POKE_FIXTURES,
            {
              ...SENT_POKE,
              status: 'in_progress',
              targets: {
                ...SENT_POKE.targets,
                targetsPerDomain: SENT_POKE.targets.targetsPerDomain.map((site) => ({
                  ...site,
                  reached: 0,
                })),
              },
            },
          ],
          reports: {
            [SENT_POKE.id]: [{ late: false, runs: [], failures: [] }, SENT_POKE_REPORT],
          },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const breakdown = await canvas.findByRole('region', { name: POKE_SEND_MESSAGES.breakdown });
    const total = await within(breakdown).findByRole(
      'region',
      { name: POKE_SEND_MESSAGES.allSites },
      { timeout: 5_000 },
    );
    await expect(total).toHaveTextContent(POKE_SEND_MESSAGES.sent(351));
    // The details follow the live poke too, not the poke as the page loaded it.
    const details = canvas.getByRole('region', { name: POKE_MESSAGES.details });
    await expect(details).toHaveTextContent(pokeStatusLabel('done'));
    await expect(details).not.toHaveTextContent(pokeStatusLabel('in_progress'));
  },
};
