import { describe, expect, it } from 'vitest';
import { POKE_UI_MESSAGES as text } from './poke-messages.js';

describe('the poke wizard and page texts', () => {
  it('fill in their figures', () => {
    expect(text.funnelShare('12.5%')).toBe('12.5% of the customers');
    expect(text.funnelDropped('1,200')).toBe('−1,200');
    expect(text.preflightFailed('Forbidden')).toBe('The message could not be checked: Forbidden');
    expect(text.preflightRecipients('611')).toBe('611 recipients');
    expect(text.preflightMissing('4', '10', '%[city]%')).toBe(
      '4 of 10 recipients have no value for %[city]%',
    );
    expect(text.everyNDays(1)).toBe('Recurring every 1 day');
    expect(text.everyNDays(7)).toBe('Recurring every 7 days');
    expect(text.reached(3)).toBe('3 reached');
    expect(text.followUpMessage(2)).toBe('Message of follow-up 2');
  });
});
