import { describe, expect, it } from 'vitest';
import { clearFilters, pageWindow, setPriceBand, setSingle, toggleId } from './listing-state.ts';
import { fitView, viewsFor } from './listing-search.ts';

describe('listing filters in the URL', () => {
  it('adds an id on the first click, removes it on the second, and returns to page 1', () => {
    const once = toggleId({ SizeID: '3', PageNo: 4 }, 'SizeID', 5);
    expect(once).toEqual({ SizeID: '3,5', PageNo: undefined });
    expect(toggleId(once, 'SizeID', 3)).toEqual({ SizeID: '5', PageNo: undefined });
    expect(toggleId({ SizeID: '5' }, 'SizeID', 5).SizeID).toBeUndefined();
  });

  it('keeps colour, rating and price band single-valued, cleared by choosing them again', () => {
    expect(setSingle({ ColorID: 2 }, 'ColorID', 7).ColorID).toBe(7);
    expect(setSingle({ ColorID: 7 }, 'ColorID', 7).ColorID).toBeUndefined();
    expect(setPriceBand({}, 100, 200)).toMatchObject({ MinPrice: 100, MaxPrice: 200 });
    expect(setPriceBand({ MinPrice: 100, MaxPrice: 200 }, 100, 200)).toMatchObject({ MinPrice: undefined, MaxPrice: undefined });
  });

  it('clears the filters but keeps view, page size and sort', () => {
    expect(clearFilters({ SizeID: '1', Rating: 4, view: 'rows', PageSize: 18, OrderByColumnName: 'Price ASC', PageNo: 3 }))
      .toEqual({ view: 'rows', PageSize: 18, OrderByColumnName: 'Price ASC' });
  });

  it('shows at most 5 page links around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('the listing view on narrow screens', () => {
  it('offers only the grids the screen has room for, and the list', () => {
    expect(viewsFor(4)).toEqual(['grid-2', 'grid-3', 'grid-4', 'rows']);
    expect(viewsFor(3)).toEqual(['grid-2', 'grid-3', 'rows']);
    expect(viewsFor(2)).toEqual(['grid-2', 'rows']);
  });

  it('shows a grid wider than fits as the widest that fits, and the list as a list', () => {
    expect(fitView('grid-4', 2)).toBe('grid-2');
    expect(fitView('grid-3', 2)).toBe('grid-2');
    expect(fitView('grid-4', 3)).toBe('grid-3');
    expect(fitView('grid-3', 4)).toBe('grid-3');
    expect(fitView('rows', 2)).toBe('rows');
  });
});
