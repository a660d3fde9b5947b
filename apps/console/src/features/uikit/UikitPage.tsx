import { UIKIT_MESSAGES } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Note } from '../../common/layout';
import { storyGroupOf, UIKIT_SECTIONS, uikitFrameSrc, uikitSectionOf } from './storybook';
import { useGetStorybookStoriesQuery } from './uikitApi';

/** The page fills the main area under the header (64 px) inside the main padding. */
const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: calc(100vh - 64px - 2 * ${({ theme }) => theme.space(6)});
  min-height: 480px;
`;

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(NavLink)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-bottom: 2px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const NewTab = styled.a`
  margin-left: auto;
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Loading = styled.div`
  display: grid;
  flex: 1;
  place-items: center;
`;

const Frame = styled.iframe`
  flex: 1;
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Moves the Storybook manager in `frame` to `src` in place, as its own back and forward buttons
 * do (its router follows the page's history): the story changes without the manager's 4.4 MB of
 * scripts and the preview loading again. The frame's address is replaced, not pushed, so the
 * browser's back button steps through the console's tabs, as it did when each tab loaded a frame
 * of its own. While the frame does not hold the manager's page yet (its first load still under
 * way), the frame is sent to `src` instead.
 */
function showInFrame(frame: HTMLIFrameElement, src: string): void {
  const manager = frame.contentWindow;
  try {
    if (manager && manager.location.pathname === new URL(src, window.location.href).pathname) {
      const state: unknown = manager.history.state;
      manager.history.replaceState(state, '', src);
      manager.dispatchEvent(new PopStateEvent('popstate', { state }));
      return;
    }
  } catch {
    // Not the manager's page (yet): load it.
  }
  frame.src = src;
}

/**
 * Storybook in a frame that stays loaded from tab to tab: each child's tab moves it to the
 * child's story (`showInFrame`) rather than loading it all again.
 */
function StoryFrame({ src }: { src: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [firstSrc] = useState(src);
  const shown = useRef(src);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || shown.current === src) return;
    shown.current = src;
    showInFrame(frame, src);
  }, [src]);
  return <Frame ref={frameRef} src={firstSrc} title={UIKIT_MESSAGES.frameTitle} />;
}

/**
 * /uikit and its children (Developer only): the static Storybook in a frame, a tab per child
 * opening the Storybook group of that name.
 */
export function UikitPage() {
  const { pathname } = useLocation();
  const section = uikitSectionOf(pathname);
  const { data: stories, isLoading } = useGetStorybookStoriesQuery();
  const src = stories ? uikitFrameSrc(section, stories) : null;

  return (
    <Page>
      <Tabs aria-label={UIKIT_MESSAGES.sections}>
        {UIKIT_SECTIONS.map((child) => (
          <Tab key={child} to={`/uikit/${child}`}>
            {storyGroupOf(child)}
          </Tab>
        ))}
        {src && (
          <NewTab href={src} target="_blank" rel="noreferrer">
            {UIKIT_MESSAGES.openInNewTab}
          </NewTab>
        )}
      </Tabs>
      {isLoading ? (
        <Loading>
          <Spinner label={UIKIT_MESSAGES.loading} />
        </Loading>
      ) : src ? (
        <StoryFrame src={src} />
      ) : (
        <Note $tone="warning" role="status">
          {UIKIT_MESSAGES.notBuilt}
        </Note>
      )}
    </Page>
  );
}
