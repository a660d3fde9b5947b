import type { Command } from 'commander';
import { ConnectedOperatorsByPool, OperatorListResponse } from '@switchboard/domain';
import type { RuntimeOf } from '../runtime.js';
import { showPools } from './operators-view.js';

export function registerOperatorCommands(program: Command, runtimeOf: RuntimeOf): void {
  const operators = program.command('operators').description('Operators and their presence');

  operators
    .command('connected')
    .description('Connected operators per pool (SFW, NSFW, AGENT_ONLY) (Admin, Manager, Developer)')
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const pools = await rt.call(
        'Loading connected operators',
        'GET',
        '/operators/connected',
        ConnectedOperatorsByPool,
      );
      showPools(rt, pools, 'No operator is connected.');
    });

  operators
    .command('list')
    .description("The tenant's operators and whether each is connected (Admin)")
    .action(async (_options: unknown, command: Command) => {
      const rt = runtimeOf(command);
      const { data } = await rt.call(
        'Loading operators',
        'GET',
        '/operators',
        OperatorListResponse,
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
