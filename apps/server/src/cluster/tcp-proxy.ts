import { createConnection, createServer, type Server } from 'node:net';

/**
 * A small TCP proxy that spreads connections round robin over server processes on this machine,
 * passing a connection a process refuses on to the next one — what a load balancer in front of
 * several Switchboard processes does (`npm run start:cluster`, the cluster tests). HTTP and
 * WebSocket both pass through untouched.
 */
export function startTcpProxy(ports: readonly number[], port = 0): Promise<Server> {
  let next = 0;
  const server = createServer((client) => {
    client.pause();
    const attempt = (tries: number) => {
      const target = ports[next++ % ports.length]!;
      const upstream = createConnection({ host: '127.0.0.1', port: target });
      const refused = () => {
        if (tries + 1 < ports.length) attempt(tries + 1);
        else client.destroy();
      };
      upstream.once('error', refused);
      upstream.once('connect', () => {
        upstream.off('error', refused);
        upstream.on('error', () => client.destroy());
        upstream.on('close', () => client.destroy());
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream).pipe(client);
        client.resume();
      });
    };
    attempt(0);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
