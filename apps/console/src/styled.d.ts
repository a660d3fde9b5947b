import 'styled-components';
import type { Theme } from '@switchboard/ui';

// The console's styled components read the ui package's typed theme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
