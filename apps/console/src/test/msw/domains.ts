import { http } from 'msw';
import { DomainConfig } from '@switchboard/domain';
import { answer, checked, inData, latency } from './answers';

/** The demo tenant's domains (as the seed has them): two Dutch sites and a German one. */
export const SITE_FLIRT_NL = 'flirt-nl.demo.test';
export const SITE_CHAT_NL = 'chat-nl.demo.test';
export const SITE_FLIRT_DE = 'flirt-de.demo.test';

const domainConfig = (domain: string, locale: string) =>
  checked(
    DomainConfig,
    {
      domain,
      locale,
      tenantAlias: 'demo',
      geoStrategy: 'municipality',
      geoStrategyRegionField: 'region1',
      geoStrategyCityField: 'locality',
      geoWizardEnabled: true,
      profileApiEnabled: true,
      profileTypes: ['standard'],
    },
    `domain config ${domain}`,
  );

export const DOMAIN_CONFIGS = [
  domainConfig(SITE_FLIRT_NL, 'nl'),
  domainConfig(SITE_CHAT_NL, 'nl'),
  domainConfig(SITE_FLIRT_DE, 'de'),
];

/** The locale of a demo domain. */
export const localeOfSite = (site: string) =>
  DOMAIN_CONFIGS.find((config) => config.domain === site)?.locale ?? null;

/** GET /domains/config/poke: the poke configuration of the user's domains. */
export function domainHandlers({ domains = DOMAIN_CONFIGS } = {}) {
  return [
    http.get('/domains/config/poke', async () => {
      await latency();
      return answer(inData(DomainConfig.array()), { data: domains });
    }),
  ];
}
