import { AUTH_MESSAGES } from '@switchboard/domain';
import { useAppDispatch } from '../../app/hooks';
import { LinkButton } from '../../common/layout';
import { signOut } from './authThunks';

/** Log out from a page without the header (second-factor pages of a forced account). */
export function SignOutLink() {
  const dispatch = useAppDispatch();
  return (
    <LinkButton type="button" onClick={() => void dispatch(signOut())}>
      {AUTH_MESSAGES.logOut}
    </LinkButton>
  );
}
