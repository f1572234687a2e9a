// CommonJS: `node index.cjs` with LPS_API_KEY set (and LPS_BASE_URL if not http://127.0.0.1:4010).
const sdk = require("@lps/sdk");
const { main } = require("./quickstart.cjs");

main(sdk);
