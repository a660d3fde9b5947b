// `npm start`: install, build and run Switchboard on a fresh machine.
import { install, pnpm, step } from './lib.mjs';

install();
step('Building packages');
pnpm(['-r', '--if-present', 'build']);

// The server (apps/server) arrives with issue #4; until then say so plainly.
console.log(`
Switchboard: the domain kernel (@switchboard/domain) is built.
The server and console are not built yet, so there is nothing to serve on a port.
Run \`npm test\` to check the specification kernel.`);
