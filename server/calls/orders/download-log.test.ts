// Request logs never carry a download token (docs/decisions/0009-tokens-and-sessions.md): the server's real logger,
// read from the output of a process that served one download request.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';

describe('download request logs', () => {
  it('redact the token in the logged URL', async () => {
    const token = '1999999999.ThisIsTheSecretPartOfTheDownloadTokenXYZ012345';
    // The run's migrated database, copied, when there is one (PGlite's run): not a new one migrated.
    const migrated = inject('preparedDatabases')?.migrated;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/test-support/download-log-probe.ts', token, ...(migrated ? [migrated] : [])], {
      env: { ...process.env, LOG_LEVEL: 'info' },
    });
    const urls = stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { req?: { url: string } }).flatMap((l) => (l.req ? [l.req.url] : []));
    expect(urls).toEqual(['/api/v1/common/download-digital-file/12/[redacted]']);
    expect(stdout).not.toContain('ThisIsTheSecretPart');
  });
});
