// A browser's FormData with one file, as the console's uploads send it: the body and its
// Content-Type (each with a boundary of its own, as each browser request has).
import { randomBytes } from 'node:crypto';

export function multipart(bytes: Buffer, field: string, filename: string, type: string): { payload: Buffer; contentType: string } {
  const boundary = `----tohfa${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
