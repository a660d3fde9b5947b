import { loginCardWidth, type Theme } from '@switchboard/ui';
import { ROUTE_PATHS } from '@switchboard/domain';

/**
 * The light /login page's style sheet, from the same theme tokens as the React components it
 * stands in for (GlobalStyle, LoginLayout, TextField, Button, the console's layout helpers,
 * Snackbar, Spinner), so the page looks like the React sign-in did.
 */
export function loginStyles(theme: Theme): string {
  const { colors, font, radius, shadow, space, zIndex, media } = theme;
  return `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  background: ${colors.background};
  color: ${colors.text};
  font-family: ${font.family};
  font-size: ${font.size.md};
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
}
:focus-visible { outline: 2px solid ${colors.focus}; outline-offset: 2px; }
button, input, select, textarea { font: inherit; }
[hidden] { display: none !important; }

.sb-centered { display: grid; place-items: center; min-height: 100vh; }
.sb-spinner {
  display: inline-block; width: 40px; height: 40px;
  border: 3px solid ${colors.primarySoft}; border-top-color: ${colors.primary};
  border-radius: 50%; animation: sb-spin 800ms linear infinite;
}
@keyframes sb-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .sb-spinner { animation-duration: 2400ms; } }

.sb-page {
  display: flex; align-items: center; justify-content: center; min-height: 100vh;
  padding: ${space(6)} ${space(4)}; background: ${colors.background};
}
.sb-card {
  width: 100%; max-width: ${loginCardWidth(ROUTE_PATHS.login)}px; padding: ${space(8)};
  border: 1px solid ${colors.border}; border-radius: ${radius.lg};
  background: ${colors.surface}; color: ${colors.text}; box-shadow: ${shadow.md};
}
.sb-brand {
  display: flex; flex-direction: column; align-items: center; gap: ${space(2)};
  margin-bottom: ${space(6)};
}
.sb-logo { display: block; height: 48px; width: auto; max-width: 288px; object-fit: contain; }
.sb-app-name { margin: 0; font-size: ${font.size.xl}; font-weight: ${font.weight.bold}; text-align: center; }
${media.mobile} {
  .sb-page { align-items: flex-start; padding: ${space(4)} ${space(3)}; }
  .sb-card { padding: ${space(5)}; }
}

.sb-form { display: flex; flex-direction: column; gap: ${space(4)}; }
.sb-heading { margin: 0 0 ${space(4)}; font-size: ${font.size.xl}; font-weight: ${font.weight.bold}; }
.sb-paragraph { margin: 0 0 ${space(4)}; color: ${colors.textMuted}; }
.sb-actions {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: ${space(3)};
}
.sb-link {
  padding: 0; border: 0; background: none; color: ${colors.primary};
  text-decoration: underline; cursor: pointer;
}

.sb-field { display: flex; flex-direction: column; gap: ${space(1)}; }
.sb-label { font-size: ${font.size.sm}; font-weight: ${font.weight.medium}; color: ${colors.text}; }
.sb-input {
  width: 100%; padding: ${space(2)} ${space(3)}; border: 1px solid ${colors.border};
  border-radius: ${radius.md}; background: ${colors.surface}; color: ${colors.text};
}
.sb-input[aria-invalid='true'] { border-color: ${colors.notification.error}; }
.sb-input:focus {
  outline: none; border-color: ${colors.primary}; box-shadow: 0 0 0 2px ${colors.primarySoft};
}
.sb-error { font-size: ${font.size.xs}; color: ${colors.notification.error}; }

.sb-button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${space(2)};
  border: 1px solid transparent; border-radius: ${radius.md}; padding: ${space(2)} ${space(4)};
  font-size: ${font.size.md}; font-weight: ${font.weight.medium}; cursor: pointer;
  transition: background-color 120ms ease-in-out;
  background: ${colors.primary}; color: ${colors.onPrimary};
}
.sb-button:hover:not(:disabled) { background: ${colors.primaryHover}; }
.sb-button:disabled { opacity: 0.5; cursor: not-allowed; }

.sb-snackbar {
  position: fixed; left: 50%; bottom: ${space(6)}; z-index: ${zIndex.snackbar};
  width: max-content; max-width: min(600px, calc(100vw - ${space(8)})); transform: translateX(-50%);
}
.sb-toast {
  display: flex; align-items: center; gap: ${space(3)}; min-height: 48px;
  padding: ${space(2)} ${space(2)} ${space(2)} ${space(4)}; border-radius: ${radius.md};
  color: #FFFFFF; box-shadow: ${shadow.lg};
}
${(['success', 'error', 'info', 'warning'] as const)
  .map(
    (type) =>
      `.sb-toast[data-type='${type}'] { background: ${colors.notification[type]}; }\n` +
      `.sb-toast[data-type='${type}'] .sb-count { color: ${colors.notification[type]}; }`,
  )
  .join('\n')}
.sb-toast svg { display: block; flex: none; }
.sb-message { flex: 1; margin: 0; font-size: ${font.size.sm}; line-height: 1.45; overflow-wrap: anywhere; }
.sb-count {
  display: inline-flex; flex: none; align-items: center; justify-content: center;
  min-width: 22px; height: 22px; padding: 0 ${space(1.5)}; border-radius: ${radius.pill};
  background: #FFFFFF; font-size: ${font.size.xs}; font-weight: ${font.weight.bold};
}
.sb-close {
  flex: none; padding: ${space(1.5)} ${space(3)}; border: 1px solid transparent;
  border-radius: ${radius.sm}; background: transparent; color: #FFFFFF;
  font-size: ${font.size.sm}; font-weight: ${font.weight.bold}; text-transform: uppercase;
  letter-spacing: 0.04em; cursor: pointer;
}
.sb-close:hover { border-color: #FFFFFF; }
.sb-close:focus-visible { outline-color: #FFFFFF; }
.sb-visually-hidden {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap;
}
`;
}
