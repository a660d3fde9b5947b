import { z } from 'zod';
import { NOTICES_MESSAGES } from '../admin-messages.js';
import { SYSTEM_NOTIFICATION_MESSAGE_MAX_LENGTH } from '../constants.js';
import { Id, Timestamp } from './common.js';
import { NOTIFICATION_TYPES } from '../messages.js';
import { wordedText } from './worded-text.js';

/** The text of a notification: 1 to 1,000 characters after trimming, refused in words (#28). */
const NotificationText = wordedText(
  { required: NOTICES_MESSAGES.textRequired, tooLong: NOTICES_MESSAGES.textTooLong },
  SYSTEM_NOTIFICATION_MESSAGE_MAX_LENGTH,
);

const NotificationType = z.enum(NOTIFICATION_TYPES, { error: NOTICES_MESSAGES.typeInvalid });

/**
 * System notification, spec §3: createdBy, createdAt, showUntilAt, plus content fields the spec
 * does not show. Ours are a message and a snackbar type (severity).
 */
export const SystemNotification = z.object({
  id: Id,
  message: NotificationText,
  type: NotificationType.default('info'),
  createdBy: z.string(),
  createdAt: Timestamp,
  showUntilAt: Timestamp.nullable().default(null),
});
export type SystemNotification = z.infer<typeof SystemNotification>;

/** A show-until time as typed: `Timestamp`'s rule (ISO, with its offset), refused in words. */
const ShowUntilAt = z.iso
  .datetime({ offset: true, error: NOTICES_MESSAGES.showUntilInvalid, abort: true })
  .refine((value) => Timestamp.safeParse(value).success, NOTICES_MESSAGES.showUntilInvalid)
  .nullable();

/**
 * What an admin posts: the text, its type and an optional end of display. A show-until that has
 * passed is refused too (`systemNotificationShowUntilRefusal`), where the time is known.
 */
export const PostSystemNotificationRequest = z.object({
  message: NotificationText,
  type: NotificationType.default('info'),
  showUntilAt: ShowUntilAt.default(null),
});
export type PostSystemNotificationRequest = z.infer<typeof PostSystemNotificationRequest>;
