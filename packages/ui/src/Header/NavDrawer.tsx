import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { HEADER_MESSAGES } from './messages';
import { DrawerBody, DrawerCloseButton, DrawerPanel, DrawerTop } from './Header.styles';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Shown at the top of the drawer, e.g. the logo. */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * The side drawer that holds the menu on small screens: a modal `<dialog>`, so focus stays
 * inside and the page behind is inert. Escape, the close button and a click on the backdrop close.
 */
export function NavDrawer({ open, onClose, top, children }: NavDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <DrawerPanel
      ref={ref}
      aria-label={HEADER_MESSAGES.drawer}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <DrawerBody>
          <DrawerTop>
            {top}
            <DrawerCloseButton
              type="button"
              aria-label={HEADER_MESSAGES.closeMenu}
              onClick={onClose}
            >
              <Icon name="close" />
            </DrawerCloseButton>
          </DrawerTop>
          {children}
        </DrawerBody>
      )}
    </DrawerPanel>
  );
}
