import { AUTH_MESSAGES, ROUTE_PATHS, type SecondFactorType } from '@switchboard/domain';
import { Button, NavLink } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { Actions, Note, Paragraph } from '../../common/layout';
import { signOut } from './authThunks';

/**
 * What a set-up page shows once a factor is enrolled: which one, and the one next step that
 * applies: log in again when this session is held until a sign-in proves the factor, or go on.
 */
export function SecondFactorEnrolled({
  factor,
  signInAgain,
  lead,
}: {
  factor: SecondFactorType;
  signInAgain: boolean;
  /** A sentence before the factor's, e.g. that an app is set up already. */
  lead?: string;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <>
      {lead && <Paragraph>{lead}</Paragraph>}
      <Note $tone="success">
        {factor === 'totp' ? AUTH_MESSAGES.hasTotp : AUTH_MESSAGES.hasPhone}
      </Note>
      {signInAgain ? (
        <>
          <Paragraph>{AUTH_MESSAGES.signInAgainNeeded}</Paragraph>
          <Actions>
            <span />
            <Button type="button" onClick={() => void dispatch(signOut())}>
              {AUTH_MESSAGES.logInAgain}
            </Button>
          </Actions>
        </>
      ) : (
        <NavLink href={ROUTE_PATHS.home} onNavigate={(path) => void navigate(path)}>
          {AUTH_MESSAGES.continue}
        </NavLink>
      )}
    </>
  );
}
