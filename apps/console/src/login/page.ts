import {
  AUTH_MESSAGES,
  CONSOLE_MESSAGES,
  pageTitleForPath,
  ROUTE_PATHS,
  type NotificationType,
} from '@switchboard/domain';
import {
  DEFAULT_LOGO_URL,
  defaultTheme,
  NOTIFICATION_ICON_PATHS,
  SNACKBAR_MESSAGES,
  type Theme,
} from '@switchboard/ui';
import type { LoginNotice } from '../features/auth/handover';
import {
  closesByItself,
  NOTIFICATION_AUTO_CLOSE_MS,
  withNotification,
} from '../features/notifications/queueRules';
import { submitPasswordReset, submitSignIn, type FieldErrors, type LoginServices } from './flow';
import { loginStyles } from './styles';

/**
 * The light /login page's DOM: plain elements in the shape the React sign-in rendered (the
 * LoginLayout card with the tenant logo and name, the sign-in form with labelled fields whose
 * errors are tied to them, the password reset form one click away, and the snackbar).
 */

type Attributes = Record<string, string | boolean | undefined>;

/** An element with attributes (false/undefined left out, true as an empty attribute) and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Attributes = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children);
  return element;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A notification type's icon, decorative (the message says it all). */
function notificationIcon(doc: Document, type: NotificationType): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  for (const [name, value] of Object.entries({
    width: '22',
    height: '22',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  })) {
    svg.setAttribute(name, value);
  }
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', NOTIFICATION_ICON_PATHS[type]);
  svg.append(path);
  return svg;
}

/** Puts the page's style sheet (from `theme`) into the document head, replacing an earlier one. */
export function applyStyles(doc: Document, theme: Theme): void {
  const existing = doc.getElementById('sb-login-styles');
  const style = existing ?? el(doc, 'style', { id: 'sb-login-styles' });
  style.textContent = loginStyles(theme);
  if (!existing) doc.head.append(style);
}

/** What shows while the tenant's appearance is looked up (the React app's TenantTheme spinner). */
export function showLoading(root: HTMLElement): void {
  const doc = root.ownerDocument;
  applyStyles(doc, defaultTheme);
  root.replaceChildren(
    el(doc, 'div', { class: 'sb-centered' }, [
      el(doc, 'span', {
        class: 'sb-spinner',
        role: 'progressbar',
        'aria-label': CONSOLE_MESSAGES.loadingApp,
        'aria-busy': 'true',
      }),
    ]),
  );
}

interface Field {
  wrapper: HTMLDivElement;
  input: HTMLInputElement;
  setError: (message: string | undefined) => void;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby), as TextField. */
function textField(
  doc: Document,
  id: string,
  label: string,
  attributes: { type: string; name: string; autocomplete: string; value?: string },
): Field {
  const input = el(doc, 'input', {
    id,
    class: 'sb-input',
    type: attributes.type,
    name: attributes.name,
    autocomplete: attributes.autocomplete,
    required: true,
  });
  input.value = attributes.value ?? '';
  const wrapper = el(doc, 'div', { class: 'sb-field' }, [
    el(doc, 'label', { class: 'sb-label', for: id }, [label]),
    input,
  ]);
  let error: HTMLSpanElement | null = null;
  return {
    wrapper,
    input,
    setError: (message) => {
      error?.remove();
      error = null;
      if (message === undefined || message === '') {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
        return;
      }
      error = el(doc, 'span', { id: `${id}-error`, class: 'sb-error', role: 'alert' }, [message]);
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
      wrapper.append(error);
    },
  };
}

/** Shows a submit button busy (disabled, aria-busy) while `work` runs. */
async function whileBusy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

interface QueuedNotice extends LoginNotice {
  id: number;
}

/** The snackbar (spec §2, §8): the newest notice, its icon, Close, and the count of the queue. */
function snackbar(doc: Document, region: HTMLElement) {
  let queue: QueuedNotice[] = [];
  let nextId = 1;
  const close = (id: number) => {
    queue = queue.filter((notice) => notice.id !== id);
    render();
  };
  const render = () => {
    const shown = queue[0];
    if (!shown) {
      region.replaceChildren();
      return;
    }
    const role = shown.type === 'error' || shown.type === 'warning' ? 'alert' : 'status';
    const closeButton = el(doc, 'button', { type: 'button', class: 'sb-close' }, [
      SNACKBAR_MESSAGES.close,
    ]);
    closeButton.addEventListener('click', () => close(shown.id));
    const count =
      queue.length > 1
        ? [
            el(doc, 'span', { class: 'sb-count', 'aria-hidden': 'true' }, [String(queue.length)]),
            el(doc, 'span', { class: 'sb-visually-hidden' }, [
              SNACKBAR_MESSAGES.queued(queue.length),
            ]),
          ]
        : [];
    region.replaceChildren(
      el(doc, 'div', { class: 'sb-toast', role, 'data-type': shown.type }, [
        notificationIcon(doc, shown.type),
        el(doc, 'p', { class: 'sb-message' }, [shown.message]),
        ...count,
        closeButton,
      ]),
    );
  };
  return {
    show(notice: LoginNotice) {
      const queued = { ...notice, id: nextId++ };
      queue = withNotification(queue, queued);
      render();
      if (closesByItself(notice.type)) {
        setTimeout(() => close(queued.id), NOTIFICATION_AUTO_CLOSE_MS);
      }
    },
  };
}

export interface LoginPageOptions {
  root: HTMLElement;
  services: LoginServices;
  theme: Theme;
  /** The page's query (`?redirect=…`), kept on the way to /totp and followed after sign-in. */
  search: string;
  /** Notices to show at once, newest first (handed over by the React app). */
  notices?: readonly LoginNotice[];
}

/** Renders the sign-in page into `root` and wires it up. */
export function mountLoginPage({ root, services, theme, search, notices = [] }: LoginPageOptions) {
  const doc = root.ownerDocument;
  applyStyles(doc, theme);
  doc.title = pageTitleForPath(ROUTE_PATHS.login, theme.appName);

  const logo = el(doc, 'img', { class: 'sb-logo', src: theme.logoUrl, alt: theme.appName });
  // A tenant logo that fails to load falls back to the default logo (spec §8).
  logo.addEventListener('error', () => {
    if (logo.getAttribute('src') !== DEFAULT_LOGO_URL) logo.setAttribute('src', DEFAULT_LOGO_URL);
  });
  const brand = el(doc, 'div', { class: 'sb-brand' }, [
    logo,
    ...(theme.appName ? [el(doc, 'p', { class: 'sb-app-name' }, [theme.appName])] : []),
  ]);
  const card = el(doc, 'div', { class: 'sb-card', 'data-testid': 'login-card' }, [brand]);
  const region = el(doc, 'div', { class: 'sb-snackbar' });
  root.replaceChildren(el(doc, 'main', { class: 'sb-page' }, [card]), region);
  const notify = snackbar(doc, region);

  // Kept across the switch to the reset form and back, as the React page kept its state.
  let email = '';
  let password = '';

  const showSignIn = (focus: boolean) => {
    const emailField = textField(doc, 'login-email', AUTH_MESSAGES.email, {
      type: 'email',
      name: 'email',
      autocomplete: 'username',
      value: email,
    });
    const passwordField = textField(doc, 'login-password', AUTH_MESSAGES.password, {
      type: 'password',
      name: 'password',
      autocomplete: 'current-password',
      value: password,
    });
    const forgot = el(doc, 'button', { type: 'button', class: 'sb-link' }, [
      AUTH_MESSAGES.forgotPassword,
    ]);
    const submit = el(doc, 'button', { type: 'submit', class: 'sb-button' }, [AUTH_MESSAGES.logIn]);
    const form = el(doc, 'form', { class: 'sb-form', novalidate: true }, [
      el(doc, 'h1', { class: 'sb-heading' }, [AUTH_MESSAGES.signInTitle]),
      emailField.wrapper,
      passwordField.wrapper,
      el(doc, 'div', { class: 'sb-actions' }, [forgot, submit]),
    ]);
    emailField.input.addEventListener('input', () => (email = emailField.input.value));
    passwordField.input.addEventListener('input', () => (password = passwordField.input.value));
    forgot.addEventListener('click', () => showReset());
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      void whileBusy(submit, () =>
        submitSignIn(
          services,
          { email: emailField.input.value, password: passwordField.input.value },
          search,
        ),
      ).then((outcome) => {
        const errors: FieldErrors = outcome.kind === 'invalid' ? outcome.errors : {};
        emailField.setError(errors.email);
        passwordField.setError(errors.password);
        if (outcome.kind === 'invalid') {
          (errors.email ? emailField : passwordField).input.focus();
        } else if (outcome.kind === 'notice') {
          notify.show(outcome.notice);
        }
      });
    });
    card.replaceChildren(brand, form);
    if (focus) emailField.input.focus();
  };

  const showReset = () => {
    const emailField = textField(doc, 'reset-email', AUTH_MESSAGES.email, {
      type: 'email',
      name: 'email',
      autocomplete: 'username',
      value: email,
    });
    const back = el(doc, 'button', { type: 'button', class: 'sb-link' }, [
      AUTH_MESSAGES.backToLogin,
    ]);
    const submit = el(doc, 'button', { type: 'submit', class: 'sb-button' }, [
      AUTH_MESSAGES.sendResetEmail,
    ]);
    const form = el(doc, 'form', { class: 'sb-form', novalidate: true }, [
      el(doc, 'h1', { class: 'sb-heading' }, [AUTH_MESSAGES.resetTitle]),
      el(doc, 'p', { class: 'sb-paragraph' }, [AUTH_MESSAGES.resetExplanation]),
      emailField.wrapper,
      el(doc, 'div', { class: 'sb-actions' }, [back, submit]),
    ]);
    back.addEventListener('click', () => showSignIn(true));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit.disabled) return;
      void whileBusy(submit, () => submitPasswordReset(services, emailField.input.value)).then(
        (outcome) => {
          emailField.setError(outcome.kind === 'invalid' ? outcome.error : undefined);
          if (outcome.kind === 'invalid') emailField.input.focus();
          else notify.show(outcome.notice);
        },
      );
    });
    card.replaceChildren(brand, form);
    emailField.input.focus();
  };

  showSignIn(false);
  // Oldest first, so the newest ends in front as in the app's queue.
  for (const notice of [...notices].reverse()) notify.show(notice);
  return { notify: (notice: LoginNotice) => notify.show(notice) };
}
