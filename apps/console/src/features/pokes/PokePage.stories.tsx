import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  formatFollowUpTime,
  LATE_POKE_MESSAGES,
  messages,
  parseAudienceFilters,
  Poke,
  pokeRemovedMessage,
  pokeStatusLabel,
  POKE_MESSAGES,
  POKE_RECORD_MESSAGES as text,
  POKE_SCREENS_MESSAGES,
  POKE_SEND_MESSAGES,
  POKE_UI_MESSAGES,
  resolvePokeTimezone,
  AUDIT_MESSAGES as auditText,
} from '@switchboard/domain';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { nothingLoading } from '../../test/animations';
import { audienceHandlers, countAudience, CUSTOMERS_PER_SITE } from '../../test/msw/audience';
import { domainHandlers, SITE_CHAT_NL, SITE_FLIRT_NL } from '../../test/msw/domains';
import {
  FOLLOW_UPS,
  KILLED_BY_POKER,
  KILLED_POKE,
  KILLED_POKE_REPORT,
  LATE_POKE,
  MAIN_POKE,
  POKE_FIXTURES,
  pokeHandlers,
  pokeWindowRows,
  RECURRING_POKE,
  RECURRING_POKE_REPORT,
  SENT_POKE,
  SENT_POKE_REPORT,
} from '../../test/msw/pokes';
import { internalError, STORY_NOW } from '../../test/msw/answers';
import { auditHandlers, POKE_AUDIT } from '../../test/msw/audit';
import { formatDate } from '../../common/formatDate';
import { LEFT_PAGE_TEST_ID, pageStoryMeta } from '../../test/pageStory';
import { PokePage } from './PokePage';
import { pokeKindLabel, pokeTitle } from './pokeRecord';

/** The poke page /pokes/{geo}/{pokeId} against msw handlers of the real API (src/test/msw). */
const meta = {
  title: 'Poke/Poke page',
  component: PokePage,
  ...pageStoryMeta({
    domains: domainHandlers(),
    pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, RECURRING_POKE] }),
    audience: audienceHandlers(),
    audit: auditHandlers(),
  }),
} satisfies Meta<typeof PokePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The fixtures as the page reads them (the schema's types). */
const main = Poke.parse(MAIN_POKE);
const recurring = Poke.parse(RECURRING_POKE);
const skipped = (reason: string, n: number) =>
  text.skipped(POKE_SEND_MESSAGES.skipReasons[reason] ?? reason, n);

/** A scheduled poke on two domains with two follow-ups: the record before anything is sent. */
export const WithFollowUps: Story = {
  name: 'Poke with follow-ups',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pokeTitle(main) }),
    ).toBeVisible();
    const chips = canvas.getByRole('group', { name: text.kindAndStatus });
    await expect(chips).toHaveTextContent(pokeStatusLabel(MAIN_POKE.status));
    await expect(chips).toHaveTextContent(POKE_SCREENS_MESSAGES.kindDefault);
    await expect(canvas.getByText(MAIN_POKE.id)).toBeVisible();
    // Every targeted customer is accounted for: nothing sent yet, all still to send.
    const audience = canvas.getByRole('region', { name: text.audience });
    const total = await within(audience).findByRole('region', { name: text.allDomains });
    await expect(total).toHaveTextContent(text.targeted(MAIN_POKE.targets.estimate));
    await expect(total).toHaveTextContent(text.remainder.scheduled(MAIN_POKE.targets.estimate));
    for (const site of MAIN_POKE.targets.targetsPerDomain) {
      const row = within(audience).getByRole('region', { name: site.site });
      await expect(row).toHaveTextContent(text.targeted(site.estimate));
      await expect(row).toHaveTextContent(text.remainder.scheduled(site.estimate));
    }
    const filters = canvas.getByRole('region', { name: text.filters });
    await expect(filters).toHaveTextContent('Age 36–45 or 46–54');
    await expect(filters).toHaveTextContent('Logged in within the last 7 days');
    const actions = canvas.getByRole('group', { name: text.actions });
    await expect(within(actions).getByRole('button', { name: POKE_MESSAGES.edit })).toBeVisible();
    await expect(canvas.queryByText(POKE_UI_MESSAGES.noLongerEditable)).toBeNull();
    const followUps = canvas.getByRole('region', { name: POKE_MESSAGES.followUps });
    const followUpRows = within(followUps).getAllByRole('listitem');
    await expect(followUpRows).toHaveLength(FOLLOW_UPS.length);
    // Times as the spec shows follow-ups ('HH:mm ddd, MMM D, YYYY', the profile's timezone).
    for (const [i, followUp] of FOLLOW_UPS.entries()) {
      const shown = formatFollowUpTime(followUp.scheduled, MAIN_POKE.profile.timezone);
      await expect(shown).toMatch(/^\d{2}:\d{2} \w{3}, \w{3} \d{1,2}, \d{4}$/);
      await expect(followUpRows[i]).toHaveTextContent(shown);
      await expect(followUpRows[i]).toHaveTextContent(pokeStatusLabel(followUp.status));
      await expect(
        within(followUpRows[i]!).getByRole('link', { name: text.followUpLink(i + 1) }),
      ).toHaveAttribute('href', `/pokes/nl/${followUp.id}`);
    }
  },
};

/**
 * A recurring poke between its sends (status Scheduled again): the record keeps every send —
 * when, its state in words and its figures — and the audience of the latest one adds up.
 */
export const RecurringRecord: Story = {
  name: 'Recurring poke: every send',
  parameters: { page: { path: `/pokes/nl/${RECURRING_POKE.id}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pokeTitle(recurring) }),
    ).toBeVisible();
    const chips = canvas.getByRole('group', { name: text.kindAndStatus });
    await expect(chips).toHaveTextContent(pokeKindLabel(recurring));
    await expect(chips).toHaveTextContent(pokeStatusLabel('scheduled'));
    const runs = canvas.getByRole('region', { name: text.runs });
    const rows = await within(runs).findAllByRole('region', { name: /^Due / });
    await expect(rows).toHaveLength(RECURRING_POKE_REPORT.runs.length);
    const tz = RECURRING_POKE.profile.timezone;
    for (const [i, run] of RECURRING_POKE_REPORT.runs.entries()) {
      await expect(rows[i]).toHaveAccessibleName(text.runWhen(formatFollowUpTime(run.dueAt, tz)));
      await expect(rows[i]).toHaveTextContent(text.runStates[run.state] ?? run.state);
    }
    await expect(rows[1]).toHaveTextContent(text.remainder.stopped(236 - 120 - 6));
    await expect(rows[1]).toHaveTextContent(text.runStopped('The dispatcher restarted'));
    // The latest send: 240 targeted = 212 sent + 9 + 11 skipped + 1 failed + 7 no longer found.
    const audience = canvas.getByRole('region', { name: text.audience });
    const total = within(audience).getByRole('region', { name: text.allDomains });
    await expect(total).toHaveTextContent(text.targeted(240));
    await expect(total).toHaveTextContent(text.sent(212));
    await expect(total).toHaveTextContent(skipped('in_conversation', 9));
    await expect(total).toHaveTextContent(skipped('answered', 11));
    await expect(total).toHaveTextContent(text.failed(1));
    await expect(total).toHaveTextContent(text.remainder.notFound(7));
    const filters = canvas.getByRole('region', { name: text.filters });
    await expect(filters).toHaveTextContent('Not in conversation');
    await expect(filters).toHaveTextContent('At most 500 customers');
    const schedule = canvas.getByRole('region', { name: text.schedule });
    await expect(schedule).toHaveTextContent(POKE_UI_MESSAGES.everyNDays(2));
  },
};

/** The customers a domain adds, counted with the poke's filters for that one domain. */
const chatNlCount = countAudience(
  [SITE_CHAT_NL],
  parseAudienceFilters('legacy', RECURRING_POKE.filters),
  CUSTOMERS_PER_SITE,
).estimate;

/**
 * Adding a domain asks first: how many customers there the poke reaches, when and from whom;
 * the confirm button names the number.
 */
export const AddDomainConfirmation: Story = {
  name: 'Add domain: the confirmation names the number',
  parameters: { page: { path: `/pokes/nl/${RECURRING_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.addDomain }));
    const dialog = await body().findByRole('dialog', { name: text.addDomainTitle });
    await within(dialog).findByRole('option', { name: SITE_CHAT_NL });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: POKE_MESSAGES.addDomain }),
      SITE_CHAT_NL,
    );
    const confirm = await within(dialog).findByRole('button', {
      name: text.addDomainConfirm(chatNlCount),
    });
    await expect(confirm).toBeEnabled();
    const summary = within(dialog).getByRole('region', { name: text.addDomainSummary });
    await expect(summary).toHaveTextContent(text.addDomainCount(chatNlCount, SITE_CHAT_NL));
    await expect(summary).toHaveTextContent(text.addDomainFrom(RECURRING_POKE.profile.name));
    await expect(summary).toHaveTextContent(
      formatFollowUpTime(RECURRING_POKE.scheduled, RECURRING_POKE.profile.timezone),
    );
  },
};

/** Adding the domain: the server's text, and the dialog closes. */
export const AddDomainDone: Story = {
  name: 'Add domain: added',
  tags: ['no-visual'],
  parameters: { page: { path: `/pokes/nl/${RECURRING_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.addDomain }));
    const dialog = await body().findByRole('dialog', { name: text.addDomainTitle });
    await within(dialog).findByRole('option', { name: SITE_CHAT_NL });
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: POKE_MESSAGES.addDomain }),
      SITE_CHAT_NL,
    );
    await userEvent.click(
      await within(dialog).findByRole('button', { name: text.addDomainConfirm(chatNlCount) }),
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      messages.domainAddedToPoke(SITE_CHAT_NL, RECURRING_POKE.id),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The copy's audience: the poke's filters with the lastLogin the dialog holds (7). */
const copyCount = countAudience(
  RECURRING_POKE.domains,
  parseAudienceFilters('legacy', { ...RECURRING_POKE.filters, lastLogin: 7 }),
  CUSTOMERS_PER_SITE,
).estimate;

/**
 * Converting to recurring: the frequency starts from the poke's own (every 2 days), then the
 * confirmation says what the copy will do and names the number it was counted to reach.
 */
export const ConvertConfirmation: Story = {
  name: 'Convert to recurring: the confirmation names the number',
  parameters: { page: { path: `/pokes/nl/${RECURRING_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: text.convert }));
    const dialog = await body().findByRole('dialog', { name: text.convertTitle });
    await expect(within(dialog).getByLabelText(POKE_MESSAGES.everyDays)).toHaveValue(2);
    await userEvent.click(within(dialog).getByRole('button', { name: text.next }));
    const confirming = await body().findByRole('dialog', { name: text.convertConfirmTitle });
    const confirm = await within(confirming).findByRole('button', {
      name: text.convertConfirm(copyCount),
    });
    await expect(confirm).toBeEnabled();
    // The first send: the next full hour after now, in the profile's timezone.
    const first = new Date(Date.parse(STORY_NOW) + 60 * 60_000).toISOString();
    const tz = RECURRING_POKE.profile.timezone;
    await expect(confirming).toHaveTextContent(
      text.convertSummary(
        2,
        RECURRING_POKE.profile.name,
        `${formatFollowUpTime(first, tz)} (${resolvePokeTimezone(tz)})`,
        copyCount,
      ),
    );
  },
};

/**
 * An admin sees who last changed the poke (#31) under its header, and the history behind it:
 * each edit with its fields before → after.
 */
export const AdminSeesLastChange: Story = {
  name: 'Admin sees who last changed the poke',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}`, roles: ['Admin'] } },
  play: async ({ canvas }) => {
    const edited = POKE_AUDIT[0]!;
    // The record's own calls (audience counts, sending report, follow-ups) go first; the history's
    // answers behind them.
    await expect(
      await canvas.findByText(auditText.lastChanged(edited.actor.name, formatDate(edited.at))),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: auditText.historyOf(pokeTitle(main)) }),
    );
    const dialog = await body().findByRole('dialog', {
      name: auditText.historyOf(pokeTitle(main)),
    });
    const entries = await within(dialog).findAllByRole('listitem', { name: /the poke$/ });
    await expect(entries).toHaveLength(POKE_AUDIT.length);
    await expect(entries[0]).toHaveTextContent(
      auditText.change('Content', 'Hoi %[name]%!', 'Hoi %[name]%, zin in een praatje? :wave:'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: auditText.close }));
  },
};

/** A poker sees no staff-action record: it is the admins' (#31). */
export const PokerSeesNoHistory: Story = {
  name: 'Poker sees no history',
  tags: ['no-visual'],
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}`, roles: ['Poker'] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: pokeTitle(main) });
    await expect(canvas.queryByRole('button', { name: /^History of / })).toBeNull();
    await expect(canvas.queryByText(/^Last changed by/)).toBeNull();
  },
};

/** Deleting asks first, then removes the poke with its follow-ups and says so. */
export const Delete: Story = {
  name: 'Delete with confirmation',
  parameters: { page: { path: `/pokes/nl/${MAIN_POKE.id}` } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: POKE_MESSAGES.delete }));
    const dialog = await body().findByRole('dialog', { name: POKE_MESSAGES.confirmDelete });
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

const latePokeStory = {
  parameters: {
    page: {
      path: `/pokes/nl/${LATE_POKE.id}`,
      live: { poke: [LATE_POKE], 'pokes.window': pokeWindowRows([LATE_POKE]) },
    },
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, LATE_POKE] }) } },
  },
};

/**
 * A poke found past the grace time waits for a decision: the page explains it and offers sending
 * it anyway or cancelling it; cancelling says so.
 */
export const LatePoke: Story = {
  name: 'Late poke: the decision',
  ...latePokeStory,
  play: async ({ canvas }) => {
    const decision = await canvas.findByRole('group', { name: LATE_POKE_MESSAGES.decision });
    await expect(within(decision).getByText(LATE_POKE_MESSAGES.explanation)).toBeVisible();
    await expect(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.sendAnyway }),
    ).toBeEnabled();
    const audience = canvas.getByRole('region', { name: text.audience });
    await expect(
      await within(audience).findByRole('region', { name: text.allDomains }),
    ).toHaveTextContent(text.remainder.waiting(LATE_POKE.targets.estimate));
    await userEvent.click(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.cancel }),
    );
    await expect(await canvas.findByText(LATE_POKE_MESSAGES.cancelled)).toBeVisible();
  },
};

/** A poke the abuse review holds (issue #28): held, by which word, since when. */
const HELD_POKE = {
  ...MAIN_POKE,
  id: 'poke-held',
  abuse: {
    status: 'pending' as const,
    checkedAt: null,
    checkedBy: null,
    claimedBy: null,
    claimedAt: null,
    words: ['telegram'],
    flaggedAt: MAIN_POKE.createdAt,
  },
};

export const HeldForReview: Story = {
  name: 'Held by the abuse review',
  parameters: {
    page: { path: `/pokes/nl/${HELD_POKE.id}` },
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, HELD_POKE] }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    const chips = await canvas.findByRole('group', { name: text.kindAndStatus });
    await expect(chips).toHaveTextContent(text.held);
    await expect(canvas.getByRole('status')).toHaveTextContent(/“telegram”/);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Held since/);
    await nothingLoading(canvasElement);
  },
};

/** Sending a late poke anyway asks first, naming how many it goes to and from whom. */
export const SendLateConfirmation: Story = {
  name: 'Late poke: send anyway asks first',
  // The late decision comes in after the page (the live window query): the page's height at the
  // moment of the shot varies, so the dialog is checked by its texts only.
  tags: ['no-visual'],
  ...latePokeStory,
  play: async ({ canvas }) => {
    const decision = await canvas.findByRole('group', { name: LATE_POKE_MESSAGES.decision });
    await userEvent.click(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.sendAnyway }),
    );
    const dialog = await body().findByRole('dialog', { name: text.sendLateTitle });
    await expect(dialog).toHaveTextContent(
      text.sendLateBody(LATE_POKE.targets.estimate, LATE_POKE.profile.name),
    );
    await expect(
      within(dialog).getByRole('button', {
        name: text.sendLateConfirm(LATE_POKE.targets.estimate),
      }),
    ).toBeEnabled();
  },
};

/** Confirming the late send sends it and says so. */
export const SendLateConfirmed: Story = {
  name: 'Late poke: sent anyway',
  tags: ['no-visual'],
  ...latePokeStory,
  play: async ({ canvas }) => {
    const decision = await canvas.findByRole('group', { name: LATE_POKE_MESSAGES.decision });
    await userEvent.click(
      within(decision).getByRole('button', { name: LATE_POKE_MESSAGES.sendAnyway }),
    );
    const dialog = await body().findByRole('dialog', { name: text.sendLateTitle });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: text.sendLateConfirm(LATE_POKE.targets.estimate),
      }),
    );
    await expect(await canvas.findByText(LATE_POKE_MESSAGES.sentAnyway)).toBeVisible();
  },
};

const sentPokeStory = {
  path: `/pokes/nl/${SENT_POKE.id}`,
  live: { poke: [SENT_POKE] },
};

/**
 * A poke that has been sent: "Done" comes with its audience accounted for, over all domains and
 * per domain — sent, skipped per why, failed with the reasons.
 */
export const SentBreakdown: Story = {
  name: 'Sent poke: what was sent',
  parameters: {
    page: sentPokeStory,
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, SENT_POKE] }) } },
  },
  play: async ({ canvas }) => {
    const audience = await canvas.findByRole('region', { name: text.audience });
    const total = await within(audience).findByRole('region', { name: text.allDomains });
    await expect(total).toHaveTextContent(text.targeted(412));
    await expect(total).toHaveTextContent(text.sent(351));
    await expect(total).toHaveTextContent(skipped('in_conversation', 42));
    await expect(total).toHaveTextContent(skipped('filtered_out', 17));
    await expect(total).toHaveTextContent(text.failed(2));
    const site = within(audience).getByRole('region', { name: SITE_FLIRT_NL });
    await expect(site).toHaveTextContent(
      POKE_SEND_MESSAGES.failure('customer-17', 'The chat could not be written'),
    );
    await expect(site).toHaveTextContent(
      POKE_SEND_MESSAGES.failure('customer-42', POKE_SEND_MESSAGES.unknownFailure),
    );
    const runs = canvas.getByRole('region', { name: text.runs });
    await expect(within(runs).getAllByRole('region', { name: /^Due / })).toHaveLength(
      SENT_POKE_REPORT.runs.length,
    );
  },
};

/**
 * A poke stopped while it was being sent: each domain's customers not reached say why — the
 * stopped site the kill's reason, the site that had run out of customers before it "not found".
 */
export const KilledBreakdown: Story = {
  name: 'Stopped poke: why the rest was not reached',
  parameters: {
    page: { path: `/pokes/nl/${KILLED_POKE.id}`, live: { poke: [KILLED_POKE] } },
    msw: {
      handlers: {
        pokes: pokeHandlers({
          pokes: [...POKE_FIXTURES, KILLED_POKE],
          reports: { [KILLED_POKE.id]: KILLED_POKE_REPORT },
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const audience = await canvas.findByRole('region', { name: text.audience });
    // Over all domains too, each why with its own count: 153 stopped, 40 not found.
    const total = await within(audience).findByRole('region', { name: text.allDomains });
    await expect(total).toHaveTextContent(text.remainder.stopped(243 - 80 - 10));
    await expect(total).toHaveTextContent(text.remainder.notFound(169 - 120 - 9));
    const stopped = within(audience).getByRole('region', { name: SITE_FLIRT_NL });
    await expect(stopped).toHaveTextContent(text.remainder.stopped(243 - 80 - 10));
    await expect(stopped).toHaveTextContent(POKE_SEND_MESSAGES.stopped(KILLED_BY_POKER));
    const done = within(audience).getByRole('region', { name: SITE_CHAT_NL });
    await expect(done).toHaveTextContent(text.remainder.notFound(169 - 120 - 9));
    await expect(done).not.toHaveTextContent(POKE_SEND_MESSAGES.stopped(KILLED_BY_POKER));
  },
};

/** A poke that has gone out offers no Edit (the server would refuse the change); it says why. */
export const SentNotEditable: Story = {
  name: 'Sent poke: no Edit',
  parameters: {
    page: sentPokeStory,
    msw: { handlers: { pokes: pokeHandlers({ pokes: [...POKE_FIXTURES, SENT_POKE] }) } },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(POKE_UI_MESSAGES.noLongerEditable)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: POKE_MESSAGES.edit })).toBeNull();
    await expect(canvas.getByRole('button', { name: POKE_MESSAGES.delete })).toBeVisible();
    await nothingLoading(canvasElement);
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
    const audience = await canvas.findByRole('region', { name: text.audience });
    await expect(
      await within(audience).findByText(POKE_SEND_MESSAGES.breakdownFailed('Database unavailable')),
    ).toBeVisible();
    await expect(
      within(audience).getByRole('button', { name: POKE_SEND_MESSAGES.retry }),
    ).toBeVisible();
  },
};

/**
 * A send running when the page opens: the audience starts all still to send and is asked again
 * as the live poke moves (here to done), so it follows the send; the status chip follows it too.
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
    const audience = await canvas.findByRole('region', { name: text.audience });
    await waitFor(async () => {
      const total = within(audience).getByRole('region', { name: text.allDomains });
      await expect(total).toHaveTextContent(text.sent(351));
    });
    // The header follows the live poke too, not the poke as the page loaded it.
    const chips = canvas.getByRole('group', { name: text.kindAndStatus });
    await expect(chips).toHaveTextContent(pokeStatusLabel('done'));
    await expect(chips).not.toHaveTextContent(pokeStatusLabel('in_progress'));
  },
};

/** On a phone (390 px): the cards stack and the action bar wraps; nothing runs off the side. */
export const Phone: Story = {
  name: 'Phone layout',
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { page: { path: `/pokes/nl/${RECURRING_POKE.id}` } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: pokeTitle(recurring) });
    await within(canvas.getByRole('region', { name: text.runs })).findAllByRole('region', {
      name: /^Due /,
    });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const audience = canvas.getByRole('region', { name: text.audience });
    const filters = canvas.getByRole('region', { name: text.filters });
    // Stacked: the filters card starts below the audience card, not beside it.
    await expect(filters.getBoundingClientRect().top).toBeGreaterThan(
      audience.getBoundingClientRect().bottom - 1,
    );
    await expect(canvas.getByRole('group', { name: text.actions }).scrollWidth).toBeLessThanOrEqual(
      390,
    );
  },
};
