import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ProfileMenuEntry } from '@switchboard/domain';
import { Avatar } from '../Avatar';
import { Icon } from '../Icon';
import { ENTRY_ICONS } from './messages';
import {
  MenuItemButton,
  MenuItemLink,
  MenuList,
  ProfileButton,
  ProfileName,
  ProfileWrapper,
} from './Header.styles';

export interface ProfileMenuProps {
  entries: readonly ProfileMenuEntry[];
  userName: string;
  photoUrl?: string | null;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/**
 * The user's menu button (avatar and name) and its menu, following the WAI-ARIA menu button
 * pattern: Enter, Space or ArrowDown open on the first item, ArrowUp on the last; arrows, Home
 * and End move; Escape closes and returns focus to the button; Tab or a click outside closes.
 */
export function ProfileMenu({
  entries,
  userName,
  photoUrl,
  onNavigate,
  onLogout,
}: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();
  const buttonId = useId();

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(entries.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ') {
      // Space activates a menu item; links only react to Enter on their own.
      event.preventDefault();
      itemRefs.current[active]?.click();
    }
  };

  return (
    <ProfileWrapper ref={wrapperRef}>
      <ProfileButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar name={userName} photoUrl={photoUrl} size="md" decorative />
        <ProfileName>{userName}</ProfileName>
        <Icon name="chevronDown" size={16} />
      </ProfileButton>
      {open && (
        <MenuList id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {entries.map((entry, index) => {
            const ref = (element: HTMLElement | null) => {
              itemRefs.current[index] = element;
            };
            if (entry.kind === 'logOut') {
              return (
                <li role="none" key="logOut">
                  <MenuItemButton
                    ref={ref}
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    onClick={() => {
                      close(true);
                      onLogout();
                    }}
                  >
                    <Icon name="logout" size={18} />
                    {entry.label}
                  </MenuItemButton>
                </li>
              );
            }
            return (
              <li role="none" key={entry.path}>
                <MenuItemLink
                  ref={ref}
                  href={entry.path}
                  role="menuitem"
                  tabIndex={-1}
                  onNavigate={(path) => {
                    close(true);
                    onNavigate(path);
                  }}
                >
                  <Icon name={ENTRY_ICONS[entry.path] ?? 'user'} size={18} />
                  {entry.label}
                </MenuItemLink>
              </li>
            );
          })}
        </MenuList>
      )}
    </ProfileWrapper>
  );
}
