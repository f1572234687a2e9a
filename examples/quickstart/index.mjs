// ESM: `node index.mjs` with LPS_API_KEY set (and LPS_BASE_URL if not http://127.0.0.1:4010).
import * as sdk from "@lps/sdk";
import quickstart from "./quickstart.cjs";

await quickstart.main(sdk);
