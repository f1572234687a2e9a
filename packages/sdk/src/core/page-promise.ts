import { APIPromise, type FetchResult } from "./api-promise";

/** One page of a cursor-paginated list, as the API answers it. */
export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * Awaited, the first page; iterated with `for await`, every item of every page, fetching the next
 * page only when the current one is used up.
 */
export class PagePromise<T> extends APIPromise<Page<T>> implements AsyncIterable<T> {
  readonly #fetchPage: (cursor?: string) => FetchResult<Page<T>>;

  constructor(fetchPage: (cursor?: string) => FetchResult<Page<T>>) {
    super(fetchPage());
    this.#fetchPage = fetchPage;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    let page: Page<T> = await this;
    for (;;) {
      yield* page.data;
      if (!page.has_more || !page.next_cursor) return;
      page = (await this.#fetchPage(page.next_cursor)).data as Page<T>;
    }
  }
}
