// Starts the reference server in a fresh process as the `lps-mock` CLI does (with the adapter's
// Response swapped in), asks it one GET over node:http (fetch would load undici itself), and
// reports the answer and whether undici had been loaded by then.
import { request } from "node:http";
import { swapGlobalResponse } from "../../../src/adapters/node/node-response";
import { startMockServer } from "../../../src/adapters/node/start-mock-server";

swapGlobalResponse();
const KEY = "lps_sk_first_answer_test";
const server = await startMockServer({ seed: 5, apiKeys: [KEY] });
const status = await new Promise<number | undefined>((resolve, reject) => {
  const req = request(`${server.baseUrl}/properties?limit=20`, { headers: { authorization: `Bearer ${KEY}` } }, (res) => {
    res.resume().on("end", () => resolve(res.statusCode));
  });
  req.on("error", reject).end();
});
// Node's own list of the built-in modules it has loaded (undocumented, present since Node 0.x).
const { moduleLoadList } = process as unknown as { moduleLoadList: string[] };
const undiciLoaded = moduleLoadList.some((name) => name.includes("undici"));
await server.stop();
console.log(JSON.stringify({ status, undiciLoaded }));
