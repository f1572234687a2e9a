import { KEY_CACHE_LIMIT } from "../defaults";

/**
 * Memoises a per-secret key. Turning a secret into a key costs about as much as a signature,
 * and receivers verify with the same secret over and over; the cache is cleared rather than
 * grown when a caller cycles through many secrets.
 */
export function keyCache<K>(create: (secret: string) => K): (secret: string) => K {
  const keys = new Map<string, K>();
  return (secret) => {
    let key = keys.get(secret);
    if (key === undefined) {
      if (keys.size >= KEY_CACHE_LIMIT) keys.clear();
      key = create(secret);
      keys.set(secret, key);
    }
    return key;
  };
}
