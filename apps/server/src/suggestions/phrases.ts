/**
 * The local writer's phrases per language. A chat's locale is a country-like code (nl, de, gb…);
 * `languageOf` maps it to the language the customer reads. Phrases are replies a profile would
 * send, so they are content, not console texts (those live in the domain's catalogue).
 */

export type SuggestionLanguage = 'nl' | 'de' | 'en';

/** The language of a chat's locale; English for a locale without phrases of its own. */
export function languageOf(locale: string): SuggestionLanguage {
  const code = locale.toLowerCase();
  if (code === 'nl' || code === 'be') return 'nl';
  if (code === 'de' || code === 'at' || code === 'ch') return 'de';
  return 'en';
}

/** The language's name in English, for a model's instructions. */
export const LANGUAGE_NAMES: Record<SuggestionLanguage, string> = {
  nl: 'Dutch',
  de: 'German',
  en: 'English',
};

export interface Phrases {
  greeting: (name: string | null) => string;
  /** After several customer messages without an answer. */
  sorryForWaiting: string;
  /** The customer asked something. */
  question: string;
  /** The customer said something. */
  statement: string;
  /** What the logbook remembers about the customer. */
  memory: (memory: string) => string;
  image: string;
  longer: string;
  signOff: (profileName: string | null) => string;
}

export const PHRASES: Record<SuggestionLanguage, Phrases> = {
  nl: {
    greeting: (name) => (name ? `Hoi ${name}!` : 'Hoi!'),
    sorryForWaiting: 'Sorry dat je even op me moest wachten.',
    question: 'Goede vraag, daar vertel ik je graag meer over.',
    statement: 'Wat leuk dat je me schrijft, daar word ik blij van.',
    memory: (memory) => `Ik moest nog denken aan wat je me vertelde: ${memory}.`,
    image: 'Ik heb speciaal voor jou een foto uitgekozen.',
    longer: 'Vertel me alles over je dag, ik wil het allemaal horen.',
    signOff: (profile) => (profile ? `Kusjes, ${profile}` : 'Kusjes'),
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name}!` : 'Hallo!'),
    sorryForWaiting: 'Entschuldige, dass du auf mich warten musstest.',
    question: 'Gute Frage, darüber erzähle ich dir gern mehr.',
    statement: 'Wie schön, dass du mir schreibst, das freut mich.',
    memory: (memory) => `Ich musste noch daran denken, was du mir erzählt hast: ${memory}.`,
    image: 'Ich habe extra für dich ein Foto ausgesucht.',
    longer: 'Erzähl mir alles von deinem Tag, ich will alles hören.',
    signOff: (profile) => (profile ? `Küsschen, ${profile}` : 'Küsschen'),
  },
  en: {
    greeting: (name) => (name ? `Hi ${name}!` : 'Hi there!'),
    sorryForWaiting: 'Sorry to keep you waiting.',
    question: 'Good question, I would love to tell you more about that.',
    statement: 'So nice to hear from you, it made me smile.',
    memory: (memory) => `I still remember what you told me: ${memory}.`,
    image: 'I picked a photo just for you.',
    longer: 'Tell me everything about your day, I want to hear it all.',
    signOff: (profile) => (profile ? `Kisses, ${profile}` : 'Kisses'),
  },
};
