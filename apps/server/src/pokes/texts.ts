/**
 * Texts of the poke calls that the spec does not give (its own, such as 'Poke document with id
 * {id} not found', come from the domain's `messages`).
 */
export const pokeWriteTexts = {
  localeMismatch: (locale: string) => `Must be the locale of the path (${locale})`,
  siteOfOtherLocale: (site: string, locale: string) =>
    `The site ${site} does not belong to the locale ${locale}`,
  idMismatch: 'Must be the id of the path',
  alreadySent: 'The poke has already gone out and can no longer be changed.',
  parentIsFollowUp: 'A follow-up belongs to a main poke, not to another follow-up.',
  previousNotInFamily: (id: string) => `The poke ${id} is not the parent or a follow-up of it`,
  followUpIndexTaken: (index: number) => `Another follow-up of this poke has the index ${index}`,
  domainAlreadyThere: (domain: string, id: string) =>
    `"${domain}" to poke ${id}: the poke already goes to that domain.`,
  followUpHasOwnDomains: 'A follow-up goes to the domains of its parent poke.',
  domainAfterSend: (domain: string, id: string) =>
    `"${domain}" to poke ${id}: the poke has already gone out, so nobody on that domain would get it.`,
  sendStarting: (domain: string, id: string) =>
    `"${domain}" to poke ${id}: the poke's send is starting; try again in a moment.`,
  profileOfOtherLocale: (name: string, profileLocale: string, locale: string) =>
    `The entertainment profile ${name} belongs to the locale ${profileLocale}, not ${locale}: choose a profile of ${locale}.`,
} as const;
