import { DEMO_LOCALES, DEMO_TENANT } from '../seed/demo.js';

/** The moment the seed tests build the demo at. */
export const DEMO_TEST_NOW = new Date('2026-03-02T14:00:00.000Z');

/** A small world of the demo tenant for `buildDemoData`: one site per locale, one agent. */
export const DEMO_TEST_WORLD = {
  tenantId: DEMO_TENANT.id,
  sites: [
    { domain: 'flirt-nl.demo.test', locale: 'nl' },
    { domain: 'de.demo.test', locale: 'de' },
    { domain: 'gb.demo.test', locale: 'gb' },
  ],
  locales: DEMO_LOCALES,
  agents: [{ uid: 'demo-operator', name: 'Olga Operator' }],
} as const;
