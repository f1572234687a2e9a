// Contract timestamps are ISO 8601 in UTC with milliseconds and a `Z`. The server formats one
// per request log entry, several per created record, and thousands when it generates demo data;
// `Date#toISOString` and `Date.parse` go through V8's general date machinery, these do not.

export const DAY_MS = 86_400_000;
/** The instants this fast path covers: 1970-01-01 up to the end of 9999, four-digit years. */
const MAX_FAST_MS = 253_402_300_799_999;
/** Days from 0000-03-01 to 1970-01-01: the civil-date arithmetic counts from a March year. */
const EPOCH_SHIFT_DAYS = 719_468;

const pad2 = (n: number) => (n < 10 ? "0" : "") + n;
const pad3 = (n: number) => (n < 10 ? "00" : n < 100 ? "0" : "") + n;

/** `YYYY-MM-DD` of a day number (days since 1970-01-01), after H. Hinnant's civil_from_days. */
function civilDate(days: number): string {
  const z = days + EPOCH_SHIFT_DAYS;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const marchMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * marchMonth + 2) / 5) + 1;
  const month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

// Consecutive calls mostly fall on the same day (requests now, a listing's own dates).
let lastDay = Number.NaN;
let lastDate = "";

/** ISO 8601 in UTC with a `Z`, exactly as `new Date(ms).toISOString()` writes it. */
export function toIso(ms: number): string {
  if (!(ms >= 0 && ms <= MAX_FAST_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    lastDay = day;
    lastDate = civilDate(day);
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  return `${lastDate}T${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}.${pad3(inDay % 1000)}Z`;
}

/** Days since 1970-01-01 of a civil date, after H. Hinnant's days_from_civil. */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - EPOCH_SHIFT_DAYS;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] as number));

const ISO_SHAPE = "dddd-dd-ddTdd:dd:dd.dddZ";

/** The number the digits at [from, to) of `text` spell. */
function digits(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

/** Milliseconds of a timestamp, as `Date.parse` gives them; the server's own format skips its parser. */
export function parseIso(text: string): number {
  if (text.length !== ISO_SHAPE.length) return Date.parse(text);
  for (let i = 0; i < ISO_SHAPE.length; i++) {
    const expected = ISO_SHAPE.charCodeAt(i);
    const code = text.charCodeAt(i);
    if (expected === 100 /* d */ ? code < 48 || code > 57 : code !== expected) return Date.parse(text);
  }
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hours = digits(text, 11, 13);
  const minutes = digits(text, 14, 16);
  const seconds = digits(text, 17, 19);
  // Out-of-range fields (month 13, 24:00, Feb 30) are left to Date.parse, which decides them.
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Date.parse(text);
  if (hours > 23 || minutes > 59 || seconds > 59) return Date.parse(text);
  const days = daysFromCivil(year, month, day);
  return days * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000 + digits(text, 20, 23);
}

/** Seconds from `now` until the next 00:00 UTC. */
export function secondsToUtcMidnight(now: number): number {
  return Math.ceil((DAY_MS - (now % DAY_MS)) / 1000);
}
