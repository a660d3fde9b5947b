import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { defaultTheme, secondTenantTheme, SwitchboardTheme } from '../packages/ui/src/theme';

const preview: Preview = {
  // Stories declare their requests in `parameters.msw`; an unmocked request is an error.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // Relative to where Storybook is served: the console serves the build under /uikit-static/.
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
        onUnhandledRequest: (request, print) => {
          const url = new URL(request.url);
          if (url.origin === location.origin && !url.pathname.startsWith('/api/')) return;
          print.error();
        },
      });
      return worker;
    }),
  ],
  globalTypes: {
    tenant: {
      description: 'Tenant theme',
      toolbar: {
        title: 'Tenant',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default tenant (#28379E)' },
          { value: 'second', title: 'Second tenant (Nightline)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenant: 'default' },
  decorators: [
    (Story, context) => (
      <SwitchboardTheme
        theme={context.globals.tenant === 'second' ? secondTenantTheme : defaultTheme}
      >
        <Story />
      </SwitchboardTheme>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story's test. axe-core gathers only the violations in
    // full (`resultTypes`): the rules all run as before, but the passes, the incomplete and the
    // inapplicable keep one node each, so axe does not build a selector for every node that
    // passed, which it documents as the slow end of a run.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    viewport: {
      options: {
        mobile: { name: 'Mobile (small and down)', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
