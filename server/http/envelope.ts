import { STATUS_MESSAGES, type ErrorCode, type ResultEnvelope } from '../../contract/envelope.ts';

export function envelope(status: number, fields: Partial<Omit<ResultEnvelope, 'data'>> & { data?: unknown } = {}): ResultEnvelope {
  const { data, ...rest } = fields;
  return {
    statusCode: status,
    statusMessage: STATUS_MESSAGES[status] ?? 'Error',
    message: '',
    errorMessage: '',
    isAuthorized: false,
    token: '',
    ...rest,
    data: data === undefined ? '' : JSON.stringify(data),
  };
}

const EMPTY_DATA_END = '"data":""}';

/**
 * The envelope's JSON text, exactly JSON.stringify(envelope(status, fields with data)), from
 * the data's JSON text as it stands inside the data string (escaped, without its quotes):
 * joined, the data not escaped again (docs/decisions/0037-the-listing-cards-stand-escaped.md).
 * `data` is the envelope's last member, so the data string closes the text.
 */
export function envelopeText(status: number, fields: Partial<Omit<ResultEnvelope, 'data'>>, dataInEnvelope: string): string {
  const empty = JSON.stringify(envelope(status, fields));
  if (!empty.endsWith(EMPTY_DATA_END)) throw new Error('the envelope\'s data is not its last member');
  return `${empty.slice(0, -2)}${dataInEnvelope}"}`;
}

export function failureEnvelope(
  status: number,
  code: ErrorCode,
  errorMessage: string,
  errorParams: Record<string, string | number> = {},
  data?: unknown,
): ResultEnvelope {
  return envelope(status, { errorMessage, errorCode: code, errorParams, data });
}
