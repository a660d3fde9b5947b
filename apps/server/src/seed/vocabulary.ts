/**
 * Words the demo data is made of, per demo locale: names, places and the lines people write.
 * Adult chats stay suggestive rather than explicit: the demo is shown in offices.
 */

export type DemoLocale = 'nl' | 'de' | 'gb';

export interface DemoCity {
  locality: string;
  region1: string;
  region2: string | null;
  postcode: string;
  latitude: number;
  longitude: number;
}

export interface LocaleVocabulary {
  iso: string;
  language: string;
  timezone: string;
  cities: readonly DemoCity[];
  femaleNames: readonly string[];
  maleNames: readonly string[];
  surnames: readonly string[];
  professions: readonly string[];
  /** What a profile says about itself; `{city}` is replaced by its town. */
  aboutMe: readonly string[];
  aboutYou: readonly string[];
  /** Customer lines for adult (NSFW, AGENT_ONLY) and for safe-for-work (SFW) chats. */
  customerAdult: readonly string[];
  customerSafe: readonly string[];
  agentAdult: readonly string[];
  agentSafe: readonly string[];
  /** Customer lines that give out contact details, with the masked text moderation stores. */
  contactAttempts: readonly (readonly [content: string, masked: string])[];
  /** The text of a trigger message per trigger type; `{name}` is the customer's name. */
  triggers: Readonly<Record<string, string>>;
}

const city = (
  locality: string,
  region1: string,
  region2: string | null,
  postcode: string,
  latitude: number,
  longitude: number,
): DemoCity => ({ locality, region1, region2, postcode, latitude, longitude });

export const VOCABULARY: Readonly<Record<DemoLocale, LocaleVocabulary>> = {
  nl: {
    iso: 'NL',
    language: 'nl',
    timezone: 'Europe/Amsterdam',
    cities: [
      city('Amsterdam', 'Noord-Holland', 'Amsterdam', '1012 AB', 52.3728, 4.8936),
      city('Rotterdam', 'Zuid-Holland', 'Rotterdam', '3011 AD', 51.9225, 4.4792),
      city('Utrecht', 'Utrecht', 'Utrecht', '3511 LX', 52.0907, 5.1214),
      city('Den Haag', 'Zuid-Holland', "'s-Gravenhage", '2511 BT', 52.0705, 4.3007),
      city('Eindhoven', 'Noord-Brabant', 'Eindhoven', '5611 EM', 51.4416, 5.4697),
      city('Groningen', 'Groningen', 'Groningen', '9711 LV', 53.2194, 6.5665),
      city('Arnhem', 'Gelderland', 'Arnhem', '6811 CG', 51.9851, 5.8987),
      city('Zwolle', 'Overijssel', 'Zwolle', '8011 PK', 52.5168, 6.083),
      city('Maastricht', 'Limburg', 'Maastricht', '6211 CM', 50.8514, 5.691),
    ],
    femaleNames: ['Sanne', 'Lotte', 'Emma', 'Femke', 'Anouk', 'Lisa', 'Eva', 'Iris', 'Noor'],
    maleNames: ['Daan', 'Bram', 'Jeroen', 'Thijs', 'Mark', 'Pieter', 'Sander', 'Joost', 'Ruben'],
    surnames: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder'],
    professions: ['Verpleegkundige', 'Docent', 'Kapper', 'Accountant', 'Monteur', 'Kok'],
    aboutMe: [
      'Spontane meid uit {city}, houdt van lachen en lange avonden op het terras.',
      'Ik zoek iemand die me aan het lachen maakt. Weekenden ben ik vaak in {city}.',
      'Sportief, nieuwsgierig en een beetje ondeugend. Stuur me gerust een berichtje!',
    ],
    aboutYou: ['Eerlijk en met humor.', 'Iemand die weet wat hij wil.', 'Spontaan en lief.'],
    customerAdult: [
      'Hoi schoonheid, zin in een beetje plezier vanavond?',
      'Je foto maakt me nieuwsgierig... wat draag je nu?',
      'Ik kan niet stoppen met aan je te denken.',
      'Zullen we het een beetje spannender maken?',
      'Wat zou je met me doen als ik nu naast je lag?',
      'Je bent echt mijn type, weet je dat?',
      'Ben je nog wakker? Ik lig in bed aan jou te denken.',
    ],
    customerSafe: [
      'Hoi! Hoe was je dag?',
      'Wat leuk dat je terugschrijft. Wat doe je in het weekend?',
      'Ik ben gisteren gaan fietsen langs de kust, heerlijk.',
      'Heb je nog een goede film gezien laatst?',
      'Kook je graag? Ik maak vanavond pasta.',
    ],
    agentAdult: [
      'Hmm, daar word ik wel warm van. Vertel eens meer...',
      'Je bent een ondeugende jongen, dat bevalt me wel.',
      'Wat zou jij willen dat ik aanhad?',
      'Ik heb aan je gedacht vandaag, op een heel speciale manier.',
    ],
    agentSafe: [
      'Hoi! Mijn dag was druk maar gezellig. En die van jou?',
      'Wat leuk! Ik hou ook van fietsen, vooral in de lente.',
      'Ik ben dol op Italiaans eten, wat maak je?',
      'Vertel eens wat meer over jezelf!',
    ],
    contactAttempts: [
      ['Stuur me een appje op whatsapp 0612345678', 'Stuur me een appje op ******** **********'],
      ['Bel me maar op 0687654321', 'Bel me maar op **********'],
    ],
    triggers: {
      flirt: '{name} heeft je een flirt gestuurd',
      favorite: '{name} heeft je aan zijn favorieten toegevoegd',
      like: '{name} vindt je foto leuk',
      proposal: '{name} stelt een date voor',
      profile_visit: '{name} heeft je profiel bekeken',
      stopped_conversation: 'Het gesprek met {name} is gestopt',
      re_engagement: '{name} is al een tijdje niet actief geweest',
    },
  },
  de: {
    iso: 'DE',
    language: 'de',
    timezone: 'Europe/Berlin',
    cities: [
      city('Berlin', 'Berlin', null, '10115', 52.52, 13.405),
      city('Hamburg', 'Hamburg', null, '20095', 53.5511, 9.9937),
      city('München', 'Bayern', 'Oberbayern', '80331', 48.1374, 11.5755),
      city('Köln', 'Nordrhein-Westfalen', 'Köln', '50667', 50.9375, 6.9603),
      city('Frankfurt am Main', 'Hessen', 'Darmstadt', '60311', 50.1109, 8.6821),
      city('Stuttgart', 'Baden-Württemberg', 'Stuttgart', '70173', 48.7758, 9.1829),
      city('Leipzig', 'Sachsen', 'Leipzig', '04109', 51.3397, 12.3731),
      city('Hannover', 'Niedersachsen', 'Hannover', '30159', 52.3759, 9.732),
    ],
    femaleNames: ['Anna', 'Lena', 'Laura', 'Julia', 'Sarah', 'Katharina', 'Sabine', 'Nina', 'Jana'],
    maleNames: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Markus', 'Tobias', 'Florian', 'Jürgen'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'],
    professions: ['Krankenschwester', 'Lehrerin', 'Friseurin', 'Ingenieur', 'Mechaniker', 'Koch'],
    aboutMe: [
      'Lebensfrohe Frau aus {city}, ich liebe gutes Essen und lange Gespräche.',
      'Neugierig, sportlich und ein bisschen frech. Schreib mir einfach!',
      'Am Wochenende findest du mich in den Cafés von {city}.',
    ],
    aboutYou: ['Ehrlich und humorvoll.', 'Ein Mann, der weiß, was er will.', 'Spontan und lieb.'],
    customerAdult: [
      'Hallo Süße, Lust auf ein bisschen Spaß heute Abend?',
      'Dein Foto macht mich neugierig... was trägst du gerade?',
      'Ich muss die ganze Zeit an dich denken.',
      'Sollen wir es ein bisschen spannender machen?',
      'Du bist genau mein Typ, weißt du das?',
      'Bist du noch wach? Ich liege im Bett und denke an dich.',
    ],
    customerSafe: [
      'Hallo! Wie war dein Tag?',
      'Schön, dass du zurückschreibst. Was machst du am Wochenende?',
      'Ich war gestern wandern, herrliches Wetter.',
      'Hast du in letzter Zeit einen guten Film gesehen?',
    ],
    agentAdult: [
      'Hmm, da wird mir ganz warm. Erzähl mir mehr...',
      'Du bist ein frecher Kerl, das gefällt mir.',
      'Was würdest du wollen, dass ich anhabe?',
      'Ich habe heute an dich gedacht, auf eine ganz besondere Art.',
    ],
    agentSafe: [
      'Hallo! Mein Tag war stressig, aber schön. Und deiner?',
      'Wie schön! Ich wandere auch gern, am liebsten im Herbst.',
      'Erzähl mir doch etwas mehr über dich!',
    ],
    contactAttempts: [
      ['Schreib mir auf whatsapp 015112345678', 'Schreib mir auf ******** ************'],
      ['Ruf mich an: 017698765432', 'Ruf mich an: ************'],
    ],
    triggers: {
      flirt: '{name} hat dir einen Flirt geschickt',
      favorite: '{name} hat dich zu seinen Favoriten hinzugefügt',
      like: '{name} gefällt dein Foto',
      proposal: '{name} schlägt ein Date vor',
      profile_visit: '{name} hat dein Profil besucht',
      stopped_conversation: 'Das Gespräch mit {name} wurde beendet',
      re_engagement: '{name} war eine Weile nicht aktiv',
    },
  },
  gb: {
    iso: 'GB',
    language: 'en',
    timezone: 'Europe/London',
    cities: [
      city('London', 'England', 'Greater London', 'EC1A 1BB', 51.5072, -0.1276),
      city('Manchester', 'England', 'Greater Manchester', 'M1 1AE', 53.4808, -2.2426),
      city('Birmingham', 'England', 'West Midlands', 'B1 1BB', 52.4862, -1.8904),
      city('Leeds', 'England', 'West Yorkshire', 'LS1 1UR', 53.8008, -1.5491),
      city('Glasgow', 'Scotland', 'Glasgow City', 'G1 1XQ', 55.8642, -4.2518),
      city('Bristol', 'England', 'Bristol', 'BS1 4DJ', 51.4545, -2.5879),
      city('Cardiff', 'Wales', 'Cardiff', 'CF10 1EP', 51.4816, -3.1791),
      city('Belfast', 'Northern Ireland', 'Belfast', 'BT1 5GS', 54.5973, -5.9301),
    ],
    femaleNames: ['Emily', 'Olivia', 'Sophie', 'Charlotte', 'Jessica', 'Grace', 'Chloe', 'Lucy'],
    maleNames: ['James', 'Oliver', 'Harry', 'Jack', 'George', 'William', 'Callum', 'Connor'],
    surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Davies', 'Evans'],
    professions: ['Nurse', 'Teacher', 'Hairdresser', 'Accountant', 'Electrician', 'Chef'],
    aboutMe: [
      'Bubbly girl from {city}, love a laugh and a good pub quiz.',
      'Curious, sporty and a little bit cheeky. Drop me a message!',
      'You will find me in the coffee shops of {city} most weekends.',
    ],
    aboutYou: ['Honest and funny.', 'A man who knows what he wants.', 'Spontaneous and kind.'],
    customerAdult: [
      'Hi gorgeous, fancy a bit of fun tonight?',
      'Your photo got me curious... what are you wearing right now?',
      "I can't stop thinking about you.",
      'Shall we make things a bit more exciting?',
      "You're exactly my type, did you know that?",
      'Still awake? I am lying in bed thinking of you.',
    ],
    customerSafe: [
      'Hi! How was your day?',
      'Lovely to hear back from you. Any plans for the weekend?',
      'Went for a walk along the coast yesterday, gorgeous weather.',
      'Seen any good films lately?',
    ],
    agentAdult: [
      'Mmm, that makes me feel warm all over. Tell me more...',
      "You're a cheeky one, I like that.",
      'What would you like me to be wearing?',
      'I thought about you today, in a very special way.',
    ],
    agentSafe: [
      'Hi! Busy day but a nice one. How about yours?',
      'How lovely! I love walking too, especially in autumn.',
      'Tell me a bit more about yourself!',
    ],
    contactAttempts: [
      ['Add me on whatsapp 07700900123', 'Add me on ******** ***********'],
      ['Just call me on 07700900456', 'Just call me on ***********'],
    ],
    triggers: {
      flirt: '{name} sent you a flirt',
      favorite: '{name} added you to their favourites',
      like: '{name} liked your photo',
      proposal: '{name} proposed a date',
      profile_visit: '{name} visited your profile',
      stopped_conversation: 'The conversation with {name} has stopped',
      re_engagement: '{name} has not been active for a while',
    },
  },
};

/** Abuse words of the demo tenant: contact details in any language, and a few per locale. */
export const DEMO_ABUSE_WORDS: readonly { value: string; locale: '' | DemoLocale }[] = [
  { value: 'whatsapp', locale: '' },
  { value: 'telegram', locale: '' },
  { value: 'snapchat', locale: '' },
  { value: 'bel me', locale: 'nl' },
  { value: 'mijn nummer', locale: 'nl' },
  { value: 'ruf mich an', locale: 'de' },
  { value: 'meine Nummer', locale: 'de' },
  { value: 'call me', locale: 'gb' },
  { value: 'my number', locale: 'gb' },
];

/** Legacy plain-text logbook lines (older logs have no structure). */
export const LEGACY_LOG_LINES: readonly string[] = [
  'Likes long walks and red wine',
  'Divorced, two daughters',
  'Works nights, writes after 23:00',
  'Has a dog called Max',
  'Does not want to talk about his ex',
];

/** Free comments of structured logs, by category. */
export const LOG_COMMENTS: Readonly<Record<string, readonly string[]>> = {
  family: ['Two kids, lives alone since last year', 'Mother lives nearby, visits on Sundays'],
  work: ['Works in logistics, early shifts', 'Self-employed, often travels for work'],
  health: ['Recovering from a knee operation', 'Bad back, avoid hiking talk'],
  updates: ['On holiday until next Monday', 'Moved house last month'],
  other: ['Prefers short messages', 'Always asks for photos'],
  personal: ['Calls himself by his middle name', 'Birthday is next week'],
  hobbies: ['Talks about it a lot', 'Started recently'],
  sex: ['Likes to take it slow', 'Brought it up himself'],
};
