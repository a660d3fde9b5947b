import { CHAT_MESSAGES as text, messages } from '@switchboard/domain';
import type { Attachment } from '@switchboard/domain';
import { Dialog, Spinner } from '@switchboard/ui';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { Paragraph } from '../../common/layout';
import { useSignUrlQuery } from './chatApi';
import { errorText } from './claim';
import { attachmentSourceKey } from './conversation';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Problem = styled.span`
  padding: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.notification.error};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const PickerProblem = styled(Paragraph)`
  color: ${({ theme }) => theme.colors.notification.error};
`;

/**
 * An attachment's picture through a signed URL (POST /url/sign), or why it cannot show: the
 * spec's 'Can't get the attachment url for hash …' (§8), the server's reason on hover.
 */
export function AttachmentImage({
  attachment,
  domain,
  alt,
}: {
  attachment: Attachment;
  domain: string;
  alt: string;
}) {
  const key = attachmentSourceKey(attachment);
  const signed = useSignUrlQuery(key === null ? skipToken : { url: key, domain });
  if (signed.isLoading) return <Spinner size={16} label={alt} />;
  if (key === null) return <Problem>{text.attachmentFailed}</Problem>;
  if (signed.isError || !signed.data) {
    return (
      <Problem title={signed.isError ? errorText(signed.error) : undefined}>
        {messages.attachmentUrlFailed(key)}
      </Problem>
    );
  }
  return <img src={signed.data} alt={alt} />;
}

interface AttachmentPickerProps {
  open: boolean;
  attachments: readonly Attachment[];
  domain: string;
  /** The choices are still being looked up. */
  loading?: boolean;
  /**
   * Why some choices are missing (the profile's photos could not be fetched): shown above the
   * chat's own, and the picker does not claim there are none.
   */
  problem?: string | null;
  onPick: (attachment: Attachment) => void;
  onClose: () => void;
}

/** Chooses one of the chat's unused attachments to go with the reply. */
export function AttachmentPicker({
  open,
  attachments,
  domain,
  loading = false,
  problem = null,
  onPick,
  onClose,
}: AttachmentPickerProps) {
  return (
    <Dialog open={open} title={text.attachmentsTitle} onClose={onClose}>
      {problem && !loading && <PickerProblem role="alert">{problem}</PickerProblem>}
      {loading ? (
        <Spinner label={text.loadingAttachments} />
      ) : attachments.length === 0 ? (
        problem ? null : (
          <Paragraph>{text.noAttachments}</Paragraph>
        )
      ) : (
        <Grid>
          {attachments.map((attachment, index) => (
            <li key={attachmentSourceKey(attachment) ?? index}>
              <Choice type="button" onClick={() => onPick(attachment)}>
                <AttachmentImage
                  attachment={attachment}
                  domain={domain}
                  alt={text.attachmentAlt(index + 1)}
                />
              </Choice>
            </li>
          ))}
        </Grid>
      )}
    </Dialog>
  );
}
