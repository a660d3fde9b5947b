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
