/** Texts of the /uikit page (not in the spec). */
export const UIKIT_MESSAGES = {
  title: 'UI kit',
  sections: 'UI kit sections',
  loading: 'Loading the UI kit',
  notBuilt: 'The UI kit has not been built. Run npm run build-storybook.',
  frameTitle: 'UI kit (Storybook)',
  openInNewTab: 'Open in a new tab',
} as const;
