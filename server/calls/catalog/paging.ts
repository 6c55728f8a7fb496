// PageNo / PageSize of the list calls, as each call declares them (contract/call-fields.ts:
// PageNo from 1, PageSize from 1 to the call's maximum, each with its default).

export interface Page {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** The page a checked payload asks for. */
export function pageOf(p: { PageNo: number; PageSize: number }): Page {
  return { pageNo: p.PageNo, pageSize: p.PageSize, offset: (p.PageNo - 1) * p.PageSize };
}
