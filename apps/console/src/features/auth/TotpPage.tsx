import { useState, type FormEvent } from 'react';
import { ROUTE_PATHS, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, NavLink } from '@switchboard/ui';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Actions, Form, Heading, Note, Paragraph } from '../../common/layout';
import { CodeField } from './CodeField';
import { useSignInWithPhoneMutation, useSignInWithTotpMutation } from './authApi';
import { secondFactorAbandoned } from './authSlice';
import { selectPendingSecondFactor } from './selectors';
import { normalizeTotpCode } from './totpCode';
import { useSignInFlow } from './useSignInFlow';

/** /totp: the 6-digit code that finishes a sign-in waiting for its second factor. */
export function TotpPage() {
  const pending = useAppSelector(selectPendingSecondFactor);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifyTotp, totpState] = useSignInWithTotpMutation();
  const [verifyPhone, phoneState] = useSignInWithPhoneMutation();
  const byPhone = pending?.factor === 'phone';
  const verify = byPhone ? verifyPhone : verifyTotp;
  const isLoading = totpState.isLoading || phoneState.isLoading;
  const flow = useSignInFlow(pending?.email ?? '');

  if (pending === null) {
    return (
      <>
        <Heading>{AUTH_MESSAGES.totpTitle}</Heading>
        <Note $tone="warning">{AUTH_MESSAGES.noPendingSignIn}</Note>
        <NavLink href={ROUTE_PATHS.login} onNavigate={(path) => void navigate(path)}>
          {AUTH_MESSAGES.backToLogin}
        </NavLink>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeTotpCode(code);
    if (normalized === null) {
      setError(AUTH_MESSAGES.codeFormat);
      return;
    }
    setError(null);
    try {
      flow.onAnswer(
        await verify({ mfaPendingToken: pending.mfaPendingToken, code: normalized }).unwrap(),
      );
    } catch (failure) {
      flow.onError(failure);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Heading>{byPhone ? AUTH_MESSAGES.phoneCodeTitle : AUTH_MESSAGES.totpTitle}</Heading>
      <Paragraph>
        {byPhone ? AUTH_MESSAGES.phoneCodeExplanation : AUTH_MESSAGES.totpExplanation}
      </Paragraph>
      <CodeField value={code} error={error} onChange={setCode} autoFocus />
      <Actions>
        <NavLink
          href={ROUTE_PATHS.login}
          onNavigate={(path) => {
            dispatch(secondFactorAbandoned());
            void navigate(path);
          }}
        >
          {AUTH_MESSAGES.backToLogin}
        </NavLink>
        <Button type="submit" busy={isLoading}>
          {AUTH_MESSAGES.verify}
        </Button>
      </Actions>
    </Form>
  );
}
