/**
 * Tags the browser script's source. `String.raw` keeps backslashes as written, so regular
 * expressions read the same here as in the browser. The script is plain ES2020 sent as is: it
 * uses no template literals (they would interpolate here) and no modules (one nonce'd file).
 */
export const js = String.raw;
