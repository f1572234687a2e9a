import { parseRateLimit, type RateLimitInfo } from "./rate-limit";

export interface WithResponse<T> {
  data: T;
  response: Response;
  /** `X-Request-Id`; quote it to support. */
  requestId: string | undefined;
  rateLimit: RateLimitInfo;
}

/** What openapi-fetch resolves to; the transport throws every non-2xx, so `data` is always set. */
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
