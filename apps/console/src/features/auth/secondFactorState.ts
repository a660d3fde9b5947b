import {
  guardSessionOf,
  guardUserOf,
  requiredSecondFactorPath,
  type SecondFactorStatus,
  type SecondFactorType,
} from '@switchboard/domain';
import type { SessionUser } from './session';
import { enrolledFactorsOf } from './selectors';

/**
 * What a second-factor page may say and offer, from the account's factors as the server reports
 * them now (GET /account/second-factors) and what this sign-in proved.
 */
export type SecondFactorPageState =
  | { kind: 'loading' }
  /**
   * A factor is enrolled (the app wins over the phone, as at sign-in). `signInAgain`: this session
   * is still held on a second-factor page, because its sign-in did not use the factor; only a
   * new sign-in that proves it lets the user on.
   */
  | { kind: 'enrolled'; factor: SecondFactorType; signInAgain: boolean }
  /** Nothing enrolled: enrolment is offered, as a requirement of the account or as an option. */
  | { kind: 'none'; required: boolean };

export function secondFactorPageState(
  user: SessionUser,
  status: SecondFactorStatus | undefined,
): SecondFactorPageState {
  if (status === undefined) return { kind: 'loading' };
  const factor: SecondFactorType | null = status.totp ? 'totp' : status.phone ? 'phone' : null;
  if (factor === null) return { kind: 'none', required: user.forceMfa || user.forcedTotp };
  const held =
    requiredSecondFactorPath(guardUserOf(user, enrolledFactorsOf(user)), guardSessionOf(user)) !==
    null;
  return { kind: 'enrolled', factor, signInAgain: held };
}
