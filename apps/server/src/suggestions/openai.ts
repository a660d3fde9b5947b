import { z } from 'zod';
import { UpstreamError } from '../errors.js';
import { LANGUAGE_NAMES, languageOf } from './phrases.js';
import type { SuggestionDraft, SuggestionInput, SuggestionProvider } from './provider.js';

/** How long a completion may take before the call fails, milliseconds. */
export const SUGGESTION_TIMEOUT_MS = 20_000;

/** The part of an OpenAI-compatible chat-completions answer that is used. */
const Completion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

export interface OpenAiCompatibleOptions {
  /** The API's base URL; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
}

/** The instructions, naming the language to write in (the chat's locale decides it). */
function systemPrompt(language: string): string {
  return [
    'You write one chat reply for the operator of a dating site, in the voice of the entertainment',
    'profile named in the input. Answer the customer’s last message warmly and briefly, following',
    `on from the conversation and using what the logbook says about the customer. Write in ${language}.`,
    'Reply with the message text only.',
  ].join(' ');
}

/** The user message: the facts of the chat as JSON, so the model gets them unambiguously. */
function userPrompt(input: SuggestionInput, language: string): string {
  return JSON.stringify({
    locale: input.locale,
    language,
    profileName: input.profileName,
    customerName: input.customerName,
    customerMessage: input.message,
    conversation: input.conversation,
    logbook: input.logs.map((log) => ({
      about: log.concerning,
      category: log.category,
      group: log.content.group,
      value: log.content.groupValue,
      comment: log.content.value,
    })),
    withImage: input.selectedImage !== null,
    length: input.fullAI ? 'a full reply' : 'one or two sentences',
  });
}

/** Suggestions from any OpenAI-compatible chat-completions service (SUGGESTIONS_URL). */
export class OpenAiCompatibleSuggestionProvider implements SuggestionProvider {
  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async suggest(input: SuggestionInput): Promise<SuggestionDraft> {
    const language = LANGUAGE_NAMES[languageOf(input.locale)];
    const url = `${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: this.options.model,
          messages: [
            { role: 'system', content: systemPrompt(language) },
            { role: 'user', content: userPrompt(input, language) },
          ],
        }),
        signal: AbortSignal.timeout(SUGGESTION_TIMEOUT_MS),
      });
    } catch (error) {
      // Unreachable service or time-out: the caller gets a 502, never a bare 500.
      throw new UpstreamError(
        `The suggestion service could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) {
      throw new UpstreamError(
        `The suggestion service answered ${response.status} ${response.statusText}`,
      );
    }
    const parsed = Completion.safeParse(await response.json().catch(() => null));
    const [choice] = parsed.success ? parsed.data.choices : [];
    if (!choice) throw new UpstreamError('The suggestion service answered without a reply');
    return {
      suggestion: choice.message.content.trim(),
      wantedImage: input.selectedImage !== null,
      imageTags: [],
    };
  }
}
