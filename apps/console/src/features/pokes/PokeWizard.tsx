import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  checkPlaceholders,
  hasRole,
  placeholderProblemText,
  pokeHasFilters,
  LEGACY_ORIGIN,
  pokeProfileFromProfile,
  pokeSendability,
  pokeShowPath,
  pokeTargetCount,
  type LegacyPokeFilters,
  type OriginPokeFilters,
  POKE_MESSAGES,
  POKE_UI_MESSAGES,
  pokeOriginChoices,
} from '@switchboard/domain';
import {
  Button,
  FollowUpList,
  MessageEditor,
  ProfilePicker,
  SchedulePicker,
  TargetFilterPanel,
} from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Heading, Note, Screen } from '../../common/layout';
import { selectUser } from '../auth/selectors';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { profileSearchBody } from './pokeCalls';
import {
  useGetPokeDomainsQuery,
  useGetProfileFilterOptionsQuery,
  useSearchEntertainmentProfilesQuery,
} from './pokesApi';
import { AudienceFunnel } from './AudienceFunnel';
import { PokePreflight } from './PokePreflight';
import { preflightRequest } from './preflight';
import { Choices, Footer, Section, Sections, SectionTitle } from './PokeWizard.styles';
import { FieldIssues } from './FieldIssues';
import { savePokeWizard } from './savePoke';
import { saveRefusal, type SaveRefusal } from './saveRefusal';
import { SendNowConfirm } from './SendNowConfirm';
import { useAudienceCount } from './useAudienceCount';
import {
  addFollowUp,
  removeFollowUp,
  sendsImmediately,
  switchOrigin,
  withFollowUpTimes,
  type WizardState,
} from './wizardState';

export interface PokeWizardProps {
  initial: WizardState;
  /** The ids of the follow-ups stored with the poke being edited. */
  storedFollowUpIds: readonly string[];
}

const textOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

/**
 * The poke wizard (spec §2, §5): profile, domains, filters with the live count per domain,
 * message with its placeholder checker, follow-ups and schedule. Saving creates the poke, or
 * updates it when it has an id; it is disabled with the spec's reason while the poke could not
 * be sent. A save that sends the poke at once asks first, naming the number of customers.
 */
export function PokeWizard({ initial, storedFollowUpIds }: PokeWizardProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const [now] = useState(() => new Date());
  const [state, setState] = useState(initial);
  const [search, setSearch] = useState({ query: '', page: 1 });
  const [saving, setSaving] = useState(false);
  // A save that sends at once asks first (issue #27): the question is open.
  const [confirming, setConfirming] = useState(false);
  // The last refused save: its reasons stay on their fields until the next try.
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const issues = refusal?.fields ?? {};
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }));

  const domains = useGetPokeDomainsQuery();
  const legacy = state.origin === LEGACY_ORIGIN;
  // The other origins' list filters choose from the customers' values.
  const filterOptions = useGetProfileFilterOptionsQuery(undefined, { skip: legacy });
  const profiles = useSearchEntertainmentProfilesQuery(
    profileSearchBody(search.query, {
      page: search.page,
      locales: state.locale ? [state.locale] : [],
    }),
  );
  const count = useAudienceCount({
    domains: state.domains,
    origin: state.origin,
    filters: state.filters,
    // Only the placeholders of the message count: typing text must not ask again (issue #27).
    hasFilters: pokeHasFilters(state.content, state.origin) ?? [],
    profileCmsId: state.profile?.id ?? '',
  });
  const targetCount = count.value ? pokeTargetCount(count.value) : null;
  const legacyFilters = legacy ? (state.filters as LegacyPokeFilters) : null;
  const sendability = pokeSendability(count.loading ? 0 : (targetCount ?? 0), legacyFilters);
  const followUps = withFollowUpTimes(state, now);
  const isAdmin = hasRole(user?.roles ?? [], 'Admin');
  // Only admins may send immediately (spec §4): others save once a time is chosen.
  const needsTime = state.scheduled === null && !isAdmin;
  const sendsNow = sendsImmediately(state, isAdmin);
  // A broken or unknown variable blocks saving (issue #27): each one named, beside Save.
  const placeholderProblems = [state.content, ...state.followUps.map((item) => item.message)]
    .flatMap((content) => checkPlaceholders(content, state.origin))
    .map(placeholderProblemText)
    .filter((problem): problem is string => problem !== null);

  const toggleDomain = (domain: string, locale: string) => {
    const chosen = state.domains.includes(domain)
      ? state.domains.filter((d) => d !== domain)
      : [...state.domains, domain];
    update({ domains: chosen, locale: chosen.length > 0 ? (state.locale ?? locale) : null });
  };

  const save = async () => {
    if (!user) return;
    setSaving(true);
    setRefusal(null);
    try {
      const agent = { id: user.uid, name: user.name ?? user.email };
      const poke = await savePokeWizard(dispatch, state, agent, storedFollowUpIds, now);
      dispatch(notifySuccess(POKE_MESSAGES.saved(poke.id)));
      void navigate(pokeShowPath(poke));
    } catch (error) {
      const refused = saveRefusal(error);
      setRefusal(refused);
      dispatch(notifyError(refused.summary));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Screen>
      <Heading>{state.id ? POKE_MESSAGES.editPoke : POKE_MESSAGES.newPoke}</Heading>
      <Sections>
        <Section aria-label={POKE_MESSAGES.domains}>
          <SectionTitle>{POKE_MESSAGES.domains}</SectionTitle>
          {domains.data?.length === 0 && <Note>{POKE_MESSAGES.noDomains}</Note>}
          <Choices>
            {domains.data?.map((config) => (
              <label key={config.domain}>
                <input
                  type="checkbox"
                  checked={state.domains.includes(config.domain)}
                  // A poke is stored per locale: its domains share one.
                  disabled={state.locale !== null && config.locale !== state.locale}
                  onChange={() => toggleDomain(config.domain, config.locale)}
                />{' '}
                {config.domain} ({config.locale})
              </label>
            ))}
          </Choices>
          <FieldIssues messages={issues.domains} />
        </Section>

        <Section aria-label={POKE_MESSAGES.profile}>
          <SectionTitle>{POKE_MESSAGES.profile}</SectionTitle>
          <ProfilePicker
            profiles={profiles.data?.data ?? null}
            page={search.page}
            total={profiles.data?.total ?? 0}
            loading={profiles.isFetching}
            error={profiles.error ? textOf(profiles.error) : null}
            selectedId={state.profile?.id ?? null}
            initialQuery={search.query}
            onSearch={(query) => setSearch({ query, page: 1 })}
            onPageChange={(page) => setSearch((s) => ({ ...s, page }))}
            onSelect={(profile) => update({ profile: pokeProfileFromProfile(profile) })}
          />
          <FieldIssues messages={issues.profile} />
        </Section>

        <Section aria-label={POKE_UI_MESSAGES.origin}>
          <SectionTitle id="poke-origin-title">{POKE_UI_MESSAGES.origin}</SectionTitle>
          <Choices role="radiogroup" aria-labelledby="poke-origin-title">
            {pokeOriginChoices(state.origin).map((origin) => (
              <label key={origin}>
                <input
                  type="radio"
                  name="poke-origin"
                  value={origin}
                  checked={state.origin === origin}
                  onChange={() => setState((s) => switchOrigin(s, origin))}
                />{' '}
                {POKE_UI_MESSAGES.originLabels[origin] ?? origin}
              </label>
            ))}
          </Choices>
          <FieldIssues messages={issues.origin} />
        </Section>

        {legacyFilters ? (
          <TargetFilterPanel
            origin={LEGACY_ORIGIN}
            value={legacyFilters}
            onChange={(filters: LegacyPokeFilters) => update({ filters })}
            targetCount={targetCount}
            countLoading={count.loading}
          />
        ) : (
          <TargetFilterPanel
            // A fresh panel per origin: its inputs start from the origin's filters.
            key={state.origin}
            origin={state.origin}
            value={state.filters as OriginPokeFilters}
            onChange={(filters: OriginPokeFilters) => update({ filters })}
            options={filterOptions.data}
            targetCount={targetCount}
            countLoading={count.loading}
          />
        )}
        <FieldIssues messages={issues.filters} />

        <AudienceFunnel count={count} ready={state.domains.length > 0 && state.profile !== null} />

        <MessageEditor
          value={state.content}
          onChange={(content) => update({ content })}
          origin={state.origin}
          sendability={sendability}
        />
        <FieldIssues messages={issues.message} />

        <FollowUpList
          followUps={followUps}
          timezone={state.profile?.timezone}
          now={now}
          onAdd={() => setState((s) => addFollowUp(s, now))}
          // The list numbers follow-ups by position (see withFollowUpTimes).
          onRemove={(index) => setState((s) => removeFollowUp(s, index))}
          onChange={(index, next) =>
            update({
              followUps: state.followUps.map((item, at) =>
                at === index ? { ...item, ...next, id: item.id } : item,
              ),
            })
          }
        />

        <FieldIssues messages={issues.followUps} />

        {state.followUps.map((item, at) => (
          <MessageEditor
            key={item.index}
            label={POKE_UI_MESSAGES.followUpMessage(at + 1)}
            value={item.message}
            origin={state.origin}
            onChange={(message) =>
              setState((s) => ({
                ...s,
                followUps: s.followUps.map((other, i) =>
                  i === at ? { ...other, message } : other,
                ),
              }))
            }
          />
        ))}

        <SchedulePicker
          value={state.scheduled}
          onChange={(scheduled) => update({ scheduled })}
          timezone={state.profile?.timezone}
          canSendImmediately={isAdmin}
          now={now}
          originalScheduled={state.originalScheduled}
        />
        <FieldIssues messages={issues.schedule} />

        <PokePreflight request={preflightRequest(state)} />

        <Footer>
          <Button
            variant="primary"
            busy={saving}
            disabled={
              saving ||
              !state.profile ||
              !sendability.sendable ||
              needsTime ||
              placeholderProblems.length > 0
            }
            aria-describedby={
              placeholderProblems.length > 0 ? 'poke-placeholder-problems' : undefined
            }
            onClick={() => (sendsNow ? setConfirming(true) : void save())}
          >
            {POKE_MESSAGES.save}
          </Button>
          {!state.profile && <Note>{POKE_MESSAGES.profileMissing}</Note>}
          {placeholderProblems.length > 0 && (
            <Note id="poke-placeholder-problems" role="status" $tone="warning">
              {placeholderProblems.join(' ')}
            </Note>
          )}
          <FieldIssues messages={issues.other} />
        </Footer>
        <SendNowConfirm
          open={confirming}
          // The funnel's targets total (`pokeTargetCount` is the answer's estimate, as the
          // funnel's), never a stale one: while a count runs, the number is not known.
          count={count.loading ? null : targetCount}
          countFailed={!count.loading && Boolean(count.error)}
          profile={state.profile?.name ?? ''}
          followUps={state.followUps.length}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void save();
          }}
        />
      </Sections>
    </Screen>
  );
}
