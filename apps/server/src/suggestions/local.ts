import { logGroupValueLabel, LOG_GROUP_OTHER, type Log } from '@switchboard/domain';
import type { SuggestionDraft, SuggestionInput, SuggestionProvider } from './provider.js';

/** How much of the customer's message the reply quotes, in characters. */
const QUOTE_MAX_LENGTH = 60;

function excerpt(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const characters = Array.from(trimmed);
  return characters.length <= max ? trimmed : `${characters.slice(0, max - 1).join('')}…`;
}

/**
 * The newest thing the logbook says about the customer: the picked value of its group (a sport,
 * a hobby…), else its comment. Null when no customer log says anything.
 */
function customerMemory(logs: readonly Log[]): string | null {
  for (const log of [...logs].reverse()) {
    if (log.concerning !== 'customer') continue;
    const { group, groupValue, value } = log.content;
    const picked =
      group === LOG_GROUP_OTHER ? null : logGroupValueLabel(log.category, group, groupValue);
    const memory = picked ?? value.trim();
    if (memory !== '') return excerpt(memory, QUOTE_MAX_LENGTH);
  }
  return null;
}

/**
 * The default provider: builds a reply from the profile's and the customer's names, the message
 * and the logbook, with no model and no randomness, so the same chat always gets the same
 * suggestion (demos and tests need that; a real model is one setting away, SUGGESTIONS_URL).
 */
export class LocalSuggestionProvider implements SuggestionProvider {
  suggest(input: SuggestionInput): Promise<SuggestionDraft> {
    const parts = [`Hi ${input.customerName?.trim() || 'there'}!`];
    const quote = excerpt(input.message, QUOTE_MAX_LENGTH);
    if (quote !== '') parts.push(`You wrote "${quote}" and it made me smile.`);
    const memory = customerMemory(input.logs);
    if (memory !== null) parts.push(`I still remember what you told me: ${memory}.`);
    if (input.selectedImage !== null) parts.push('I picked a photo just for you.');
    if (input.fullAI) parts.push('Tell me everything about your day, I want to hear it all.');
    parts.push(input.profileName?.trim() ? `Kisses, ${input.profileName.trim()}` : 'Kisses');
    return Promise.resolve({
      suggestion: parts.join(' '),
      wantedImage: input.selectedImage !== null,
      imageTags: [],
    });
  }
}
