import { AUTH_MESSAGES, ROUTE_PATHS } from '@switchboard/domain';
import { NavLink, Spinner } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { Heading, PageCard, Paragraph } from '../../common/layout';
import { SecondFactorEnrolled } from './SecondFactorEnrolled';
import { useSecondFactorState } from './useSecondFactorState';

/**
 * /totp-settle-down: says the authenticator app is set up only when the account has one, with the
 * next step; otherwise that there is none yet, with the way to set one up.
 */
export function TotpSettleDownPage() {
  const navigate = useNavigate();
  const state = useSecondFactorState();
  if (state.kind === 'loading') {
    return (
      <PageCard path={ROUTE_PATHS.totpSettleDown}>
        <Spinner label={AUTH_MESSAGES.checkingFactors} />
      </PageCard>
    );
  }
  if (state.kind === 'enrolled' && state.factor === 'totp') {
    return (
      <PageCard path={ROUTE_PATHS.totpSettleDown}>
        <Heading>{AUTH_MESSAGES.totpSettleDownTitle}</Heading>
        <SecondFactorEnrolled
          factor="totp"
          signInAgain={state.signInAgain}
          lead={AUTH_MESSAGES.totpSettleDownText}
        />
      </PageCard>
    );
  }
  return (
    <PageCard path={ROUTE_PATHS.totpSettleDown}>
      <Heading>{AUTH_MESSAGES.totpNotSetUpTitle}</Heading>
      <Paragraph>{AUTH_MESSAGES.totpNotSetUp}</Paragraph>
      <NavLink href={ROUTE_PATHS.totpRegister} onNavigate={(path) => void navigate(path)}>
        {AUTH_MESSAGES.useAuthenticatorApp}
      </NavLink>
    </PageCard>
  );
}
