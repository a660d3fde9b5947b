import { useState, type FormEvent } from 'react';
import { messages, SignInRequest, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, TextField } from '@switchboard/ui';
import { authFailureText, isApiError } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { Actions, Form, Heading, LinkButton, Paragraph } from '../../common/layout';
import { notifyError, notifySuccess } from '../notifications/notificationsSlice';
import { useRequestPasswordResetMutation } from './authApi';

/** HTTP status of a repeated reset within the 15-minute cooldown. */
const COOLDOWN_STATUS = 429;

/**
 * The password reset request (spec §4, §8): 'An email will be sent to your address with a
 * password reset option.', or the cooldown text when asked again within 15 minutes.
 */
export function PasswordResetForm({
  initialEmail,
  onDone,
}: {
  initialEmail: string;
  onDone: () => void;
}) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignInRequest.shape.email.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await requestReset({ email: parsed.data }).unwrap();
      dispatch(notifySuccess(messages.passwordResetRequested));
    } catch (failure) {
      const cooldown = isApiError(failure) && failure.status === COOLDOWN_STATUS;
      dispatch(notifyError(cooldown ? messages.passwordResetCooldown : authFailureText(failure)));
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Heading>{AUTH_MESSAGES.resetTitle}</Heading>
      <Paragraph>{AUTH_MESSAGES.resetExplanation}</Paragraph>
      <TextField
        label={AUTH_MESSAGES.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <Actions>
        <LinkButton type="button" onClick={onDone}>
          {AUTH_MESSAGES.backToLogin}
        </LinkButton>
        <Button type="submit" busy={isLoading}>
          {AUTH_MESSAGES.sendResetEmail}
        </Button>
      </Actions>
    </Form>
  );
}
