import { useState, type FormEvent } from 'react';
import { ROUTE_PATHS, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, Spinner } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authFailureText } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Actions, Form, Heading, Note, PageCard, Paragraph } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useActivateTotpMutation, useStartTotpEnrolmentQuery } from './authApi';
import { signedIn } from './authSlice';
import { parseTokenPair } from './session';
import { normalizeTotpCode } from './totpCode';
import { CodeField } from './CodeField';
import { SecondFactorEnrolled } from './SecondFactorEnrolled';
import { SignOutLink } from './SignOutLink';
import { useSecondFactorState } from './useSecondFactorState';

const Enrolment = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ${({ theme }) => theme.font.mono};
  word-break: break-all;
`;

const SecretLabel = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * /totp-register: an account that has an authenticator app already is told so (no new secret is
 * made). Otherwise it starts an enrolment (QR code and secret), then activates it with a first
 * code. The answer is a session signed in with totp; the user goes to their landing.
 */
export function TotpRegisterPage() {
  const state = useSecondFactorState();
  if (state.kind === 'enrolled' && state.factor === 'totp') {
    return (
      <PageCard path={ROUTE_PATHS.totpRegister}>
        <Heading>{AUTH_MESSAGES.totpSettleDownTitle}</Heading>
        <SecondFactorEnrolled
          factor="totp"
          signInAgain={state.signInAgain}
          lead={AUTH_MESSAGES.totpAlreadySetUp}
        />
      </PageCard>
    );
  }
  return (
    <PageCard path={ROUTE_PATHS.totpRegister}>
      <Heading>{AUTH_MESSAGES.totpRegisterTitle}</Heading>
      {state.kind === 'loading' ? (
        <Spinner label={AUTH_MESSAGES.checkingFactors} />
      ) : (
        <TotpEnrolment />
      )}
    </PageCard>
  );
}

function TotpEnrolment() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const enrolment = useStartTotpEnrolmentQuery();
  const [activate, { isLoading }] = useActivateTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeTotpCode(code);
    if (normalized === null) {
      setError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    try {
      const tokens = parseTokenPair(await activate({ code: normalized }).unwrap());
      if (tokens === null) throw new Error('No token pair');
      dispatch(signedIn({ tokens, now: Date.now() }));
      dispatch(notifySuccess(AUTH_MESSAGES.totpActivated));
      void navigate(ROUTE_PATHS.home, { replace: true });
    } catch (failure) {
      dispatch(notifyError(authFailureText(failure)));
    }
  };

  return (
    <>
      <Paragraph>{AUTH_MESSAGES.totpRegisterExplanation}</Paragraph>
      {enrolment.isLoading && <Spinner />}
      {enrolment.isError && <Note $tone="warning">{authFailureText(enrolment.error)}</Note>}
      {enrolment.data && (
        <Enrolment>
          <img
            src={enrolment.data.qrDataUrl}
            alt={AUTH_MESSAGES.qrCodeAlt}
            width={180}
            height={180}
          />
          <div>
            <SecretLabel id="totp-secret-label">{AUTH_MESSAGES.secret}</SecretLabel>
            <Secret aria-labelledby="totp-secret-label">{enrolment.data.secret}</Secret>
          </div>
        </Enrolment>
      )}
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <CodeField value={code} error={error} onChange={setCode} />
        <Actions>
          <SignOutLink />
          <Button type="submit" busy={isLoading} disabled={!enrolment.data}>
            {AUTH_MESSAGES.activate}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
