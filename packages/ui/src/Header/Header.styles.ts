import styled, { css } from 'styled-components';
import { NavLink } from './NavLink';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: 64px;
  padding: 0 ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.colors.text};

  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space(2)};
    height: 56px;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`;

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const MenuButton = styled.button`
  ${iconButton}
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

export const HomeLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: none;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

export const AppName = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const DesktopNav = styled.nav`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const currentMark = css`
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const NavItemLink = styled(NavLink)<{ $iconOnly: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 ${({ theme, $iconOnly }) => ($iconOnly ? theme.space(2.5) : theme.space(3))};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${currentMark}
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const TenantLabel = styled.span`
  flex: none;
  max-width: 200px;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    max-width: 120px;
  }
`;

export const ProfileWrapper = styled.div`
  position: relative;
  flex: none;
`;

export const ProfileButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 44px;
  padding: ${({ theme }) => `0 ${theme.space(2)} 0 ${theme.space(1)}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

/** The name stays in the button's accessible name on small screens, only visually hidden. */
export const ProfileName = styled.span`
  max-width: 180px;
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const MenuList = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const menuItem = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const MenuItemLink = styled(NavLink)`
  ${menuItem}
`;

export const MenuItemButton = styled.button`
  ${menuItem}
`;

export const DrawerPanel = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(300px, calc(100vw - 48px));
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

export const DrawerBody = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

export const DrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  height: 56px;
  padding: 0 ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const DrawerCloseButton = styled.button`
  ${iconButton}
`;

export const DrawerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  list-style: none;
`;

export const DrawerLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${currentMark}
`;
