import { useAppSelector } from '../../app/hooks';
import { useSecondFactorsQuery } from './authApi';
import { selectUser } from './selectors';
import { secondFactorPageState, type SecondFactorPageState } from './secondFactorState';

/**
 * The account's second-factor state for the set-up pages, read afresh on each visit. Should the
 * server not answer, what this sign-in proved stands in (a sign-in that used a factor shows it).
 */
export function useSecondFactorState(): SecondFactorPageState {
  const user = useAppSelector(selectUser);
  const factors = useSecondFactorsQuery(undefined, {
    skip: user === null,
    refetchOnMountOrArgChange: true,
  });
  if (user === null) return { kind: 'loading' };
  const status = factors.isError
    ? { totp: user.signInSecondFactor === 'totp', phone: user.signInSecondFactor === 'phone' }
    : factors.isFetching
      ? undefined
      : factors.data;
  return secondFactorPageState(user, status);
}
