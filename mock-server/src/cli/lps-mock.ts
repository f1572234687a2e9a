/// <reference types="node" />
// The program `lps-mock` runs, bundled as dist/cli/lps-mock.cjs and loaded by bin.ts. This process
// belongs to the CLI, so it alone may change a global: the adapter's lighter `Response` replaces
// the platform's before the program loads (node/node-response.ts says why; node/README.md has the
// figures). A library import never does this: `startMockServer()` leaves the caller's globals alone.
import { swapGlobalResponse } from "../adapters/node/node-response";

swapGlobalResponse();
// Loaded after the swap: with an import, the program would run before this module's body.
require("./main");
