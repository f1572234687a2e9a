import type { Clock } from "../domain/clock/clock";
import type { DataStore } from "../store/data-store";
import type { IdGenerator } from "../store/ids";
import type { EngineEventBus } from "./event-bus";
import type { Timers } from "./timers";

/** What the domain services share: state, time, ids and the event bus. */
export interface ServiceDeps {
  data: DataStore;
  clock: Clock;
  ids: IdGenerator;
  events: EngineEventBus;
  timers: Timers;
}
