// PageNo / PageSize of the list calls: integers, PageNo from 1, PageSize 1..max.
import type { Params } from '../../http/call.ts';
import { intParam } from '../../http/params.ts';

export interface Page {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** The parameters pageParams reads (a cacheable call declares them in its `reads`). */
export const PAGE_FIELDS = ['PageNo', 'PageSize'] as const;

// Far past any real catalogue; keeps OFFSET inside what both databases take.
const MAX_PAGE_NO = 1_000_000;

export function pageParams(params: Params, defaults: { pageSize: number; maxPageSize: number }): Page {
  const pageNo = intParam(params, 'PageNo', { fallback: 1, min: 1, max: MAX_PAGE_NO });
  const pageSize = intParam(params, 'PageSize', { fallback: defaults.pageSize, min: 1, max: defaults.maxPageSize });
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}
