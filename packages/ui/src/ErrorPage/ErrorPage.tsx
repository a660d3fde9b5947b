import { useId } from 'react';
import { ROUTE_PATHS } from '@switchboard/domain';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { Actions, Detail, Glyph, HomeLink, Title, Wrapper } from './ErrorPage.styles';

export const ERROR_PAGE_MESSAGES = {
  title: 'Something went wrong',
  tryAgain: 'Try again',
  home: 'Go to the home page',
} as const;

export interface ErrorPageProps {
  /** Defaults to 'Something went wrong'. */
  title?: string;
  /** The error text to show, e.g. a thrown error's message from the domain catalogue. */
  error: string;
  onRetry: () => void;
  /** Called with '/' when the home link is followed. */
  onNavigate: (path: string) => void;
}

/** What a page shows when it failed: the error, a way to try again and a way home. */
export function ErrorPage({
  title = ERROR_PAGE_MESSAGES.title,
  error,
  onRetry,
  onNavigate,
}: ErrorPageProps) {
  const titleId = useId();
  return (
    <Wrapper aria-labelledby={titleId}>
      <Glyph $tone="error">
        <Icon name="error" size={28} />
      </Glyph>
      <Title id={titleId}>{title}</Title>
      <Detail>{error}</Detail>
      <Actions>
        <Button onClick={onRetry}>{ERROR_PAGE_MESSAGES.tryAgain}</Button>
        <HomeLink href={ROUTE_PATHS.home} onNavigate={onNavigate}>
          {ERROR_PAGE_MESSAGES.home}
        </HomeLink>
      </Actions>
    </Wrapper>
  );
}
