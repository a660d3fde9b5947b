import { useState, type FormEvent } from 'react';
import { authErrorOutcome, messages, ROUTE_PATHS, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, NavLink, Spinner, TextField } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { authFailureText, isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Actions, Form, Heading, Note, PageCard, Paragraph } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useFinishPhoneEnrolmentMutation, useStartPhoneEnrolmentMutation } from './authApi';
import { signOut } from './authThunks';
import { SignOutLink } from './SignOutLink';
import { CodeField } from './CodeField';
import { SecondFactorEnrolled } from './SecondFactorEnrolled';
import { useSecondFactorState } from './useSecondFactorState';
import { normalizeTotpCode } from './totpCode';

/**
 * /mfa: second-factor enrolment (spec §2, §8). It says what the account has now: a factor
 * enrolled (with the next step), or none, as a requirement of the account (forceMfa) or as an
 * option. Enrolment is a mobile number, 'Send code', then the validation code, sent through the
 * server's SMS port (the dev outbox by default); the authenticator app (/totp-register) is the
 * alternative. A server without the phone endpoints answers 404, which the page explains.
 */
export function MfaPage() {
  const state = useSecondFactorState();
  const justEnrolledPhone = state.kind === 'enrolled' && state.factor === 'phone';
  return (
    <PageCard path={ROUTE_PATHS.mfa}>
      <Heading>
        {justEnrolledPhone ? AUTH_MESSAGES.phoneEnrolledTitle : AUTH_MESSAGES.mfaTitle}
      </Heading>
      {state.kind === 'loading' && <Spinner label={AUTH_MESSAGES.checkingFactors} />}
      {state.kind === 'enrolled' && (
        <SecondFactorEnrolled factor={state.factor} signInAgain={state.signInAgain} />
      )}
      {state.kind === 'none' && <PhoneEnrolment required={state.required} />}
    </PageCard>
  );
}

function PhoneEnrolment({ required }: { required: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [startEnrolment, start] = useStartPhoneEnrolmentMutation();
  const [finishEnrolment, finish] = useFinishPhoneEnrolmentMutation();

  const fail = (failure: unknown) => {
    if (isApiError(failure) && failure.status === 404) {
      dispatch(notifyError(AUTH_MESSAGES.phoneUnavailable));
      return;
    }
    const outcome = isApiError(failure) ? authErrorOutcome(failure.code, 'phoneSetup') : null;
    dispatch(
      notifyError(
        outcome && outcome.kind !== 'secondFactorRequired'
          ? outcome.message
          : authFailureText(failure),
      ),
    );
    if (outcome?.kind === 'signOut') void dispatch(signOut());
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await startEnrolment({ phoneNumber: phone.trim() }).unwrap();
      setCodeSent(true);
      dispatch(notifySuccess(messages.secondFactorCodeSent));
    } catch (failure) {
      fail(failure);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeTotpCode(code);
    if (normalized === null) {
      setCodeError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setCodeError(null);
    try {
      // The page then reads the account afresh and shows the enrolled phone and the next step.
      await finishEnrolment({ code: normalized }).unwrap();
      dispatch(notifySuccess(AUTH_MESSAGES.phoneEnrolled));
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <>
      <Paragraph>{required ? AUTH_MESSAGES.mfaExplanation : AUTH_MESSAGES.mfaOptional}</Paragraph>
      <Form noValidate onSubmit={(event) => void sendCode(event)}>
        <TextField
          label={AUTH_MESSAGES.phoneNumber}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          required
        />
        <Actions>
          {required ? <SignOutLink /> : <span />}
          <Button type="submit" variant="secondary" busy={start.isLoading} disabled={!phone.trim()}>
            {AUTH_MESSAGES.sendCode}
          </Button>
        </Actions>
      </Form>
      {codeSent && (
        <Form noValidate onSubmit={(event) => void verify(event)}>
          <CodeField
            label={AUTH_MESSAGES.validationCode}
            value={code}
            error={codeError}
            onChange={setCode}
          />
          <Actions>
            <span />
            <Button type="submit" busy={finish.isLoading}>
              {AUTH_MESSAGES.verify}
            </Button>
          </Actions>
        </Form>
      )}
      <Note $tone="info">
        {AUTH_MESSAGES.preferAuthenticatorApp}{' '}
        <NavLink href={ROUTE_PATHS.totpRegister} onNavigate={(path) => void navigate(path)}>
          {AUTH_MESSAGES.useAuthenticatorApp}
        </NavLink>
      </Note>
    </>
  );
}
