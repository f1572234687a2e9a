import type { LeadPreferences, MessageChannel } from "../types";

/** A demo lead, its times in days before `now`, and the messages it has sent. */
export interface LeadTemplate {
  name: string;
  email: string;
  phone: string | null;
  preferences: LeadPreferences;
  createdDaysAgo: number;
  lastActivityDaysAgo: number;
  messages: readonly { daysAgo: number; channel: MessageChannel; body: string }[];
}

// Chosen to spread over the bands: hot, warm and cold leads, city-bound and open to any city,
// with and without phones. Phone numbers sit in the fictional 555-01xx range.
export const DEMO_LEADS: readonly LeadTemplate[] = [
  {
    name: "Maya Chen", email: "maya.chen@example.com", phone: "+14155550142",
    preferences: {
      property_type: "residential",
      price_range: { min: 1_100_000, max: 1_700_000 },
      city: "San Francisco",
      state: "CA",
      min_bedrooms: 2,
      timeline: "immediate",
      pre_approved: true,
    },
    createdDaysAgo: 21, lastActivityDaysAgo: 1,
    messages: [
      {
        daysAgo: 6, channel: "email",
        body: "Hi, we're relocating for work and would love to see 2-3 bedroom places in Noe Valley or the Mission.",
      },
      {
        daysAgo: 3, channel: "sms",
        body: "Is the Valencia St listing still available? We could tour Saturday morning.",
      },
      { daysAgo: 1, channel: "sms", body: "Our lender sent the pre-approval letter, forwarding it now." },
    ],
  },
  {
    name: "Daniel Ortiz", email: "daniel.ortiz@example.com", phone: "+15125550187",
    preferences: {
      property_type: "residential",
      price_range: { min: 400_000, max: 650_000 },
      city: "Austin",
      state: "TX",
      min_bedrooms: 3,
      timeline: "within_3_months",
    },
    createdDaysAgo: 30, lastActivityDaysAgo: 4,
    messages: [
      { daysAgo: 4, channel: "chat", body: "Do any of the South Austin homes have a big yard for two dogs?" },
    ],
  },
  {
    name: "Priya Raman", email: "priya.raman@example.com", phone: null,
    preferences: {
      property_type: "residential",
      price_range: { min: 700_000, max: 1_100_000 },
      city: "Seattle",
      timeline: "within_6_months",
      pre_approved: true,
    },
    createdDaysAgo: 40, lastActivityDaysAgo: 12, messages: [],
  },
  {
    name: "James Walker", email: "james.walker@example.com", phone: null,
    preferences: {
      property_type: "residential_income",
      price_range: { min: 600_000, max: 1_400_000 },
      city: "Chicago",
      timeline: "exploring",
    },
    createdDaysAgo: 90, lastActivityDaysAgo: 45, messages: [],
  },
  {
    name: "Sofia Rossi", email: "sofia.rossi@example.com", phone: "+13055550119",
    preferences: {
      property_type: "residential_lease",
      price_range: { min: 2_500, max: 5_000 },
      city: "Miami",
      min_bedrooms: 1,
      timeline: "immediate",
    },
    createdDaysAgo: 9, lastActivityDaysAgo: 2,
    messages: [
      { daysAgo: 5, channel: "chat", body: "Looking for a 1-bedroom near Brickell, lease starting next month." },
      { daysAgo: 2, channel: "chat", body: "Is parking included with the Brickell Ave apartment?" },
    ],
  },
  {
    name: "Ethan Brooks", email: "ethan.brooks@example.com", phone: "+13035550164",
    preferences: {
      property_type: "land",
      price_range: { min: 150_000, max: 450_000 },
      city: "Denver",
      timeline: "exploring",
    },
    createdDaysAgo: 60, lastActivityDaysAgo: 20,
    messages: [
      { daysAgo: 20, channel: "email", body: "Any buildable lots that allow an ADU?" },
    ],
  },
  {
    name: "Grace Kim", email: "grace.kim@example.com", phone: "+16175550128",
    preferences: {
      property_type: "commercial_sale",
      price_range: { min: 1_000_000, max: 4_000_000 },
      timeline: "within_3_months",
      pre_approved: true,
    },
    createdDaysAgo: 14, lastActivityDaysAgo: 3,
    messages: [
      {
        daysAgo: 3, channel: "email",
        body: "We're expanding our clinic and need 5,000+ sqft with parking, any city on your list.",
      },
    ],
  },
  {
    name: "Noah Patel", email: "noah.patel@example.com", phone: "+16195550173",
    preferences: {
      property_type: "residential",
      price_range: { min: 900_000, max: 1_500_000 },
      city: "San Diego",
      state: "CA",
      min_bedrooms: 3,
      timeline: "immediate",
      pre_approved: true,
    },
    createdDaysAgo: 7, lastActivityDaysAgo: 6, messages: [],
  },
];
