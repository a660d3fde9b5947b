/** A TOTP code as typed: spaces removed; valid when it is exactly 6 digits. */
export function normalizeTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
