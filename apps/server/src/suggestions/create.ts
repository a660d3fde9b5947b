import type { ServerConfig } from '../config.js';
import { LocalSuggestionProvider } from './local.js';
import { OpenAiCompatibleSuggestionProvider } from './openai.js';
import type { SuggestionProvider } from './provider.js';

export type SuggestionSettings = Partial<
  Pick<ServerConfig, 'SUGGESTIONS_URL' | 'SUGGESTIONS_API_KEY' | 'SUGGESTIONS_MODEL'>
>;

/**
 * The OpenAI-compatible service when SUGGESTIONS_URL is set, the local writer otherwise. The
 * model comes with the URL (`loadConfig` gives it a default); without one the start fails.
 */
export function createSuggestionProvider(settings: SuggestionSettings): SuggestionProvider {
  if (!settings.SUGGESTIONS_URL) return new LocalSuggestionProvider();
  if (!settings.SUGGESTIONS_MODEL) throw new Error('SUGGESTIONS_URL needs SUGGESTIONS_MODEL');
  return new OpenAiCompatibleSuggestionProvider({
    baseUrl: settings.SUGGESTIONS_URL,
    apiKey: settings.SUGGESTIONS_API_KEY,
    model: settings.SUGGESTIONS_MODEL,
  });
}
