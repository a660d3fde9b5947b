import { ROUTE_PATHS, AUTH_MESSAGES } from '@switchboard/domain';
import { NavLink } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { Heading, PageCard, Paragraph } from '../../common/layout';

/** /totp-settle-down: the authenticator app is set up; a link on to the landing page. */
export function TotpSettleDownPage() {
  const navigate = useNavigate();
  return (
    <PageCard path={ROUTE_PATHS.totpSettleDown}>
      <Heading>{AUTH_MESSAGES.totpSettleDownTitle}</Heading>
      <Paragraph>{AUTH_MESSAGES.totpSettleDownText}</Paragraph>
      <NavLink href={ROUTE_PATHS.home} onNavigate={(path) => void navigate(path)}>
        {AUTH_MESSAGES.continue}
      </NavLink>
    </PageCard>
  );
}
