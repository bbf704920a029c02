/**
 * Yoni koota points (out of 4) between the fourteen animals: same 4, friendly 3, neutral 2, unfriendly 1,
 * sworn enemies 0. Source: the table printed at saravali.de/astrology/koota_yoni.html (Maitreya's), with
 * the sworn enemies of freehoroscopesonline.in/yonikoota.php (Horse–Buffalo, Elephant–Lion, Sheep–Monkey,
 * Serpent–Mongoose, Dog–Deer, Cat–Rat, Cow–Tiger). That table is not symmetric in two cells (Horse–Deer 3
 * one way, 1 the other; Buffalo–Lion 1 one way, 2 the other); the yoni relation is mutual, so we take the
 * lower reading both ways and the matrix below is symmetric (the test checks it).
 */
import type { Yoni } from "./stars";

const ORDER: readonly Yoni[] = [
  "Horse",
  "Elephant",
  "Sheep",
  "Serpent",
  "Dog",
  "Cat",
  "Rat",
  "Cow",
  "Buffalo",
  "Tiger",
  "Deer",
  "Monkey",
  "Mongoose",
  "Lion",
];

// prettier-ignore
const POINTS: readonly (readonly number[])[] = [
  //Hor Ele She Ser Dog Cat Rat Cow Buf Tig Dee Mon Mgs Lio
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1], // Horse
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0], // Elephant
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1], // Sheep
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2], // Serpent
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1], // Dog
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1], // Cat
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2], // Rat
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1], // Cow
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1], // Buffalo
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1], // Tiger
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1], // Deer
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2], // Monkey
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2], // Mongoose
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4], // Lion
];

export const YONI_ORDER = ORDER;
export function yoniPoints(a: Yoni, b: Yoni): number {
  return POINTS[ORDER.indexOf(a)]?.[ORDER.indexOf(b)] as number;
}
export function isYoniEnemy(a: Yoni, b: Yoni): boolean {
  return yoniPoints(a, b) === 0;
}
