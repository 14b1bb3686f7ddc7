import { seedExamState } from '../fixtures/exam';
import { seedFdsState } from '../fixtures/fds';
import { seedLiveState } from '../fixtures/live';
import { seedMainState } from '../fixtures/main';
import { seedMessageState } from '../fixtures/message';
import { seedTrainingState } from '../fixtures/training';
import { demoUsers } from '../fixtures/users';
import type { SeedContext } from './context';
import type { DemoScale } from './scale';
import type { MockDb } from './state';

/** A fresh database seeded from the fixtures, of the small (default) or the large data set. */
export function seedDb(
  origin: string,
  now: Date,
  roomsOrigin: string = origin,
  scale: DemoScale = 'small',
): MockDb {
  const users = demoUsers(origin);
  const seed: SeedContext = { origin, roomsOrigin, now, users, scale };
  return {
    users,
    main: seedMainState(seed),
    live: seedLiveState(seed),
    message: seedMessageState(seed),
    fds: seedFdsState(seed),
    exam: seedExamState(seed),
    training: seedTrainingState(seed),
  };
}
