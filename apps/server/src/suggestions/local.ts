import { logGroupValueLabel, LOG_GROUP_OTHER, type Log } from '@switchboard/domain';
import { languageOf, PHRASES } from './phrases.js';
import type {
  ConversationLine,
  SuggestionDraft,
  SuggestionInput,
  SuggestionProvider,
} from './provider.js';

/** How much of a logbook comment the reply repeats, in characters. */
const MEMORY_MAX_LENGTH = 60;
/** Customer messages in a row without an answer after which the reply apologises for the wait. */
const UNANSWERED_FOR_APOLOGY = 2;

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
    if (memory !== '') return excerpt(memory, MEMORY_MAX_LENGTH);
  }
  return null;
}

/** How many customer messages close the conversation since the profile last wrote. */
function unansweredCount(conversation: readonly ConversationLine[]): number {
  let count = 0;
  for (const line of [...conversation].reverse()) {
    if (line.from !== 'customer') break;
    count += 1;
  }
  return count;
}

/**
 * The default provider: a reply in the chat's language (Dutch, German, English for the rest)
 * from the customer's and the profile's names, the message (a question or not), the conversation
 * (an apology after several unanswered messages) and the logbook, with no model and no
 * randomness, so the same chat always gets the same suggestion (demos and tests need that; a real
 * model is one setting away, SUGGESTIONS_URL). It never quotes the customer back.
 */
export class LocalSuggestionProvider implements SuggestionProvider {
  suggest(input: SuggestionInput): Promise<SuggestionDraft> {
    const phrases = PHRASES[languageOf(input.locale)];
    const parts = [phrases.greeting(input.customerName?.trim() || null)];
    if (unansweredCount(input.conversation) >= UNANSWERED_FOR_APOLOGY) {
      parts.push(phrases.sorryForWaiting);
    }
    parts.push(input.message.trim().endsWith('?') ? phrases.question : phrases.statement);
    const memory = customerMemory(input.logs);
    if (memory !== null) parts.push(phrases.memory(memory));
    if (input.selectedImage !== null) parts.push(phrases.image);
    if (input.fullAI) parts.push(phrases.longer);
    parts.push(phrases.signOff(input.profileName?.trim() || null));
    return Promise.resolve({
      suggestion: parts.join(' '),
      wantedImage: input.selectedImage !== null,
      imageTags: [],
    });
  }
}
