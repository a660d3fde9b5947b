import type { Command } from 'commander';
import { Option } from 'commander';
import {
  CurrentSystemNotificationResponse,
  dataOf,
  isSystemNotificationShown,
  NOTIFICATION_TYPES,
  PostSystemNotificationRequest,
  SystemNotification,
  SystemNotificationHistoryResponse,
  systemNotificationShowUntilRefusal,
} from '@switchboard/domain';
import { z } from 'zod';
import { CliError, usageError } from '../errors.js';
import { parseInput } from '../input.js';
import type { Column } from '../output.js';
import type { Runtime, RuntimeOf } from '../runtime.js';
import { formatTime, parseWhen } from '../when.js';

/**
 * Posting and disabling answer the notification itself (the console reads it so); the `{data}`
 * form of the other administration calls is accepted as well.
 */
const NotificationResponse = z.union([
  dataOf(SystemNotification),
  SystemNotification.transform((data) => ({ data })),
]);

function columns(now: Date): Column<SystemNotification>[] {
  return [
    { header: 'ID', value: (n) => n.id },
    { header: 'CREATED', value: (n) => formatTime(n.createdAt) },
    { header: 'BY', value: (n) => n.createdBy },
    { header: 'TYPE', value: (n) => n.type },
    { header: 'SHOWN UNTIL', value: (n) => formatTime(n.showUntilAt) || 'no end' },
    { header: 'STATE', value: (n) => (isSystemNotificationShown(n, now) ? 'shown' : 'ended') },
    { header: 'MESSAGE', value: (n) => n.message },
  ];
}

export function registerNotificationCommands(program: Command, runtimeOf: RuntimeOf): void {
  const notifications = program
    .command('notifications')
    .description('System notifications: the banner every signed-in user sees (Admin)');

  notifications
    .command('current')
    .description('Show the notification shown now: the newest, while its show-until is ahead')
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const current = await fetchCurrent(rt);
      if (!current) {
        if (rt.out.json) return rt.out.writeJson(null);
        return rt.out.raw('No system notification is shown now.');
      }
      showOne(rt, current);
    });

  notifications
    .command('history')
    .description('List the 20 newest notifications, newest first')
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const { data } = await rt.call(
        'Loading notifications',
        'GET',
        '/system-notifications',
        SystemNotificationHistoryResponse,
      );
      rt.out.table(data, columns(rt.now()), 'No system notifications yet.');
    });

  notifications
    .command('post')
    .description('Post a notification; it is shown at once to everyone signed in')
    .argument('<message>', 'the text')
    .addOption(
      new Option('--type <type>', 'the look of the banner')
        .choices(NOTIFICATION_TYPES)
        .default('info'),
    )
    .option(
      '--show-until <when>',
      'when it stops being shown: an ISO time (2030-01-01T09:00:00Z) or a duration (30m, 2h, 7d); no end when left out',
    )
    .action(
      async (message: string, options: { type: string; showUntil?: string }, command: Command) => {
        const rt = runtimeOf(command);
        let showUntilAt: string | null = null;
        if (options.showUntil !== undefined) {
          showUntilAt = parseWhen(options.showUntil, rt.now());
          if (!showUntilAt) {
            throw usageError(
              `--show-until: expected an ISO time with an offset or a duration such as 30m, 2h, 7d (got "${options.showUntil}")`,
            );
          }
        }
        const body = parseInput(
          PostSystemNotificationRequest,
          { message, type: options.type, showUntilAt },
          { message: 'message', type: '--type', showUntilAt: '--show-until' },
        );
        // A passed show-until is refused here as the server refuses it (#28), before sending.
        const refusal = systemNotificationShowUntilRefusal(body.showUntilAt, rt.now());
        if (refusal) throw usageError(`--show-until: ${refusal}`);
        const { data } = await rt.call(
          'Posting',
          'POST',
          '/system-notifications',
          NotificationResponse,
          { body },
        );
        rt.out.success(
          `Posted notification ${data.id}${data.showUntilAt ? `, shown until ${formatTime(data.showUntilAt)}` : ''}.`,
          data,
        );
      },
    );

  notifications
    .command('disable')
    .description('Stop showing a notification now (its show-until becomes now)')
    .argument('[id]', 'the notification; the current one when left out')
    .action(async (id: string | undefined, _options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const target = id ?? (await fetchCurrent(rt))?.id;
      if (!target) throw new CliError('not-found', 'No system notification is shown now.');
      const path = `/system-notifications/${encodeURIComponent(target)}/disable` as const;
      const { data } = await rt.call('Disabling', 'POST', path, NotificationResponse);
      rt.out.success(`Disabled notification ${data.id}.`, data);
    });
}

async function fetchCurrent(rt: Runtime): Promise<SystemNotification | null> {
  const { data } = await rt.call(
    'Loading the current notification',
    'GET',
    '/system-notifications/current',
    CurrentSystemNotificationResponse,
  );
  return data;
}

function showOne(rt: Runtime, notification: SystemNotification): void {
  rt.out.details(
    [
      ['ID', notification.id],
      ['Message', notification.message],
      ['Type', notification.type],
      ['Created', `${formatTime(notification.createdAt)} by ${notification.createdBy}`],
      ['Shown until', formatTime(notification.showUntilAt) || 'no end'],
    ],
    notification,
  );
}
