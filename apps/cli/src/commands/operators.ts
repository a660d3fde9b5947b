import type { Command } from 'commander';
import { ConnectedOperatorsByPool, OperatorListResponse } from '@switchboard/domain';
import type { RuntimeOf } from '../runtime.js';
import { POOL_COLUMNS, poolRows } from './operators-view.js';

export function registerOperatorCommands(program: Command, runtimeOf: RuntimeOf): void {
  const operators = program.command('operators').description('Operators and their presence');

  operators
    .command('connected')
    .description('Connected operators per pool (SFW, NSFW, AGENT_ONLY) (Admin, Manager, Developer)')
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const { api } = await rt.session();
      const pools = await rt.out.task('Loading connected operators', () =>
        api.call('GET', '/operators/connected', ConnectedOperatorsByPool),
      );
      if (rt.out.json) return rt.out.writeJson(pools);
      rt.out.table(poolRows(pools), POOL_COLUMNS, 'No operator is connected.');
    });

  operators
    .command('list')
    .description("The tenant's operators and whether each is connected (Admin)")
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const { api } = await rt.session();
      const { data } = await rt.out.task('Loading operators', () =>
        api.call('GET', '/operators', OperatorListResponse),
      );
      rt.out.table(
        data,
        [
          { header: 'UID', value: (o) => o.uid },
          { header: 'EMAIL', value: (o) => o.email },
          { header: 'NAME', value: (o) => o.displayName ?? '' },
          { header: 'ROLES', value: (o) => o.roles.join(',') },
          { header: 'GEOS', value: (o) => o.geos.join(',') },
          { header: 'CONNECTED', value: (o) => (o.connected ? 'yes' : 'no') },
          { header: 'DISABLED', value: (o) => (o.disabled ? 'yes' : 'no') },
        ],
        'No operators.',
      );
    });
}
