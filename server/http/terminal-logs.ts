// How the server logs in a terminal (`npm start` run by hand): readable lines through
// pino-pretty, one a request once it is answered. Not a terminal (a file, a log collector),
// the logs stay pino's JSON lines with Fastify's own request logs.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pinoPretty from 'pino-pretty';

// Request logs never carry a download token (session tokens and passwords are headers and bodies, never logged).
export const redactUrl = (url: string) => url.replace(/(download-digital-file\/[^/]+\/)[^/?]+/, '$1[redacted]');

/** The time, the level and the message; colour only on stdout (a test's stream gets none). */
export function terminalLogStream(destination?: NodeJS.WritableStream) {
  return pinoPretty({
    translateTime: 'SYS:HH:MM:ss', singleLine: true, sync: true, ignore: 'pid,hostname,reqId,req,res,responseTime',
    colorize: !destination, ...(destination ? { destination } : {}),
  });
}

/**
 * Marks a request the server makes to itself (the first screen's answers, asked while its
 * page is painted): the page's own line stands for it in a terminal.
 */
export const OWN_REQUEST_HEADER = 'x-tohfa-own-request';

/** Fastify's two lines a request (incoming, completed) become one: method, path, status, time taken. */
export class TerminalRequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (request.headers[OWN_REQUEST_HEADER] && !error) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
