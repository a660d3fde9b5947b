import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    // Page-level stories of console screens (the harness: apps/console/src/test/pageStory.tsx).
    '../apps/console/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => {
    // Resolve workspace packages to their TypeScript source.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['@switchboard/source', ...defaultClientConditions],
    };
    return viteConfig;
  },
};

export default config;
