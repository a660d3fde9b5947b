export * from './Header';
export { isCurrentPath } from './messages';
export { NavLink, type NavLinkProps } from './NavLink';
