import { describe, expect, it } from 'vitest';
import type { LegacyPokeFilters } from '@switchboard/domain';
import { missingValues, preflightIsCurrent, preflightRequest } from './preflight';
import { SITE_A, SITE_B } from './test-support';
import { newWizard, type WizardState } from './wizardState';

const ready = (overrides: Partial<WizardState> = {}): WizardState => ({
  ...newWizard(),
  profile: { id: 'p1', name: 'Eva', uuid: 'uuid-1', timezone: null },
  domains: [SITE_A, SITE_B],
  locale: 'nl',
  content: 'Hi %[name]% from %[city]% 😀',
  ...overrides,
});

describe('preflightRequest', () => {
  it('asks for every domain with the stripped filters and the message as stored', () => {
    const state = ready();
    state.filters = { ...(state.filters as LegacyPokeFilters), gender: ['female'], age: [] };
    expect(preflightRequest(state)).toEqual({
      sites: [SITE_A, SITE_B],
      locale: 'nl',
      origin: { type: 'legacy' },
      filters: { gender: ['female'], lastLogin: 7, targetFilterType: 'by_filters' },
      content: 'Hi %[name]% from %[city]% :grinning:',
      profileUuid: 'uuid-1',
    });
  });

  it('asks nothing without a domain, a profile or a message', () => {
    expect(preflightRequest(ready({ domains: [], locale: null }))).toBeNull();
    expect(preflightRequest(ready({ profile: null }))).toBeNull();
    expect(preflightRequest(ready({ content: '  ' }))).toBeNull();
  });
});

describe('preflightIsCurrent', () => {
  it('holds while the poke is what was checked', () => {
    const checked = preflightRequest(ready());
    expect(preflightIsCurrent(checked, preflightRequest(ready()))).toBe(true);
    expect(preflightIsCurrent(checked, preflightRequest(ready({ content: 'Hi' })))).toBe(false);
    expect(preflightIsCurrent(null, preflightRequest(ready()))).toBe(false);
    expect(preflightIsCurrent(checked, null)).toBe(false);
  });
});

describe('missingValues', () => {
  it('lists the placeholders some recipients lack, in the message order', () => {
    const domain = {
      site: SITE_A,
      estimate: 10,
      samples: [],
      missing: { name: 0, city: 4, province: 2 },
    };
    expect(missingValues(domain, ['name', 'city', 'province'])).toEqual([
      { placeholder: '%[city]%', count: 4 },
      { placeholder: '%[province]%', count: 2 },
    ]);
  });
});
