// A slow network in front of the shop, for the requests a test picks: a loopback proxy that
// passes everything to the server except those, which it holds unanswered until it stops.
// It counts the held requests and those the browser gave up on (closed before an answer).
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  url: string;
  /** Requests held so far. */
  held(): number;
  /** Held requests the browser cancelled. */
  cancelled(): number;
  stop(): Promise<void>;
}

export async function startHoldingProxy(target: string, holds: (path: string) => boolean): Promise<HoldingProxy> {
  const upstream = new URL(target);
  const waiting = new Set<http.ServerResponse>();
  let held = 0;
  let cancelled = 0;
  const server = http.createServer((req, res) => {
    if (holds(req.url ?? '/')) {
      held++;
      waiting.add(res);
      res.on('close', () => {
        if (waiting.delete(res)) cancelled++;
      });
      return;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held: () => held,
    cancelled: () => cancelled,
    async stop() {
      for (const res of waiting) {
        waiting.delete(res);
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
