// The shop could not start for a reason the person starting it can fix: say so in one line
// (what is wrong and what to do), not with a stack trace. Anything else is a real fault and
// keeps its stack trace.
import { DataFolderInUseError } from './db/database.ts';

export interface StartupPlace {
  host: string;
  port: number;
}

export function startupProblem(err: unknown, { host, port }: StartupPlace): string | null {
  if (err instanceof DataFolderInUseError) return err.message;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${port} on ${host} is already in use (a shop already running?). Stop that program, or choose another port: PORT=${port === 65535 ? 8081 : port + 1} npm start`;
  }
  if (code === 'EACCES') return `Not allowed to listen on port ${port} on ${host}. Choose a port above 1023: PORT=8080 npm start`;
  if (code === 'EADDRNOTAVAIL') {
    return `This machine has no address ${host} to listen on. Use HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every network interface).`;
  }
  return null;
}

/** Prints the one line and exits 1, or rethrows a real fault. */
export function exitOnStartupProblem(place: StartupPlace): (err: unknown) => never {
  return (err) => {
    const line = startupProblem(err, place);
    if (line === null) throw err;
    console.error(line);
    process.exit(1);
  };
}
