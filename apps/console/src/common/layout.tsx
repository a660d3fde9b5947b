import styled from 'styled-components';
import { loginCardWidth } from '@switchboard/ui';
import type { ReactNode } from 'react';

/** A page heading inside a card or a screen. */
export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A vertical form with even gaps. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A button that reads as a link (switches a view; it navigates nowhere). */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/**
 * A note in a tinted box (explanations, unavailable features, a finished step). The top margin
 * keeps it off a form or button above it; next to a paragraph the margins collapse.
 */
export const Note = styled.p<{ $tone?: 'info' | 'warning' | 'success' }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme, $tone = 'info' }) => theme.colors.notification[$tone]};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const CardFrame = styled.section<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  margin: ${({ theme }) => theme.space(10)} auto;
  padding: ${({ theme }) => theme.space(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  ${({ theme }) => theme.media.mobile} {
    margin: ${({ theme }) => theme.space(4)} auto;
    padding: ${({ theme }) => theme.space(5)};
  }
`;

/**
 * The centred card of the second-factor pages (/mfa, /totp-register, /totp-settle-down). They sit
 * in the main layout (spec §2), so the card is drawn here rather than by `LoginLayout`, whose page
 * is a `<main>` of its own; the width per route is the login layout's.
 */
export function PageCard({ path, children }: { path: string; children: ReactNode }) {
  return <CardFrame $width={loginCardWidth(path)}>{children}</CardFrame>;
}

/** A screen's content area in the main layout. */
export const Screen = styled.section`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
