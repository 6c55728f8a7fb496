import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../features/catalog/listing-search.ts';
import { parseSearch, stringifySearch } from './search-params.ts';

const roundTrip = (search: Record<string, unknown>) => parseListingSearch(parseSearch(stringifySearch(search)));

describe('search params in the URL', () => {
  it('writes ids and numbers plainly', () => {
    expect(stringifySearch({ TagID: '7', SizeID: '1,3', PageNo: 2, SearchTerm: 'mug' })).toBe('?TagID=7&SizeID=1%2C3&PageNo=2&SearchTerm=mug');
  });

  it('reads back what it wrote, whatever a search term looks like', () => {
    expect(roundTrip({ TagID: '7', ColorID: 3, PageNo: 2 })).toEqual({ TagID: '7', ColorID: 3, PageNo: 2 });
    for (const term of ['true', 'null', '123', '00123', '1e3', '"quoted"', '[1,2]', '{}', 'كوب']) {
      expect(roundTrip({ SearchTerm: term }).SearchTerm).toBe(term);
    }
  });

  it('still opens links written with the quoted values of before', () => {
    expect(parseListingSearch(parseSearch('?TagID=%227%22&SearchTerm=%22123%22&PageNo=2'))).toEqual({ TagID: '7', SearchTerm: '123', PageNo: 2 });
  });
});
