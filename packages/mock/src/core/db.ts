import { type DemoUser, demoUsers } from '../fixtures/users';
import type { ExamState } from '../handlers/exam';
import { examModule } from '../handlers/exam';
import type { FdsState } from '../handlers/fds';
import { fdsModule } from '../handlers/fds';
import type { LiveState } from '../handlers/live';
import { liveModule } from '../handlers/live';
import type { MainState } from '../handlers/main';
import { mainModule } from '../handlers/main';
import type { MessageState } from '../handlers/message';
import { messageModule } from '../handlers/message';
import type { TrainingState } from '../handlers/training';
import { trainingModule } from '../handlers/training';
import type { SeedContext } from './context';
import type { DemoScale } from './scale';

/** The whole state of the demo backend. */
export interface MockDb {
  users: DemoUser[];
  main: MainState;
  live: LiveState;
  message: MessageState;
  fds: FdsState;
  exam: ExamState;
  training: TrainingState;
}

/** Every backend module, keyed as in MockDb. */
export const MODULES = {
  main: mainModule,
  live: liveModule,
  message: messageModule,
  fds: fdsModule,
  exam: examModule,
  training: trainingModule,
} as const;

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
    main: mainModule.seed(seed),
    live: liveModule.seed(seed),
    message: messageModule.seed(seed),
    fds: fdsModule.seed(seed),
    exam: examModule.seed(seed),
    training: trainingModule.seed(seed),
  };
}
