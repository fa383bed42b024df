import net from 'node:net';

export type TcpRelay = {
  /** The port the relay listens on, on 127.0.0.1. */
  port: number;
  /** As a network cut: every connection dropped, and no new one accepted until `restore`. */
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** As a server that stopped answering: connections stay open, what is sent is held until `thaw`. */
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
};

/** A TCP relay to `target`, standing in for the network between the API and a server it depends on. */
export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>();
  const held: [net.Socket, Buffer][] = [];
  let isFrozen = false;

  const server = net.createServer((inbound) => {
    const outbound = net.connect(target.port, target.host);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    inbound.on('close', () => outbound.destroy());
    // The server's last words (a reply to QUIT) reach the client before its side closes.
    outbound.pipe(inbound);
    inbound.on('data', (chunk) => (isFrozen ? held.push([outbound, chunk]) : outbound.write(chunk)));
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    cut: stop,
    restore: () => listen(port),
    freeze: () => (isFrozen = true),
    thaw: () => {
      isFrozen = false;
      for (const [socket, chunk] of held.splice(0)) socket.write(chunk);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
