import { useId } from 'react';
import { colonCodesToEmoji, type Suggestion } from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import {
  Chip,
  Chips,
  ChipText,
  Header,
  ImageHint,
  Muted,
  Region,
  Title,
} from './SuggestionChips.styles';
import { suggestionMessages as text } from './messages';

export interface SuggestionChipsProps {
  suggestions: readonly Suggestion[];
  /** Whether suggestions are offered at all; the app computes it with `areSuggestionsOffered`. */
  offered: boolean;
  /** Suggestions are being (re)generated. */
  loading?: boolean;
  onPick: (suggestion: Suggestion) => void;
  onRegenerate?: () => void;
}

/** AI reply suggestions as chips; picking one hands it to the app (to fill the composer). */
export function SuggestionChips({
  suggestions,
  offered,
  loading = false,
  onPick,
  onRegenerate,
}: SuggestionChipsProps) {
  const titleId = useId();
  if (!offered) return null;
  return (
    <Region aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Header>
        <Title id={titleId}>
          <Icon name="sparkle" size={16} />
          {text.title}
        </Title>
        {onRegenerate && (
          <Button
            variant="ai"
            size="sm"
            icon={<Icon name="sparkle" size={16} />}
            busy={loading}
            onClick={onRegenerate}
          >
            {text.regenerate}
          </Button>
        )}
      </Header>
      {loading ? (
        <Muted>
          <Spinner label={text.loading} size={16} />
          {text.loading}
        </Muted>
      ) : suggestions.length === 0 ? (
        <Muted>{text.none}</Muted>
      ) : (
        <Chips>
          {suggestions.map((suggestion, index) => (
            <li key={`${suggestion.messageId}-${suggestion.createdAt}-${index}`}>
              <Chip type="button" onClick={() => onPick(suggestion)}>
                <Icon name="sparkle" size={16} />
                <ChipText>
                  {colonCodesToEmoji(suggestion.suggestion)}
                  {suggestion.wantedImage && (
                    <ImageHint>{text.withImage(suggestion.imageTags)}</ImageHint>
                  )}
                </ChipText>
              </Chip>
            </li>
          ))}
        </Chips>
      )}
    </Region>
  );
}
