import { useState, type FormEvent } from 'react';
import { SignInRequest, AUTH_MESSAGES } from '@switchboard/domain';
import { Button, TextField } from '@switchboard/ui';
import { Actions, Form, Heading, LinkButton } from '../../common/layout';
import { useSignInMutation } from './authApi';
import { PasswordResetForm } from './PasswordResetForm';
import { useSignInFlow } from './useSignInFlow';

interface FieldErrors {
  email?: string;
  password?: string;
}

/** /login: email and password, with the password reset form one click away. */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [resetting, setResetting] = useState(false);
  const [signIn, { isLoading }] = useSignInMutation();
  const flow = useSignInFlow(email.trim());

  if (resetting) {
    return <PasswordResetForm initialEmail={email} onDone={() => setResetting(false)} />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SignInRequest.safeParse({ email, password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !next[field])
          next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      flow.onAnswer(await signIn(parsed.data).unwrap());
    } catch (error) {
      flow.onError(error);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Heading>{AUTH_MESSAGES.signInTitle}</Heading>
      <TextField
        label={AUTH_MESSAGES.email}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label={AUTH_MESSAGES.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Actions>
        <LinkButton type="button" onClick={() => setResetting(true)}>
          {AUTH_MESSAGES.forgotPassword}
        </LinkButton>
        <Button type="submit" busy={isLoading}>
          {AUTH_MESSAGES.logIn}
        </Button>
      </Actions>
    </Form>
  );
}
