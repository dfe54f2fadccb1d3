/** Pages for `count` items; at least 1, so an empty list still reads 'Page 1 of 1'. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
