// The rooming auto-fill (docs/product/rooming.md#auto-fill) for a 2,000-traveller departure: 40 schools of
// 50, both genders, about half naming one or two roommates. Measured in process (the domain's
// `autoFillRooms`, what `POST …/rooming/auto-fill` runs between its two reads and its write), as the
// median of repeated runs, against a bare baseline on the same travellers: sort by school, gender and
// name and cut into threes (no roommate groups, no fewest-rooms packing).
import { autoFillRooms, type Gender, type RoomingPerson } from '@voyage/domain';

export type RoomingFigures = {
  travellers: number;
  runs: number;
  autoFillMs: number;
  baselineMs: number;
  rooms: number;
  baselineRooms: number;
};

/** A small deterministic generator, so every run measures the same departure. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const LETTERS = 'ABCDEFGHIKLMNOPRSTVXYZ';
const word = (index: number, length: number) =>
  Array.from(
    { length },
    (_, position) => LETTERS[Math.floor(index / LETTERS.length ** position) % LETTERS.length],
  ).join('');

export function benchDeparture(travellers = 2_000, perSchool = 50): RoomingPerson[] {
  const random = generator(2027);
  const people: RoomingPerson[] = [];
  for (let index = 0; index < travellers; index += 1) {
    const gender: Gender = random() < 0.5 ? 'female' : 'male';
    people.push({
      id: `t${String(index).padStart(5, '0')}`,
      firstName: `N${word(index, 4)}`,
      lastName: `S${word(index * 7, 5)}`,
      schoolId: Math.floor(index / perSchool) + 1,
      gender,
      roommates: [],
    });
  }
  // About half name one or two schoolmates of their gender, as families do.
  for (const person of people) {
    if (random() < 0.5) continue;
    const mates = people.filter(
      (other) => other.schoolId === person.schoolId && other.gender === person.gender && other.id !== person.id,
    );
    const count = random() < 0.6 ? 1 : 2;
    for (let n = 0; n < count && mates.length > 0; n += 1) {
      const mate = mates[Math.floor(random() * mates.length)]!;
      person.roommates = [...person.roommates, `${mate.firstName} ${mate.lastName}`];
    }
  }
  return people;
}

function baseline(people: readonly RoomingPerson[]): Map<string, number> {
  const sorted = [...people].sort(
    (a, b) =>
      a.schoolId - b.schoolId ||
      a.gender.localeCompare(b.gender) ||
      a.lastName.localeCompare(b.lastName) ||
      a.firstName.localeCompare(b.firstName),
  );
  return new Map(sorted.map((person, index) => [person.id, Math.floor(index / 3) + 1]));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Runs both for about `seconds` each (at least 10 runs), after `warmUpSeconds` of the same. */
export function measureRoomingAutoFill(seconds: number, warmUpSeconds: number): RoomingFigures {
  const people = benchDeparture();
  const time = (run: () => Map<string, number>) => {
    const warmUpUntil = performance.now() + warmUpSeconds * 1000;
    while (performance.now() < warmUpUntil) run();
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (times.length < 10 || performance.now() < until) {
      const start = performance.now();
      run();
      times.push(performance.now() - start);
    }
    return { ms: median(times), runs: times.length };
  };
  const empty = new Map<string, number>();
  const autoFill = time(() => autoFillRooms(people, empty));
  const bare = time(() => baseline(people));
  return {
    travellers: people.length,
    runs: autoFill.runs,
    autoFillMs: autoFill.ms,
    baselineMs: bare.ms,
    rooms: new Set(autoFillRooms(people, empty).values()).size,
    baselineRooms: new Set(baseline(people).values()).size,
  };
}
