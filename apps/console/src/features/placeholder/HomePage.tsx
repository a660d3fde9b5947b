import { CONSOLE_MESSAGES } from '@switchboard/domain';
import { Heading, Paragraph, Screen } from '../../common/layout';

/** `/` for a user whose roles have no landing page (spec §2: "any other role stays on /"). */
export function HomePage() {
  return (
    <Screen>
      <Heading>{CONSOLE_MESSAGES.homeTitle}</Heading>
      <Paragraph>{CONSOLE_MESSAGES.homeText}</Paragraph>
    </Screen>
  );
}
