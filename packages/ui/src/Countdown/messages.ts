/** What the countdown tells assistive technology, once per threshold (not in the spec). */
export const countdownMessages = {
  label: 'Claim time left',
  oneMinuteLeft: 'One minute left on the claim',
  thirtySecondsLeft: '30 seconds left on the claim',
  ended: 'The claim has ended',
} as const;
