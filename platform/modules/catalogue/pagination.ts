import type { Pagination } from '../../../schemas/wire/games';

/** The platform family's pagination block for a page of `pageSize` items out of `total` (page numbers from 1). */
export function paginationOf(page: number, pageSize: number, total: number): Pagination {
  const totalPages = Math.ceil(total / pageSize);
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
    total_pages: totalPages,
    total_count: total,
  };
}
