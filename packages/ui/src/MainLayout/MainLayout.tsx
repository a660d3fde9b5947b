import { useId, useRef, type ReactNode } from 'react';
import { Floating, Frame, Main, SkipLink } from './MainLayout.styles';

export const MAIN_LAYOUT_MESSAGES = {
  skipToContent: 'Skip to main content',
} as const;

export interface MainLayoutProps {
  /** The header (usually `<Header>`); it renders nothing while the session is not authorized. */
  header: ReactNode;
  /** The system notification banner, shown under the header. */
  banner?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** Fixed to the bottom corner above the page, e.g. the claimed chat panel. */
  floatingPanel?: ReactNode;
  /** Dialogs that belong to the layout, e.g. the operator announcements dialog. */
  dialogs?: ReactNode;
  /** The snackbar. */
  snackbar?: ReactNode;
}

/**
 * The frame of every signed-in page (spec §2): a skip link, the header, an optional banner, the
 * page in `<main>`, and slots for the floating panel, the layout's dialogs and the snackbar.
 */
export function MainLayout({
  header,
  banner,
  children,
  floatingPanel,
  dialogs,
  snackbar,
}: MainLayoutProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);

  return (
    <Frame>
      <SkipLink
        href={`#${mainId}`}
        onClick={(event) => {
          // Move focus without touching the URL: the app's router owns it.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {MAIN_LAYOUT_MESSAGES.skipToContent}
      </SkipLink>
      {header}
      {banner}
      <Main id={mainId} ref={mainRef} tabIndex={-1}>
        {children}
      </Main>
      {floatingPanel && <Floating>{floatingPanel}</Floating>}
      {dialogs}
      {snackbar}
    </Frame>
  );
}
