// Plain URLs to share: `TagID=7`, not the router default's JSON `TagID=%227%22`. Values
// arrive as the router's query decoder makes them (text, canonical numbers, true/false);
// the routes' parsers (features/catalog/listing-search.ts) take any of these. A quoted
// value, from a link made before this change, is unquoted; so a text that itself looks
// quoted is written quoted once more.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

function unquote(value: string): unknown {
  if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) return JSON.parse(value) as unknown;
  throw new Error('kept as it is');
}

export const parseSearch = parseSearchWith(unquote);
export const stringifySearch = stringifySearchWith(JSON.stringify, unquote);
