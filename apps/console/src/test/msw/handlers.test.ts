import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages, parseAudienceFilters, Poke, pokeSendBreakdown } from '@switchboard/domain';
import { makeExtra } from '../../app/extra';
import { abuseApi } from '../../features/abuse/abuseApi';
import { savePokeWizard } from '../../features/pokes/savePoke';
import { pokesApi } from '../../features/pokes/pokesApi';
import { wizardFromPoke } from '../../features/pokes/wizardState';
import { mswStore, NOW } from '../fakes';
import { abuseHandlers, FLAGGED_MESSAGE_ITEM } from './abuse';
import {
  ABUSE_WORDS,
  DRY_RUN_RESULT,
  abuseHistoryHandlers,
  abuseListHandlers,
  abuseWordHandlers,
  HISTORY_ITEMS,
  LIST_QUEUE,
  REMEDIATION_ITEMS,
  remediationHandlers,
  REPORTS,
  reportedHandlers,
} from './abuseAdmin';
import { unmockedApiHandlers, unmockedTexts } from './answers';
import { audienceHandlers, countAudience } from './audience';
import { domainHandlers, SITE_CHAT_NL, SITE_FLIRT_NL } from './domains';
import { geoHandlers } from './geo';
import { FOLLOW_UPS, MAIN_POKE, pokeHandlers, SENT_POKE, SENT_POKE_REPORT } from './pokes';
import { profileHandlers } from './profiles';

/**
 * The msw handlers of page stories against the console's own calls: every answer must be one the
 * console's endpoints accept (they check answers with the domain's schemas), so a handler that
 * drifts from the API, or an endpoint that drifts from the handlers, fails here in Node.
 */

const ORIGIN = 'http://console.test';

// Handlers name relative paths, as the console calls them; msw resolves them against the page's
// location, which Node lacks.
vi.stubGlobal('location', new URL(ORIGIN));

const server = setupServer(
  ...domainHandlers(),
  ...profileHandlers(),
  ...audienceHandlers(),
  ...geoHandlers(),
  ...pokeHandlers(),
  ...unmockedApiHandlers(),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const store = () => mswStore(ORIGIN, { roles: ['CHAT_POKER'], geos: ['nl', 'de'] });

describe('the msw handlers answer the console as the server does', () => {
  it('lists the domains and finds profiles', async () => {
    const s = store();
    const domains = await s.dispatch(pokesApi.endpoints.getPokeDomains.initiate()).unwrap();
    expect(domains.map((d) => d.domain)).toContain(SITE_FLIRT_NL);
    const found = await s
      .dispatch(
        pokesApi.endpoints.searchEntertainmentProfiles.initiate({
          query: 'ev',
          locales: ['nl'],
          page: 1,
          limit: 10,
        }),
      )
      .unwrap();
    expect(found.data.map((p) => p.name)).toEqual(['Eva']);
  });

  it('counts per domain with a funnel that ends at the estimate', async () => {
    const count = await store()
      .dispatch(
        pokesApi.endpoints.countTargets.initiate({
          domains: MAIN_POKE.domains,
          origin: 'legacy',
          filters: MAIN_POKE.filters,
          hasFilters: [],
          profileCmsId: MAIN_POKE.profile.id,
        }),
      )
      .unwrap();
    expect(count.targetsPerDomain.map((site) => site.site)).toEqual([SITE_FLIRT_NL, SITE_CHAT_NL]);
    expect(count.estimate).toBeGreaterThan(0);
    const steps = count.funnel?.steps ?? [];
    expect(steps.map((step) => step.filter)).toEqual(['age', 'gender', 'credits', 'lastLogin']);
    expect(steps.at(-1)?.estimate).toBe(count.estimate);
  });

  it('renders the preflight for real recipients and counts the missing values', async () => {
    const preflight = await store()
      .dispatch(
        pokesApi.endpoints.pokePreflight.initiate({
          sites: [SITE_FLIRT_NL],
          locale: 'nl',
          origin: { type: 'legacy' },
          filters: {},
          content: 'Hoi %[name]% uit %[city]%',
          profileUuid: MAIN_POKE.profile.uuid,
        }),
      )
      .unwrap();
    expect(preflight.used).toEqual(['name', 'city']);
    const [site] = preflight.perDomain;
    expect(site?.samples.map((sample) => sample.text)).toContain('Hoi Bram uit Amsterdam');
    // One of the site's four customers has no city.
    expect(site?.missing.city).toBe(Math.round((site?.estimate ?? 0) / 4));
    expect(site?.missing.name).toBe(0);
  });

  it('answers the sending report the console reads as the breakdown of a sent poke', async () => {
    server.use(...pokeHandlers({ pokes: [MAIN_POKE, SENT_POKE] }));
    const s = store();
    const report = await s
      .dispatch(pokesApi.endpoints.getPokeSending.initiate({ geo: 'nl', id: SENT_POKE.id }))
      .unwrap();
    expect(report).toEqual(SENT_POKE_REPORT);
    const breakdown = pokeSendBreakdown(report);
    expect(breakdown.total).toEqual({
      sent: 351,
      skipped: [
        { reason: 'in_conversation', count: 42 },
        { reason: 'filtered_out', count: 17 },
      ],
      failed: 2,
      alreadyHad: 0,
    });
    expect(breakdown.sites.find((row) => row.site === SITE_FLIRT_NL)?.failures).toHaveLength(2);
    // A poke not sent yet has no runs: the page's empty state.
    const scheduled = await s
      .dispatch(pokesApi.endpoints.getPokeSending.initiate({ geo: 'nl', id: MAIN_POKE.id }))
      .unwrap();
    expect(pokeSendBreakdown(scheduled).ran).toBe(false);
  });

  it('reads a poke with its follow-ups, and says a missing one is not found', async () => {
    const s = store();
    const read = await s
      .dispatch(pokesApi.endpoints.getPoke.initiate({ geo: 'nl', id: MAIN_POKE.id }))
      .unwrap();
    expect(read.followUps.map((p) => p.id)).toEqual(FOLLOW_UPS.map((p) => p.id));
    const missing = await s.dispatch(
      pokesApi.endpoints.getPoke.initiate({ geo: 'nl', id: 'nope' }),
    );
    expect(missing.error).toMatchObject({ status: 404, message: messages.pokeNotFound('nope') });
  });

  it('saves the wizard of a stored poke: the poke, then its follow-ups, each accepted', async () => {
    const s = store();
    const state = wizardFromPoke(
      Poke.parse(MAIN_POKE),
      FOLLOW_UPS.map((p) => Poke.parse(p)),
    );
    const saved = await savePokeWizard(
      s.dispatch,
      state,
      { id: 'demo-poker', name: 'Pim Poker' },
      FOLLOW_UPS.map((p) => p.id),
      new Date(NOW),
    );
    expect(saved.id).toBe(MAIN_POKE.id);
    expect(saved.targets.estimate).toBeGreaterThan(0);
  });

  it("refuses a write the server would refuse, naming the field (the server's 400)", async () => {
    const result = await store().dispatch(
      pokesApi.endpoints.createPoke.initiate({
        geo: 'nl',
        body: { ...wizardBody(), message: { content: '', messageLength: 0 } } as never,
      }),
    );
    expect(result.error).toMatchObject({ status: 400, code: 'invalid-input' });
    expect((result.error as { message: string }).message).toMatch(/^message\.content: /);
  });
});

/**
 * The abuse screens' handlers: each answer goes through the console's endpoint, which parses it
 * with the domain's schema (a drifted answer is an error here, not data).
 */
describe('the abuse msw handlers answer the console as the server does', () => {
  it('hands out the next item, shows it with its conversation, marks it and undoes the mark', async () => {
    server.use(...abuseHandlers());
    const s = store();
    const next = await s.dispatch(abuseApi.endpoints.nextAbuseItem.initiate({})).unwrap();
    expect(next?.id).toBe(FLAGGED_MESSAGE_ITEM.id);
    expect(next?.abuse.status).toBe('claimed');
    const details = await s
      .dispatch(abuseApi.endpoints.abuseItemDetails.initiate(FLAGGED_MESSAGE_ITEM.id))
      .unwrap();
    expect(details.conversation.length).toBeGreaterThan(0);
    const marked = await s
      .dispatch(
        abuseApi.endpoints.markAbuseItem.initiate({
          id: FLAGGED_MESSAGE_ITEM.id,
          verdict: 'abuse',
        }),
      )
      .unwrap();
    expect(marked.abuse.status).toBe('abuse');
    const undone = await s
      .dispatch(abuseApi.endpoints.undoDecision.initiate(marked.batchId ?? ''))
      .unwrap();
    expect(undone.restored.map((item) => item.id)).toEqual([FLAGGED_MESSAGE_ITEM.id]);
  });

  it('decides in bulk, pages the history with its audit, and modifies a message', async () => {
    server.use(...abuseListHandlers(), ...abuseHistoryHandlers(), ...remediationHandlers());
    const s = store();
    const ids = LIST_QUEUE.map((item) => item.id);
    const bulk = await s
      .dispatch(abuseApi.endpoints.bulkDecide.initiate({ ids, verdict: 'safe', reason: 'ok' }))
      .unwrap();
    expect(bulk.decided.map((item) => item.abuse.status)).toEqual(ids.map(() => 'safe'));
    const history = await s
      .dispatch(abuseApi.endpoints.abuseHistory.initiate({ page: 1 }))
      .unwrap();
    expect(history.items.map((item) => item.id)).toEqual(HISTORY_ITEMS.map((item) => item.id));
    const audit = await s
      .dispatch(abuseApi.endpoints.abuseAudit.initiate(HISTORY_ITEMS[0]!.id))
      .unwrap();
    expect(audit.length).toBeGreaterThan(0);
    const needed = await s.dispatch(abuseApi.endpoints.remediation.initiate({ page: 1 })).unwrap();
    expect(needed.items.map((item) => item.id)).toEqual(REMEDIATION_ITEMS.map((item) => item.id));
    const modified = await s
      .dispatch(
        abuseApi.endpoints.remediate.initiate({
          id: REMEDIATION_ITEMS[0]!.id,
          request: { action: 'modify', modified_content: 'Kept polite.' },
        }),
      )
      .unwrap();
    expect(modified.remediation).toBe('modified');
    expect(modified.message?.abuse_modification_data?.modified_content).toBe('Kept polite.');
  });

  it('lists, dry-runs and adds words, refusing a duplicate with the spec’s text', async () => {
    server.use(...abuseWordHandlers());
    const s = store();
    const words = await s.dispatch(abuseApi.endpoints.abuseWords.initiate()).unwrap();
    expect(words.map((word) => word.id)).toEqual(ABUSE_WORDS.map((word) => word.id));
    const dryRun = await s
      .dispatch(abuseApi.endpoints.abuseWordDryRun.initiate({ value: 'threema', locale: '' }))
      .unwrap();
    expect(dryRun).toEqual(DRY_RUN_RESULT);
    const added = await s
      .dispatch(abuseApi.endpoints.addAbuseWord.initiate({ value: 'threema', locale: '' }))
      .unwrap();
    expect(added.value).toBe('threema');
    const again = await s.dispatch(
      abuseApi.endpoints.addAbuseWord.initiate({ value: 'Threema', locale: '' }),
    );
    expect(again.error).toMatchObject({
      status: 409,
      message: 'Word "Threema" already exists in "global" abuse list.',
    });
  });

  it('pages reported messages, opens one with the chat around it, and marks it processed', async () => {
    server.use(...reportedHandlers());
    const s = store();
    const page = await s
      .dispatch(abuseApi.endpoints.reportedMessages.initiate({ page: 1, processed: 'all' }))
      .unwrap();
    expect(page.items.length).toBeGreaterThan(0);
    const report = REPORTS[0]!;
    const details = await s
      .dispatch(abuseApi.endpoints.reportedMessage.initiate({ geo: report.locale, id: report.id }))
      .unwrap();
    expect(details.messages.map((message) => message.id)).toContain(report.messageId);
    const processed = await s
      .dispatch(
        abuseApi.endpoints.setReportProcessed.initiate({
          id: report.id,
          isProcessed: !report.report.processed,
        }),
      )
      .unwrap();
    expect(processed.report.processed).toBe(!report.report.processed);
  });
});

describe('countAudience', () => {
  it('gives each site its own funnel, adding up to the funnel over all sites', () => {
    const count = countAudience(
      [SITE_FLIRT_NL, SITE_CHAT_NL],
      parseAudienceFilters('legacy', MAIN_POKE.filters),
    );
    const sites = count.funnel?.perDomain ?? [];
    expect(sites.map((site) => site.site)).toEqual([SITE_FLIRT_NL, SITE_CHAT_NL]);
    expect(sites.reduce((sum, site) => sum + site.total, 0)).toBe(count.funnel?.total);
    for (const [i, step] of (count.funnel?.steps ?? []).entries()) {
      expect(sites.reduce((sum, site) => sum + (site.steps[i]?.estimate ?? 0), 0)).toBe(
        step.estimate,
      );
    }
    expect(sites.map((site) => site.steps.at(-1)?.estimate)).toEqual(
      count.targetsPerDomain.map((site) => site.estimate),
    );
  });
});

describe('a call no handler answers', () => {
  it("gets a 501 naming it, never Storybook's own server", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { http } = makeExtra({ baseURL: ORIGIN });
    const answer = await http.get('/announcements/unread', { validateStatus: () => true });
    expect(answer.status).toBe(501);
    expect(errors).toHaveBeenCalledWith(unmockedTexts.unmocked('GET', '/announcements/unread'));
    errors.mockRestore();
  });
});

function wizardBody() {
  const { id: _id, ...poke } = MAIN_POKE;
  return { ...poke, domains: [...poke.domains] };
}
