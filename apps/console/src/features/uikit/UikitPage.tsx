import { UIKIT_MESSAGES } from '@switchboard/domain';
import { Spinner } from '@switchboard/ui';
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
        <Frame key={src} src={src} title={UIKIT_MESSAGES.frameTitle} />
      ) : (
        <Note $tone="warning" role="status">
          {UIKIT_MESSAGES.notBuilt}
        </Note>
      )}
    </Page>
  );
}
