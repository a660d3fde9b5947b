import { useState, type FormEvent } from 'react';
import { authErrorOutcome, messages, ROUTE_PATHS, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, NavLink, TextField } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { authFailureText, isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Actions, Form, Heading, Note, PageCard, Paragraph } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useFinishPhoneEnrolmentMutation, useStartPhoneEnrolmentMutation } from './authApi';
import { signOut } from './authThunks';
import { SignOutLink } from './SignOutLink';
import { CodeField } from './CodeField';
import { normalizeTotpCode } from './totpCode';

/**
 * /mfa: phone second-factor enrolment (spec §2, §8): a mobile number, 'Send code', then the
 * validation code, sent through the server's SMS port (the dev outbox by default). The
 * authenticator app (/totp-register) is offered as the alternative; a server without the phone
 * endpoints answers 404, which the page explains.
 */
export function MfaPage() {
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
      await finishEnrolment({ code: normalized }).unwrap();
      dispatch(notifySuccess(AUTH_MESSAGES.phoneEnrolled));
      // The enrolment counts from the next sign-in, which proves the new factor.
      void dispatch(signOut());
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <PageCard path={ROUTE_PATHS.mfa}>
      <Heading>{AUTH_MESSAGES.mfaTitle}</Heading>
      <Paragraph>{AUTH_MESSAGES.mfaExplanation}</Paragraph>
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
          <SignOutLink />
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
    </PageCard>
  );
}
