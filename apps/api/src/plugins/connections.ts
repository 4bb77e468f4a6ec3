// What a stop waits for: the requests under way, not connections that carry none.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A browser opens a connection ahead of its next request (preconnect) and may never use it. Fastify's close ends the
 * idle keep-alive connections, but Node counts one that has not sent a request yet as busy, and the server's close
 * waited for it until the stop's 10-second limit exited the process with the database still open. Those connections
 * are ended when the app starts closing; a connection whose request is under way finishes it.
 */
export function closeSilentConnections(app: FastifyInstance): void {
  const silent = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    silent.add(socket);
    socket.once('close', () => silent.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }) => silent.delete(request.socket));
  app.addHook('preClose', async () => {
    for (const socket of silent) socket.destroy();
  });
}
