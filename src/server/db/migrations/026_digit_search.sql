-- Three or more digits ('753') are looked for anywhere in the search text. At a million orders they match tens of
-- thousands, each fetched, counted and ranked (172 ms p95 at ten connections). Where the matches are that dense,
-- the page is read in its own order instead (digit-search.ts): the numbers ending in the digits through their
-- reversed number, then every other match newest first along the list's order, only as far as the page reaches.
CREATE INDEX order_search_number_end ON order_search (reverse(order_number) text_pattern_ops);
CREATE INDEX order_search_newest ON order_search (delivery_date, id);
