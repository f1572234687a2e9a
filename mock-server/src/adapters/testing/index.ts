export { startTestServer, createTestHandlers, type TestHandlers } from "./start-test-server";
export type { TestSurface, RequestFilter, DeliveryFilter } from "./test-surface";
export { AssertionError, violationReport, type ViolationReportOptions } from "./violation-report";
export { fingerprint } from "../../journal/secret-text";
export type { JournalEntry, JournalRequest, JournalAnswer, Violation } from "../../journal/journal-types";
