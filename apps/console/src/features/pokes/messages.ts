/** The pokes feature's own texts (STYLE rule 18); the spec's texts come from the domain. */
export const POKE_TEXTS = {
  newPoke: 'New poke',
  editPoke: 'Edit poke',
  profile: 'Entertainment profile',
  domains: 'Domains',
  chooseDomainsFirst: 'Choose a domain and a profile to count the customers.',
  targetsPerDomain: 'Targets per domain',
  followUps: 'Follow-ups',
  save: 'Save poke',
  saved: (id: string) => `Saved poke ${id}`,
  loading: 'Loading the poke…',
  countFailed: 'The customers could not be counted.',
  profileMissing: 'Choose a profile to send the poke from.',
  noDomains: 'No domains to send pokes on.',
} as const;
