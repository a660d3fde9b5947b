// The last step of `npm start`: the server as a child process, whose life this script follows.
import { spawn } from 'node:child_process';

/**
 * Runs the built server (`args` for node) and ends this process with the server's exit code once
 * the server has exited, never before: until then it may be closing its database. SIGINT and
 * SIGTERM are passed on. A process manager's SIGTERM reaches only this script; a Ctrl+C at a
 * terminal reaches the whole process group, so the server hears it twice and takes the second
 * calmly (apps/server/src/main.ts). `onStop` runs on either signal and when the server ends.
 */
export function runServer({ cwd, args, env, onStop = () => undefined }) {
  const server = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
  const forward = (signal) => {
    onStop();
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('error', (error) => {
    console.error(`Could not start the server: ${error.message}`);
    onStop();
    process.exit(1);
  });
  server.on('close', (code) => {
    onStop();
    process.exit(code ?? 1);
  });
  return server;
}
