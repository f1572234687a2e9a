import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { MODEL_VERSION, qualificationType, scoreLead, type ScoreInput } from "../../src/domain";
import type { ScoreFactor } from "../../src/domain/types";
import { DAY, HEAVY_TEST_MS, NOW, daysAgo, makeLead, type LeadOverrides } from "./fixtures";

/** A lead with every factor at zero except complete_contact_info (name and email, no phone). */
const quietLead = (preferences: LeadOverrides["preferences"] = {}, rest: LeadOverrides = {}) =>
  makeLead({ phone: null, last_activity_at: daysAgo(60), preferences, ...rest });

const input = (overrides: Partial<ScoreInput> = {}): ScoreInput => ({
  lead: quietLead(),
  matchingActiveListings: 0,
  inboundMessages14d: 0,
  now: NOW,
  ...overrides,
});

const factorOf = (factor: ScoreFactor, i: ScoreInput) => scoreLead(i).factors.find((f) => f.factor === factor);

describe("scoreLead factors", () => {
  it("weighs the factors as documented, 100 in all", () => {
    const weights = Object.fromEntries(scoreLead(input()).factors.map((f) => [f.factor, f.weight]));
    expect(weights).toEqual({
      budget_match: 30,
      high_engagement: 30,
      urgent_timeline: 15,
      pre_approved: 10,
      recent_activity: 10,
      complete_contact_info: 5,
    });
  });

  it.each([
    [0, 0],
    [1, 0.5],
    [2, 0.5],
    [3, 1],
    [250, 1],
  ])("budget_match: %i matching active listings → %d", (n, value) => {
    expect(factorOf("budget_match", input({ matchingActiveListings: n }))).toEqual({ factor: "budget_match", weight: 30, value, points: 30 * value });
  });

  it.each([
    [0, 0],
    [1, 0.5],
    [2, 1],
    [9, 1],
  ])("high_engagement: %i inbound messages in 14 days → %d", (n, value) => {
    expect(factorOf("high_engagement", input({ inboundMessages14d: n }))?.value).toBe(value);
  });

  it.each([
    [undefined, 0],
    ["immediate", 1],
    ["within_3_months", 0.5],
    ["within_6_months", 0],
    ["exploring", 0],
  ] as const)("urgent_timeline: %s → %d", (timeline, value) => {
    const lead = quietLead(timeline === undefined ? {} : { timeline });
    expect(factorOf("urgent_timeline", input({ lead }))?.value).toBe(value);
  });

  it.each([
    [undefined, 0],
    [false, 0],
    [true, 1],
  ] as const)("pre_approved: %s → %d", (pre_approved, value) => {
    const lead = quietLead(pre_approved === undefined ? {} : { pre_approved });
    expect(factorOf("pre_approved", input({ lead }))?.value).toBe(value);
  });

  it.each([
    [-1 * DAY, 1],
    [0, 1],
    [7 * DAY, 1],
    [7 * DAY + 1, 0.5],
    [30 * DAY, 0.5],
    [30 * DAY + 1, 0],
    [400 * DAY, 0],
  ])("recent_activity: last activity %i ms ago → %d", (age, value) => {
    const lead = quietLead({}, { last_activity_at: new Date(NOW - age).toISOString() });
    expect(factorOf("recent_activity", input({ lead }))?.value).toBe(value);
  });

  it.each([
    ["+14155550100", "a@example.com", 1],
    [null, "a@example.com", 0.5],
    ["+14155550100", "", 0],
  ] as const)("complete_contact_info: phone %s, email %s → %d", (phone, email, value) => {
    const lead = quietLead({}, { phone, email });
    expect(factorOf("complete_contact_info", input({ lead }))?.value).toBe(value);
  });
});

describe("scoreLead bands", () => {
  it.each([
    [0, "cold"],
    [39, "cold"],
    [40, "warm"],
    [69, "warm"],
    [70, "hot"],
    [100, "hot"],
  ] as const)("a score of %i is %s", (score, band) => {
    expect(qualificationType(score)).toBe(band);
  });

  // Points are multiples of 2.5, so the reachable scores around the boundaries are 38/40 and 68/70.
  it.each([
    ["38: budget, activity 8 days ago, no phone", input({ matchingActiveListings: 3, lead: quietLead({}, { last_activity_at: daysAgo(8) }) }), 38, "cold"],
    ["40: budget, within 3 months, no phone", input({ matchingActiveListings: 3, lead: quietLead({ timeline: "within_3_months" }) }), 40, "warm"],
    [
      "68: budget, 1 message, immediate, activity 10 days ago, no phone",
      input({ matchingActiveListings: 5, inboundMessages14d: 1, lead: quietLead({ timeline: "immediate" }, { last_activity_at: daysAgo(10) }) }),
      68,
      "warm",
    ],
    [
      "70: budget, 2 messages, activity 10 days ago, phone",
      input({ matchingActiveListings: 3, inboundMessages14d: 2, lead: quietLead({}, { phone: "+14155550100", last_activity_at: daysAgo(10) }) }),
      70,
      "hot",
    ],
  ])("%s", (_, i, score, band) => {
    expect(scoreLead(i)).toMatchObject({ score, qualification_type: band });
  });

  it("gives 100 and every trigger to a lead at full strength on every factor", () => {
    const lead = makeLead({ preferences: { timeline: "immediate", pre_approved: true } });
    const result = scoreLead(input({ lead, matchingActiveListings: 3, inboundMessages14d: 2 }));
    expect(result.score).toBe(100);
    expect(result.triggers).toEqual(["budget_match", "high_engagement", "urgent_timeline", "pre_approved", "recent_activity", "complete_contact_info"]);
    expect(result.model_version).toBe(MODEL_VERSION);
  });

  it("lists as triggers only the factors at full strength", () => {
    const result = scoreLead(input({ matchingActiveListings: 3, inboundMessages14d: 1 }));
    expect(result.triggers).toEqual(["budget_match"]);
    expect(result.factors.find((f) => f.factor === "high_engagement")?.points).toBe(15);
  });
});

describe("scoreLead as a whole", { timeout: HEAVY_TEST_MS }, () => {
  const arbitraryInput = fc.record({
    matchingActiveListings: fc.nat(10),
    inboundMessages14d: fc.nat(5),
    ageDays: fc.integer({ min: -2, max: 60 }),
    phone: fc.constantFrom("+14155550100", null),
    timeline: fc.constantFrom(undefined, "immediate", "within_3_months", "within_6_months", "exploring"),
    pre_approved: fc.constantFrom(undefined, true, false),
  });
  const toInput = (a: typeof arbitraryInput extends fc.Arbitrary<infer T> ? T : never): ScoreInput =>
    input({
      matchingActiveListings: a.matchingActiveListings,
      inboundMessages14d: a.inboundMessages14d,
      lead: makeLead({
        id: "lead_fixed000000",
        phone: a.phone,
        last_activity_at: daysAgo(a.ageDays),
        preferences: { ...(a.timeline && { timeline: a.timeline }), ...(a.pre_approved !== undefined && { pre_approved: a.pre_approved }) },
      }),
    });

  it("is deterministic, bounded, and the rounded sum of weight × value", () => {
    fc.assert(
      fc.property(arbitraryInput, (a) => {
        const i = toInput(a);
        const result = scoreLead(i);
        expect(scoreLead(i)).toEqual(result);
        expect(Number.isInteger(result.score) && result.score >= 0 && result.score <= 100).toBe(true);
        for (const f of result.factors) expect(f.points).toBe(f.weight * f.value);
        expect(result.score).toBe(Math.round(result.factors.reduce((s, f) => s + f.points, 0)));
        expect(result.qualification_type).toBe(qualificationType(result.score));
        expect(result.triggers).toEqual(result.factors.filter((f) => f.value === 1).map((f) => f.factor));
      }),
    );
  });
});

describe("the worked examples of docs/scoring.md", () => {
  const fresh = (inbound: number, listings: number) =>
    scoreLead(
      input({
        lead: makeLead({ last_activity_at: daysAgo(0), preferences: { timeline: "within_3_months", pre_approved: false } }),
        matchingActiveListings: listings,
        inboundMessages14d: inbound,
      }),
    );

  it("a buyer ready to move scores 100", () => {
    const lead = makeLead({ last_activity_at: daysAgo(1), preferences: { timeline: "immediate", pre_approved: true } });
    expect(scoreLead(input({ lead, matchingActiveListings: 40, inboundMessages14d: 3 })).score).toBe(100);
  });

  it("a fresh lead climbs from 38 to 83 as messages and listings arrive", () => {
    expect(fresh(0, 2)).toMatchObject({ score: 38, qualification_type: "cold", triggers: ["recent_activity", "complete_contact_info"] });
    expect(fresh(1, 2)).toMatchObject({ score: 53, qualification_type: "warm" });
    expect(fresh(2, 2)).toMatchObject({ score: 68, qualification_type: "warm" });
    expect(fresh(2, 3)).toMatchObject({ score: 83, qualification_type: "hot" });
  });

  it("a lead gone quiet scores 33", () => {
    const lead = quietLead({ timeline: "exploring" }, { last_activity_at: daysAgo(45) });
    expect(scoreLead(input({ lead, matchingActiveListings: 5 })).score).toBe(33);
  });
});
