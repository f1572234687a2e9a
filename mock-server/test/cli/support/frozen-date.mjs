// Preloaded into an lps-mock process by a test: Date reads one fixed instant, so two runs that
// differ only in when they started can be compared byte for byte. Timers are unaffected.
const FIXED = Date.parse("2026-03-01T12:00:00.000Z");
const RealDate = Date;
globalThis.Date = class extends RealDate {
  constructor(...args) {
    super(...(args.length === 0 ? [FIXED] : args));
  }
  static now() {
    return FIXED;
  }
};
