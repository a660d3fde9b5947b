/** The poke queue, poke schedule and calendar screens' texts (issue #14), apart for the budget. */
export const POKE_SCREENS_MESSAGES = {
  queueTitle: 'Poke queue',
  region: 'Region',
  location: 'Location',
  chooseRegion: 'Choose a region',
  chooseLocation: 'Choose a location',
  loading: 'Loading…',
  /** The figures' names of a location, as labels; any other name is shown as it comes. */
  queueFigures: {
    scheduledPokes: 'Scheduled pokes',
    waiting: 'Waiting',
    sending: 'Sending',
    sent: 'Sent',
    skipped: 'Skipped',
    failed: 'Failed',
    answered: 'Answered (7 days)',
  } as Record<string, string>,
  scheduleTitle: 'Poke schedule',
  from: 'From',
  to: 'To',
  scheduled: 'Scheduled',
  status: 'Status',
  domains: 'Domains',
  targets: 'Targets',
  reached: 'Reached',
  profile: 'Profile',
  badWindow: 'The end of the date range cannot be before its start.',
  noPokes: 'No pokes in this window.',
  loadFailed: (why: string) => `The pokes could not be loaded: ${why}`,
  calendarTitle: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  view: 'View',
  monthView: 'Month',
  weekView: 'Week',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  /** A week's title: its first and last day. */
  weekTitle: (first: string, last: string) => `${first} – ${last}`,
  noPokesOnDay: 'No pokes',
  inThePast: 'In the past',
  followUpOf: (parent: string) => `Follow-up of ${parent}`,
  /** The schedule's column that names a poke: its profile, message and markers (issue #27). */
  poke: 'Poke',
  kind: 'Kind',
  /** A poke's kind, in words: how it is run (see `pokeKindLabel`). */
  kindDefault: 'Default',
  kindRecurring: (days: number) => `Recurring — every ${days === 1 ? 'day' : `${days} days`}`,
  /** A follow-up's kind; its position counts from 1, and is left out when unknown. */
  kindFollowUp: (position: number | null) =>
    position === null ? 'Follow-up' : `Follow-up ${position}`,
  /** The short markers shown as badges beside a poke's profile (text, never colour alone). */
  markerRecurring: 'Recurring',
  markerFollowUp: (position: number | null) =>
    position === null ? 'Follow-up' : `Follow-up ${position}`,
  /** A poke with no text: an attachment alone. */
  noMessageText: 'No text (attachment only)',
  /** The whole of a poke in words: the accessible name and title of its calendar entry. */
  pokeSummary: (time: string, profile: string, kind: string, message: string) =>
    `${time} ${profile}, ${kind}: ${message}`,
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as readonly string[],
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ] as readonly string[],
} as const;

/**
 * A poke found later than the dispatcher's grace time waits for a poker's decision (issue #14):
 * the texts of that decision on the poke page and the schedule. The spec has none of its own.
 */
export const LATE_POKE_MESSAGES = {
  late: 'Late',
  explanation:
    'This poke was found after its scheduled time had passed by more than the grace time. It is not sent until you decide.',
  decision: 'Decision on a late poke',
  sendAnyway: 'Send it anyway',
  cancel: 'Cancel it',
  sentAnyway: 'The late poke is being sent.',
  cancelled: 'The late poke was cancelled.',
  failed: (why: string) => `The decision could not be saved: ${why}`,
} as const;
