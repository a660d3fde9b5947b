/** The poke wizard's funnel, preflight and origin picker, and the poke page's recurring form. */
export const POKE_UI_MESSAGES = {
  funnel: 'Audience funnel',
  funnelTotal: 'Customers on the chosen domains',
  funnelSiteTotal: 'Customers on this domain',
  funnelOf: 'Funnel of',
  allDomains: 'All domains',
  funnelTargets: 'Targets',
  funnelLimit: 'After the limit',
  funnelShare: (share: string) => `${share} of the customers`,
  funnelDropped: (count: string) => `−${count}`,
  counting: 'Counting…',
  countStale: 'Updating the count…',
  perDomain: 'Per domain',
  origin: 'Origin',
  originLabels: { legacy: 'Legacy', other: 'Other origins' } as Record<string, string>,
  preflight: 'Check before saving',
  preflightRun: 'Check the message',
  preflightRunAgain: 'Check again',
  preflightRunning: 'Checking the message…',
  preflightFailed: (why: string) => `The message could not be checked: ${why}`,
  preflightIntro: 'The message as a few real recipients of each domain will read it.',
  preflightNeeds: 'Choose a domain and a profile, and write a message, to check it.',
  preflightChanged: 'The poke changed since this check.',
  preflightNoRecipients: 'No recipients on this domain.',
  preflightRecipients: (count: string) => `${count} recipients`,
  preflightMissing: (count: string, total: string, placeholder: string) =>
    `${count} of ${total} recipients have no value for ${placeholder}`,
  preflightAllValues: 'Every recipient has a value for each placeholder used.',
  preflightNoPlaceholders: 'The message uses no placeholders.',
  loadFailed: 'The poke could not be loaded.',
  retry: 'Retry',
  recurring: 'Recurring',
  lastLoginDays: 'Last login within (days)',
  scheduled: 'Scheduled',
  sendsImmediately: 'Sent immediately',
  everyNDays: (days: number) => `Recurring every ${days} ${days === 1 ? 'day' : 'days'}`,
  noFollowUps: 'No follow-ups.',
  /** Shown instead of Edit once the poke's time has passed (the server refuses any change). */
  noLongerEditable: 'Its time has passed, so this poke can no longer be changed.',
  reached: (count: number) => `${count} reached`,
  followUpMessage: (position: number) => `Message of follow-up ${position}`,
  /** The wizard's parts, as a refused save names them. */
  wizardFields: {
    domains: 'Domains',
    profile: 'Entertainment profile',
    origin: 'Origin',
    filters: 'Filters',
    message: 'Message',
    followUps: 'Follow-ups',
    schedule: 'Schedule',
    other: 'The poke',
  } as Record<string, string>,
  /** The snackbar of a save refused over some fields; each field shows its own reason. */
  saveRefused: (fields: readonly string[]) =>
    `The poke was not saved. Check ${fields.join(', ')}: each shows what to change.`,
  /** The snackbar of a save refused for a reason of the poke as a whole. */
  saveRefusedBecause: (why: string) => `The poke was not saved: ${why}`,
} as const;

/**
 * The target filters of a poke in words (`describePokeFilters`): one short line each, for the poke
 * page and, later, the abuse checker's view.
 */
export const POKE_FILTER_WORDS = {
  everyone: 'Everyone on the chosen domains',
  age: (bands: readonly string[]) => `Age ${bands.join(' or ')}`,
  ageRange: (min: number, max: number) => `Age ${min}–${max}`,
  gender: (genders: readonly string[]) => `Gender: ${genders.join(' or ')}`,
  /** An option group whose option labels read as words ("With photo", "Has credits"). */
  either: (labels: readonly string[]) => labels.join(' or '),
  lastPaid: (labels: readonly string[]) => `Last paid ${labels.join(' or ').toLowerCase()}`,
  inConversation: 'In conversation',
  notInConversation: 'Not in conversation',
  lastLogin: (days: number) =>
    days === 0
      ? 'Logged in today'
      : days === 1
        ? 'Logged in today or yesterday'
        : `Logged in within the last ${days} days`,
  lastLoginHours: (hours: number) =>
    `Logged in within the last ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
  limit: (n: number) => `At most ${n} ${n === 1 ? 'customer' : 'customers'}`,
  duplicateIp: (level: number) => `Duplicate IP target level ${level}`,
  place: (label: string, value: string) => `${label}: ${value}`,
  choices: (label: string, values: readonly string[]) => `${label}: ${values.join(' or ')}`,
  flag: (label: string, on: boolean) => (on ? label : `Not ${label.toLowerCase()}`),
  named: (domain: string, names: readonly string[], more: number) =>
    `By name on ${domain}: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  namedNone: 'By name: no customers chosen',
} as const;

/** The poke page as a record (issue #27): its header, cards, actions and confirmations. */
export const POKE_RECORD_MESSAGES = {
  /** A poke the abuse review holds (issue #28): it does not go out until a checker decides. */
  held: 'Held for review',
  heldWhy: (words: readonly string[], since: string | null, inReview: boolean) =>
    `${inReview ? 'A checker is reviewing it' : 'Waiting for an abuse checker'}: it does not go out until marked safe.${
      words.length > 0 ? ` Matched ${words.map((word) => `“${word}”`).join(', ')}.` : ''
    }${since ? ` Held since ${since}.` : ''}`,
  /** The title: the profile and the start of the message. */
  title: (profile: string, excerpt: string) =>
    excerpt ? `${profile}: “${excerpt}”` : `Poke for ${profile}`,
  pokeId: 'Poke id',
  copyId: 'Copy id',
  idCopied: 'Id copied',
  kindAndStatus: 'Kind and status',
  actions: 'Actions',
  // Cards
  audience: 'Audience',
  audienceOfRun: (when: string) => `Latest send, ${when}`,
  audienceBeforeSend: 'Counted when the poke was saved; nothing has been sent yet.',
  allDomains: 'All domains',
  targeted: (n: number) => `Targeted: ${n}`,
  sent: (n: number) => `Sent: ${n}`,
  skipped: (reason: string, n: number) => `Skipped, ${reason}: ${n}`,
  failed: (n: number) => `Failed: ${n}`,
  alreadyHad: (n: number) => `Already had it: ${n}`,
  /** The remainder of the targeted customers, by why they were not reached (yet). */
  remainder: {
    scheduled: (n: number) => `Still to send: ${n}`,
    sending: (n: number) => `Still to send: ${n}`,
    waiting: (n: number) => `Not reached, waiting for a decision on the late poke: ${n}`,
    stopped: (n: number) => `Not reached, the send stopped: ${n}`,
    cancelled: (n: number) => `Not reached, the send was cancelled: ${n}`,
    notFound: (n: number) => `Not reached, no longer found at send time: ${n}`,
  },
  beyondEstimate: (n: number) => `More than counted: ${n}`,
  addsUp: 'Every targeted customer is counted once above.',
  filters: 'Filters',
  message: 'Message',
  attachment: (name: string) => `Attachment: ${name}`,
  messageKind: (kind: string) => `Sent as: ${kind}`,
  schedule: 'Schedule',
  firstSend: 'Send time',
  repeats: 'Repeats',
  noRepeat: 'Sent once',
  runLimit: (n: number) =>
    n > 0 ? `At most ${n} ${n === 1 ? 'send' : 'sends'}` : 'No limit of sends',
  nextRun: 'Next send',
  runLimitLabel: 'Number of sends',
  runs: 'Sends',
  noRuns: 'Nothing has been sent yet.',
  runWhen: (due: string) => `Due ${due}`,
  runStarted: (at: string) => `started ${at}`,
  runFinished: (at: string) => `finished ${at}`,
  runStates: {
    late: 'Late: waiting for a decision',
    running: 'Sending',
    done: 'Done',
    mixed: 'Partly done',
    killed: 'Stopped',
    crashed: 'Crashed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  runStopped: (why: string) => `Stopped: ${why}`,
  followUps: 'Follow-ups',
  followUpLink: (position: number) => `Open follow-up ${position}`,
  // Actions and their dialogs
  addDomain: 'Add domain…',
  convert: 'Convert to recurring…',
  addDomainTitle: 'Add a domain to this poke',
  addDomainNone: 'Every domain of this locale already has this poke.',
  addDomainCount: (n: number, domain: string) =>
    `${n} ${n === 1 ? 'customer' : 'customers'} on ${domain} match this poke’s filters (counted now).`,
  addDomainAt: (time: string) => `They get it at ${time}.`,
  addDomainNow: 'They get it now, with the running send.',
  addDomainNoSend: 'No send of this poke is due: they get it only if it is sent later.',
  addDomainGoneOut: 'This poke has already gone out: a domain can no longer be added to it.',
  addDomainSummary: 'What adding the domain does',
  counting: 'Counting the customers…',
  addDomainFrom: (profile: string) => `Sent from ${profile}.`,
  addDomainConfirm: (n: number) =>
    `Add domain and send to ${n} ${n === 1 ? 'customer' : 'customers'}`,
  addDomainChoose: 'Add domain',
  countFailed: (why: string) => `The customers could not be counted: ${why}`,
  convertTitle: 'Convert to recurring',
  convertConfirmTitle: 'Create this recurring poke?',
  next: 'Next',
  back: 'Back',
  convertSummary: (days: number, profile: string, when: string, k: number) =>
    `Sends every ${days} ${days === 1 ? 'day' : 'days'} from ${profile}, first on ${when}, to about ${k} ${k === 1 ? 'customer' : 'customers'} (counted now).`,
  convertConfirm: (k: number) =>
    `Convert and send to about ${k} ${k === 1 ? 'customer' : 'customers'}`,
  sendLateTitle: 'Send this late poke now?',
  sendLateBody: (n: number, profile: string) =>
    `It goes out now to ${n} ${n === 1 ? 'customer' : 'customers'} from ${profile}.`,
  sendLateBodyUncounted: 'It goes out now.',
  sendLateConfirm: (n: number) => `Send to ${n} ${n === 1 ? 'customer' : 'customers'}`,
  /** Of the sent, who answered. */
  answered: (n: number) => `Answered: ${n}`,
} as const;

/**
 * The server's texts of a poker's sending decisions (issue #14, not in the spec): refusals, and
 * the reason a run or a site's send stopped, which the poke page shows.
 */
export const POKE_SENDING_TEXTS = {
  notScheduled: 'Only a scheduled poke can be cancelled.',
  notRunning: 'Only a poke that is being sent can be killed.',
  notLate: 'The poke is not waiting for a decision.',
  cancelledByPoker: 'Cancelled by a poker',
  killedByPoker: 'Killed by a poker',
} as const;
