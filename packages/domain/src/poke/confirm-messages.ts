/**
 * The question the poke wizard asks before a poke goes out at once (issue #27, "Send now" asks
 * first): what happens, to how many customers, when and from which profile. `shown` is the count
 * as the wizard's funnel shows it (formatted), `count` the number, for the plural.
 */
export const SEND_NOW_CONFIRM_MESSAGES = {
  title: 'Send this poke now?',
  /** What saving does: the poke goes out at once, from the profile, to the counted customers. */
  summary: (shown: string, count: number, profile: string) =>
    `Saving sends this poke now, from ${profile}, to ${shown} ${count === 1 ? 'customer' : 'customers'}. It cannot be called back once it has gone out.`,
  /** What saving does while the number of customers is not known yet. */
  summaryUncounted: (profile: string) =>
    `Saving sends this poke now, from ${profile}, to the customers of its filters.`,
  /** The poke's follow-ups go out later, each at its own time after this one. */
  followUps: (count: number) =>
    count === 1
      ? 'Its follow-up goes out at its own time after it.'
      : `Its ${count} follow-ups go out at their own times after it.`,
  /** The confirm button names the number: 'Send now to 743 customers'. */
  confirm: (shown: string, count: number) =>
    `Send now to ${shown} ${count === 1 ? 'customer' : 'customers'}`,
  /** The confirm button while the number is not known. */
  confirmWaiting: 'Send now',
  /** Why the confirm button waits. */
  counting: 'Waiting for the number of customers before sending…',
  countFailed: 'The customers could not be counted. Go back to the poke and try again.',
  /** Back to the wizard, with nothing lost. */
  cancel: 'Back to the poke',
} as const;
