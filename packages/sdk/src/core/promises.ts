import { parseRateLimit, type RateLimitInfo } from "./rate-limit";

export interface WithResponse<T> {
  data: T;
  response: Response;
  /** `X-Request-Id`; quote it to support. */
  requestId: string | undefined;
  rateLimit: RateLimitInfo;
}

/** What a call resolves to, shaped as openapi-fetch's results; the transport throws every non-2xx, so there is no `error`. */
export type FetchResult<T> = Promise<{ data?: T; response: Response }>;

/** Resolves to the response data; `.withResponse()` adds the Response and its metadata. */
export class APIPromise<T> implements PromiseLike<T> {
  readonly #result: FetchResult<T>;
  #data: Promise<T> | undefined;

  constructor(result: FetchResult<T>) {
    this.#result = result;
  }

  withResponse(): Promise<WithResponse<T>> {
    return this.#result.then(({ data, response }) => ({
      data: data as T,
      response,
      requestId: response.headers.get("x-request-id") ?? undefined,
      rateLimit: parseRateLimit(response.headers),
    }));
  }

  // `any` reasons, as in Promise's own signature, so `.catch((e: Error) => …)` type-checks.
  then<A = T, B = never>(
    onfulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onrejected?: ((reason: any) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.#data ??= this.#result.then((result) => result.data as T);
    return this.#data.then(onfulfilled, onrejected);
  }

  catch<B = never>(onrejected?: ((reason: any) => B | PromiseLike<B>) | null): Promise<T | B> {
    return this.then(undefined, onrejected);
  }

  finally(onfinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onfinally);
  }
}

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
