import type { ComponentPropsWithRef, MouseEvent } from 'react';

export interface NavLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  onNavigate: (path: string) => void;
}

/**
 * A real link that lets the app route: a plain click calls `onNavigate` instead of loading the
 * page; a modified click (new tab, new window) keeps the browser's behaviour.
 */
export function NavLink({ href, onNavigate, onClick, ...rest }: NavLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
