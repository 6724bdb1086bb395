import { connect, createServer, type Socket } from 'node:net';

/**
 * Issue 32: a TCP proxy in front of a database that can stop forwarding, as a frozen network or a
 * stuck load balancer does: connections stay open, bytes sent meanwhile wait in the proxy and arrive
 * when it thaws (TCP would retransmit them), nothing is answered while frozen.
 */
export async function startFreezableProxy(target: { host: string; port: number }) {
  let isFrozen = false;
  const held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      const send = () => {
        if (!to.destroyed) to.write(chunk);
      };
      if (isFrozen) held.push(send);
      else send();
    });
  const server = createServer((client) => {
    const upstream = connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    freeze: () => {
      isFrozen = true;
    },
    thaw: () => {
      isFrozen = false;
      for (const send of held.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
