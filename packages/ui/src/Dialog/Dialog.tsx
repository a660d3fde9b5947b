import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { Actions, Body, CloseButton, Heading, StyledDialog, TitleRow } from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Width in px (the spec fixes 600 for the logbook and 800 for announcements). */
  width?: number;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus is trapped, Escape closes, and the rest
 * of the page is inert while it is open.
 */
export function Dialog({ open, title, width = 600, onClose, children, actions }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      $width={width}
      onKeyDown={(event) => {
        // Escape is handled here, not left to the native cancel, so the parent decides whether
        // the dialog really closes (it may be saving).
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => event.preventDefault()}
    >
      {open && (
        <>
          <TitleRow>
            <Heading id={titleId}>{title}</Heading>
            <CloseButton type="button" aria-label="Close dialog" onClick={onClose}>
              <Icon name="close" />
            </CloseButton>
          </TitleRow>
          <Body>{children}</Body>
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </StyledDialog>
  );
}
