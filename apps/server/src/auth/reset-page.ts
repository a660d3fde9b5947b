import { PASSWORD_MIN_LENGTH } from '@switchboard/domain';
import type { App } from '../http/env.js';
import { PASSWORD_RESET_PAGE } from './password-reset.js';

/**
 * The page a password reset mail links to: choose a new password, then go to the console's
 * /login. It is the auth provider's page, not a console route (the spec's route table has none),
 * so the server serves it itself: one self-contained HTML document that posts to
 * `POST /auth/password-reset/confirm`. No inline script runs with data from the URL: the token is
 * read by the script from `location.search`, never written into the HTML.
 */
export function registerPasswordResetPage(app: App): void {
  app.get(PASSWORD_RESET_PAGE, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.html(PAGE);
  });
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose a new password | Switchboard</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f5fb; color: #1d1d2b; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; padding: 32px; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); width: min(400px, 90vw); }
  h1 { font-size: 1.3rem; margin: 0 0 16px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; padding: 10px; font-size: 1rem; border: 1px solid #b9bccb; border-radius: 6px; }
  button { margin-top: 20px; width: 100%; padding: 10px; font-size: 1rem; border: 0; border-radius: 6px; background: #28379E; color: #fff; cursor: pointer; }
  button:disabled { opacity: 0.6; cursor: progress; }
  [role=alert] { color: #b3261e; margin-top: 12px; }
  [role=status] { color: #1b5e20; margin-top: 12px; }
</style>
</head>
<body>
<main>
  <h1>Choose a new password</h1>
  <form id="reset" novalidate>
    <label for="password">New password</label>
    <input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" required>
    <label for="repeat">Repeat the new password</label>
    <input id="repeat" name="repeat" type="password" autocomplete="new-password" required>
    <button type="submit">Save password</button>
    <p id="error" role="alert"></p>
    <p id="done" role="status"></p>
  </form>
</main>
<script>
  const form = document.getElementById('reset');
  const error = document.getElementById('error');
  const done = document.getElementById('done');
  const token = new URLSearchParams(location.search).get('token') || '';
  if (!token) error.textContent = 'This reset link is incomplete. Ask for a new one from the login page.';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const password = form.password.value;
    if (password.length < ${PASSWORD_MIN_LENGTH}) {
      error.textContent = 'The password needs at least ${PASSWORD_MIN_LENGTH} characters.';
      return;
    }
    if (password !== form.repeat.value) {
      error.textContent = 'The two passwords differ.';
      return;
    }
    const button = form.querySelector('button');
    button.disabled = true;
    try {
      const response = await fetch('/auth/password-reset/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password }),
      });
      if (response.ok) {
        form.querySelectorAll('input, button').forEach((element) => element.setAttribute('hidden', ''));
        form.querySelectorAll('label').forEach((element) => element.setAttribute('hidden', ''));
        done.innerHTML = 'Your password has been changed. <a href="/login">Log in</a>';
        return;
      }
      const body = await response.json().catch(() => null);
      error.textContent = (body && body.error && body.error.message) || 'The password could not be changed.';
    } catch {
      error.textContent = 'The server could not be reached. Try again.';
    } finally {
      button.disabled = false;
    }
  });
</script>
</body>
</html>
`;
