import { STATUS_MESSAGES, type ErrorCode, type ResultEnvelope } from '../../contract/envelope.ts';

/** `dataJson`: the data already serialised (exactly JSON.stringify(data)), used instead of `data`. */
export function envelope(status: number, fields: Partial<Omit<ResultEnvelope, 'data'>> & { data?: unknown; dataJson?: string } = {}): ResultEnvelope {
  const { data, dataJson, ...rest } = fields;
  return {
    statusCode: status,
    statusMessage: STATUS_MESSAGES[status] ?? 'Error',
    message: '',
    errorMessage: '',
    isAuthorized: false,
    token: '',
    ...rest,
    data: dataJson ?? (data === undefined ? '' : JSON.stringify(data)),
  };
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
