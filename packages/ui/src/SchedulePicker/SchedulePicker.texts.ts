/** Labels of the schedule picker; the rule texts come from the domain (`pokeRuleTexts`). */
export const schedulePickerTexts = {
  legend: 'Schedule',
  sendImmediately: 'Send immediately',
  date: 'Date',
  time: 'Time',
  timezone: (zone: string) => `Times are in ${zone}`,
} as const;
