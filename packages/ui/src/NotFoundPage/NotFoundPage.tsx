import { useId } from 'react';
import { ROUTE_PATHS } from '@switchboard/domain';
import { Icon } from '../Icon';
import {
  Actions,
  Code,
  Detail,
  Glyph,
  HomeLink,
  Title,
  Wrapper,
} from '../ErrorPage/ErrorPage.styles';

export const NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  noPageAt: 'There is no page at',
  home: 'Go to the home page',
} as const;

export interface NotFoundPageProps {
  /** The path that was asked for. */
  path: string;
  /** Called with '/' when the home link is followed. */
  onNavigate: (path: string) => void;
}

/** The page for any path the route table does not know (spec §2). */
export function NotFoundPage({ path, onNavigate }: NotFoundPageProps) {
  const titleId = useId();
  return (
    <Wrapper aria-labelledby={titleId}>
      <Glyph $tone="info">
        <Icon name="search" size={28} />
      </Glyph>
      <Title id={titleId}>{NOT_FOUND_MESSAGES.title}</Title>
      <Detail>
        {NOT_FOUND_MESSAGES.noPageAt} <Code>{path}</Code>.
      </Detail>
      <Actions>
        <HomeLink href={ROUTE_PATHS.home} onNavigate={onNavigate}>
          {NOT_FOUND_MESSAGES.home}
        </HomeLink>
      </Actions>
    </Wrapper>
  );
}
