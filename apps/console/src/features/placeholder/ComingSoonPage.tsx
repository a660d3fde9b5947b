import { CONSOLE_MESSAGES } from '@switchboard/domain';
import { Heading, Note, Screen } from '../../common/layout';

/** A guarded screen whose content arrives with a later issue. */
export function ComingSoonPage({ pageName }: { pageName: string }) {
  return (
    <Screen>
      <Heading>{pageName}</Heading>
      <Note>{CONSOLE_MESSAGES.comingSoon}</Note>
    </Screen>
  );
}
