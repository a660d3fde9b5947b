import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_MESSAGES, SYSTEM_NOTIFICATION_HISTORY_SIZE } from '@switchboard/domain';
import { rows } from './test/cli.js';
import { useCliServer } from './test/cli-server.js';

const ctx = useCliServer({ signedInAs: 'admin@demo.test' });
const { cli, as } = ctx;
let adminToken: string;
beforeAll(async () => {
  adminToken = (await ctx.server.signIn('admin@demo.test')).idToken;
});

describe('switchboard notifications', () => {
  it('posts, shows the current one, lists the history and disables it', async () => {
    const posted = await cli([
      'notifications',
      'post',
      'Maintenance tonight',
      '--type',
      'warning',
      '--show-until',
      '2h',
      '--json',
    ]);
    expect(posted.code).toBe(0);
    const notification = JSON.parse(posted.stdout);
    expect(notification).toMatchObject({
      message: 'Maintenance tonight',
      type: 'warning',
      createdBy: 'demo-admin',
    });
    expect(Date.parse(notification.showUntilAt) - Date.now()).toBeGreaterThan(119 * 60_000);

    const current = await cli(['notifications', 'current']);
    expect(current.code).toBe(0);
    expect(current.stdout).toContain(`ID\t${notification.id}\n`);
    expect(current.stdout).toContain('Message\tMaintenance tonight\n');
    expect(current.stdout).toContain('Type\twarning\n');

    const history = rows((await cli(['notifications', 'history'])).stdout);
    expect(history[0]).toEqual(['ID', 'CREATED', 'BY', 'TYPE', 'SHOWN UNTIL', 'STATE', 'MESSAGE']);
    expect(history[1]).toEqual([
      notification.id,
      expect.any(String),
      'demo-admin',
      'warning',
      expect.any(String),
      'shown',
      'Maintenance tonight',
    ]);

    const disabled = await cli(['notifications', 'disable']);
    expect(disabled.code).toBe(0);
    expect(disabled.stdout).toBe(`Disabled notification ${notification.id}.\n`);
    const none = await cli(['notifications', 'current']);
    expect(none).toMatchObject({ code: 0, stdout: 'No system notification is shown now.\n' });
    expect(JSON.parse((await cli(['notifications', 'current', '--json'])).stdout)).toBeNull();
    const nothingToDisable = await cli(['notifications', 'disable']);
    expect(nothingToDisable.code).toBe(1);
    expect(nothingToDisable.stderr).toBe('Error: No system notification is shown now.\n');
  });

  it('shows the 20 newest in the history', async () => {
    for (let i = 0; i < SYSTEM_NOTIFICATION_HISTORY_SIZE + 1; i++) {
      const res = await ctx.server.call('POST', '/system-notifications', {
        token: adminToken,
        body: { message: `bulk ${i}` },
      });
      expect(res.status).toBe(201);
    }
    const history = rows((await cli(['notifications', 'history'])).stdout);
    expect(history.length).toBe(1 + SYSTEM_NOTIFICATION_HISTORY_SIZE);
    expect(history[1]?.[6]).toBe(`bulk ${SYSTEM_NOTIFICATION_HISTORY_SIZE}`);
  });

  it('refuses bad arguments with exit code 2', async () => {
    const when = await cli(['notifications', 'post', 'x', '--show-until', 'tomorrowish']);
    expect(when.code).toBe(2);
    expect(when.stderr).toContain('--show-until: expected an ISO time');
    const type = await cli(['notifications', 'post', 'x', '--type', 'loud']);
    expect(type.code).toBe(2);
    expect(type.stderr).toContain("argument 'loud' is invalid");
    const empty = await cli(['notifications', 'post', '   ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('message: ');
  });

  it('refuses a show-until that has passed and an over-long text, in words, before sending (#28)', async () => {
    const past = await cli([
      'notifications',
      'post',
      'Too late',
      '--show-until',
      '2001-01-01T00:00:00Z',
    ]);
    expect(past.code).toBe(2);
    expect(past.stderr).toBe(`Error: --show-until: ${NOTICES_MESSAGES.showUntilPassed}\n`);
    const long = await cli(['notifications', 'post', 'x'.repeat(1_500)]);
    expect(long.code).toBe(2);
    expect(long.stderr).toBe(`Error: message: ${NOTICES_MESSAGES.textTooLong(1_000, 1_500)}\n`);
    // The server refuses a passed show-until the same way when asked directly.
    const direct = await ctx.server.call('POST', '/system-notifications', {
      token: adminToken,
      body: { message: 'Too late', showUntilAt: '2001-01-01T00:00:00Z' },
    });
    expect(direct.status).toBe(400);
    expect(direct.body.error.message).toBe(`showUntilAt: ${NOTICES_MESSAGES.showUntilPassed}`);
    const history = rows((await cli(['notifications', 'history'])).stdout);
    expect(history.some((row) => row[6] === 'Too late')).toBe(false);
  });

  it('a non-admin gets the server refusal', async () => {
    const result = await as('manager@demo.test', ['notifications', 'post', 'Hello']);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('Error: You are not allowed to do this.\n');
  });
});
