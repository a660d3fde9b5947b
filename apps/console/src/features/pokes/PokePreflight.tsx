import {
  colonCodesToEmoji,
  POKE_UI_MESSAGES as text,
  type PokePreflightRequest,
} from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { isApiError } from '../../app/apiError';
import { Note } from '../../common/layout';
import { formatCount } from './funnel';
import { missingValues, preflightIsCurrent } from './preflight';
import { usePokePreflightMutation } from './pokesApi';
import { Muted, Panel, PanelHeader, Samples, Section, SectionTitle } from './PokeWizard.styles';

export interface PokePreflightProps {
  /** The poke as the wizard holds it now; null while there is nothing to check. */
  request: PokePreflightRequest | null;
}

const textOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : String(error);

/**
 * "Check before saving": the message rendered for a few real recipients of each domain, and how
 * many recipients have no value for each placeholder it uses. An answer about an earlier state
 * of the poke stays visible but says so.
 */
export function PokePreflight({ request }: PokePreflightProps) {
  const [check, result] = usePokePreflightMutation();
  const checked = result.originalArgs ?? null;
  const current = preflightIsCurrent(checked, request);
  const answer = result.data;
  return (
    <Panel aria-labelledby="poke-preflight-title" aria-busy={result.isLoading || undefined}>
      <PanelHeader>
        <SectionTitle id="poke-preflight-title">{text.preflight}</SectionTitle>
        <Button
          variant={current ? 'secondary' : 'primary'}
          size="sm"
          busy={result.isLoading}
          disabled={!request || result.isLoading}
          onClick={() => request && void check(request)}
        >
          {answer ? text.preflightRunAgain : text.preflightRun}
        </Button>
      </PanelHeader>
      {!request && <Muted>{text.preflightNeeds}</Muted>}
      {result.isLoading && (
        <Muted role="status">
          <Spinner size={12} label={text.preflightRunning} /> {text.preflightRunning}
        </Muted>
      )}
      {result.isError && !result.isLoading && (
        <Note $tone="warning" role="alert">
          {text.preflightFailed(textOf(result.error))}
        </Note>
      )}
      {answer && !result.isError && (
        <>
          {current ? (
            <Muted>{text.preflightIntro}</Muted>
          ) : (
            <Note $tone="warning">{text.preflightChanged}</Note>
          )}
          {answer.perDomain.map((domain) => {
            const missing = missingValues(domain, answer.used);
            return (
              <Section key={domain.site} aria-label={domain.site}>
                <SectionTitle as="h3">
                  {domain.site}{' '}
                  <Muted>{text.preflightRecipients(formatCount(domain.estimate))}</Muted>
                </SectionTitle>
                {domain.samples.length === 0 ? (
                  <Muted>{text.preflightNoRecipients}</Muted>
                ) : (
                  <Samples>
                    {domain.samples.map((sample) => (
                      <li key={sample.uuid}>
                        <strong>{sample.name}</strong>: {colonCodesToEmoji(sample.text)}
                      </li>
                    ))}
                  </Samples>
                )}
                {answer.used.length === 0 ? (
                  <Muted>{text.preflightNoPlaceholders}</Muted>
                ) : missing.length === 0 ? (
                  <Muted>{text.preflightAllValues}</Muted>
                ) : (
                  <ul>
                    {missing.map((item) => (
                      <li key={item.placeholder}>
                        {text.preflightMissing(
                          formatCount(item.count),
                          formatCount(domain.estimate),
                          item.placeholder,
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
            );
          })}
        </>
      )}
    </Panel>
  );
}
